import { z } from 'zod';
import { countryCodes } from './enquiryChoices';

// The enquiry payloads of SPEC section 3, validated by the forms' types here and by the API with the
// very same schemas. Whether a destination, month, year or pax value is one the API offers is checked
// by the API against its enquiry options; these schemas check shape, formats and lengths.

const requiredText = (max: number) => z.string().trim().min(1, 'This field is required.').max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

const phone = z
  .string()
  .trim()
  .max(30)
  .regex(/^[0-9+()\-\s]*$/, 'Enter a phone number using digits, spaces, +, - and brackets.')
  .optional()
  .default('');

/**
 * Anti-spam fields every form sends: `website` is an off-screen honeypot a person never fills, and
 * `form_duration_ms` is how long the form was open before it was sent.
 */
const antiSpam = {
  website: z.string().max(500).optional().default(''),
  // A tab left open for days is still a person: longer than a day counts as a day, never as an error.
  form_duration_ms: z
    .number()
    .int()
    .nonnegative()
    .transform((ms) => Math.min(ms, 86_400_000))
    .optional(),
};

/** The full-page form of /enquire and /contact. */
export const fullEnquirySchema = z.strictObject({
  destination: requiredText(120),
  travel_month: requiredText(20),
  travel_year: requiredText(4),
  duration: requiredText(60),
  pax: requiredText(20),
  comments: optionalText(4000),
  full_name: requiredText(120),
  email: z.string().trim().max(254).pipe(z.email('Enter a valid email address.')),
  country_code: z.enum(countryCodes),
  phone,
  source: optionalText(60),
  newsletter_signup: z.boolean(),
  ...antiSpam,
});

/** The 'Plan Your Trip' modal; its destination is the chosen option's label. */
export const modalEnquirySchema = z.strictObject({
  full_name: requiredText(120),
  email: z.string().trim().max(254).pipe(z.email('Enter a valid email address.')),
  phone,
  country_code: z.enum(countryCodes),
  destination: requiredText(120),
  ...antiSpam,
});

/** Either payload; the full one is recognised by its travel details. */
export const enquiryPayloadSchema = z.union([fullEnquirySchema, modalEnquirySchema]);

export type FullEnquiryPayload = z.input<typeof fullEnquirySchema>;
export type ModalEnquiryPayload = z.input<typeof modalEnquirySchema>;
export type EnquiryPayload = FullEnquiryPayload | ModalEnquiryPayload;
