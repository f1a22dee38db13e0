import { z } from 'zod';
import { countryCodes, enquiryTextMaxLengths as maxLengths } from './enquiryChoices';

// The enquiry payloads of SPEC section 3, validated by the forms' types here and by the API with the
// very same schemas. Whether a destination, month, year or pax value is one the API offers is checked
// by the API against its enquiry options; these schemas check shape, formats and lengths.

// Invisible marks that pasting brings along with visible text: the bidirectional marks and controls that
// phones' contacts and chat apps wrap around a number or a name (a number copied from iOS contacts arrives
// as U+202A +44 20 7946 0958 U+202C), zero-width spaces, the word joiner, byte order marks and soft
// hyphens. A visitor cannot see them to take them out, so they are removed rather than refused; removed,
// they cannot make stored text read in another order than it was typed. The joiners that emoji and some
// scripts need (U+200C, U+200D) are kept.
const invisibleMarks = /[\u00AD\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
const withoutInvisibleMarks = (text: string) => text.replace(invisibleMarks, '');

// Characters that break a line or control a terminal: the C0 and C1 controls (tab, CR and LF among them:
// a CR/LF in a name becomes a header the day an enquiry is emailed), DEL, and Unicode's line and
// paragraph separators. PostgreSQL cannot store NUL, nor UTF-8 a lone surrogate.
const controlCharacter = '[\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029]';
const loneSurrogate = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
const notSingleLine = new RegExp(`${controlCharacter}|${loneSurrogate}`);
// A message keeps its line breaks (\n, or \r\n as a form post sends them) and tabs pasted with its text.
const notMultiLine = new RegExp(`(?!\\r\\n|\\n|\\t)${controlCharacter}|${loneSurrogate}`);

export const singleLineMessage =
  'Use one line of plain text, without line breaks, tabs or control characters.';
export const multiLineMessage = 'Remove the invisible control characters from this text.';

const oneLine = (schema: z.ZodString) =>
  schema.refine((text) => !notSingleLine.test(text), singleLineMessage);
/** Text as the visitor sees it: without the invisible marks, and trimmed. */
const visibleText = () => z.string().overwrite(withoutInvisibleMarks).trim();
const singleLineText = () => oneLine(visibleText());

const requiredText = (max: number) => singleLineText().min(1, 'This field is required.').max(max);
const optionalText = (max: number) => singleLineText().max(max).optional().default('');

const email = singleLineText().max(maxLengths.email).pipe(z.email('Enter a valid email address.'));

const phone = singleLineText()
  .max(maxLengths.phone)
  .regex(/^[0-9+()\-\s]*$/, 'Enter a phone number using digits, spaces, +, - and brackets.')
  .optional()
  .default('');

/** The full form's free text: several lines. */
const comments = visibleText()
  .max(maxLengths.comments)
  .refine((text) => !notMultiLine.test(text), multiLineMessage)
  .optional()
  .default('');

/**
 * Anti-spam fields every form sends: `website` is an off-screen honeypot a person never fills, and
 * `form_duration_ms` is how long the form was open before it was sent.
 */
const antiSpam = {
  website: oneLine(z.string().max(500)).optional().default(''),
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
  duration: requiredText(maxLengths.duration),
  pax: requiredText(20),
  comments,
  full_name: requiredText(maxLengths.full_name),
  email,
  country_code: z.enum(countryCodes),
  phone,
  source: optionalText(60),
  newsletter_signup: z.boolean(),
  ...antiSpam,
});

/** The 'Plan Your Trip' modal; its destination is the chosen option's label. */
export const modalEnquirySchema = z.strictObject({
  full_name: requiredText(maxLengths.full_name),
  email,
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
