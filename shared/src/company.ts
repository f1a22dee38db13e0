// The company's contact details, shown by the header, the footer and every fallback that must still
// give a visitor a way to reach us. Phone and address are placeholders until the company supplies them.
export const company = {
  name: 'Aurelia Journeys',
  phone: { display: '+91 80 4719 2200', href: 'tel:+918047192200' },
  email: 'journeys@aurelia.example',
  address: ['14 Lavelle Road', 'Bengaluru 560001', 'India'],
  officeHours: [
    { days: 'Monday to Friday', hours: '9am to 11pm' },
    { days: 'Saturday and Sunday', hours: 'Closed' },
  ],
  phoneLineNote: 'Our phone line is open until 11pm.',
  founded: 2025,
  yearsOfExperience: 12,
} as const;
