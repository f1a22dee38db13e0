// The footer's fixed links (SPEC 2.1). They link by id, so the seed content keeps these ids on these
// countries, experiences and categories.
export const footerColumns = [
  {
    heading: 'Destinations',
    links: [
      { label: 'India', to: '/countries/5' },
      { label: 'Sri Lanka', to: '/countries/13' },
      { label: 'Japan', to: '/countries/22' },
      { label: 'Kenya', to: '/countries/24' },
      { label: 'South Africa', to: '/countries/25' },
      { label: 'New Zealand', to: '/countries/29' },
    ],
  },
  {
    heading: 'Journeys',
    links: [
      { label: 'Family Adventures', to: '/experiences/6' },
      { label: 'Honeymoons', to: '/experiences/21' },
      { label: 'Wellness in India', to: '/wellness/countries/5' },
      { label: 'Corporate Incentives', to: '/mice/4' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Journal', to: '/journal' },
      { label: 'Booking Conditions', to: '/booking-conditions' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      // A placeholder until the FAQ page exists (SPEC 2.1).
      { label: 'FAQ', to: '#' },
    ],
  },
] as const;
