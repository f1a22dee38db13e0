// Choices and limits of the enquiry forms that are fixed here rather than served by the API. Kept apart
// from the zod schemas so the front ends do not ship a validator the browser's own checks replace.

export const countryCodes = ['in', 'uk', 'us'] as const;
export type CountryCode = (typeof countryCodes)[number];

/** The dialling codes a visitor can choose, default first (SPEC 5). */
export const countryCodeOptions: { value: CountryCode; label: string; country: string }[] = [
  { value: 'in', label: '+91', country: 'India' },
  { value: 'uk', label: '+44', country: 'United Kingdom' },
  { value: 'us', label: '+1', country: 'United States' },
];

/**
 * The longest answer each field a visitor types takes: the API refuses longer, and the forms' fields stop
 * there (`maxLength`), so a long name or message is never what makes an enquiry fail.
 */
export const enquiryTextMaxLengths = {
  full_name: 120,
  email: 254,
  phone: 30,
  duration: 60,
  comments: 4000,
} as const;
