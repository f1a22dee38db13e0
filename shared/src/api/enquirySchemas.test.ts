import { enquiryTextMaxLengths } from './enquiryChoices';
import {
  fullEnquirySchema,
  modalEnquirySchema,
  multiLineMessage,
  singleLineMessage,
  type FullEnquiryPayload,
  type ModalEnquiryPayload,
} from './enquirySchemas';

const full: FullEnquiryPayload = {
  destination: 'japan',
  travel_month: 'october',
  travel_year: '2027',
  duration: '10 Nights',
  pax: '2',
  comments: 'A ryokan, please.',
  full_name: 'Asha Rao',
  email: 'asha.rao@example.com',
  country_code: 'in',
  phone: '+91 98200 12345',
  source: 'travel-press',
  newsletter_signup: false,
  website: '',
  form_duration_ms: 45_000,
};
const modal: ModalEnquiryPayload = {
  full_name: 'Tom Hale',
  email: 'tom.hale@example.co.uk',
  phone: '020 7946 0958',
  country_code: 'uk',
  destination: 'Japan',
  website: '',
  form_duration_ms: 12_000,
};

/** The first message each field of a payload gets, as the API answers it. */
function messagesOf(schema: typeof fullEnquirySchema | typeof modalEnquirySchema, payload: object) {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(payload).error?.issues ?? []) {
    messages[String(issue.path[0])] ??= issue.message;
  }
  return messages;
}

// Each class of character a single line must not hold, in the middle of the text (the ends are trimmed).
const refusedOnOneLine: [string, string][] = [
  ['a CR/LF (a header injection once emailed)', '\r\nBcc: victim@example.com'],
  ['a line feed', '\n'],
  ['a carriage return', '\r'],
  ['a tab', '\t'],
  ['a NUL byte', '\u0000'],
  ['a terminal escape', '\u001b[2J'],
  ['a vertical tab', '\u000b'],
  ['DEL', '\u007f'],
  ['a C1 control', '\u009b'],
  ['next line (U+0085)', '\u0085'],
  ['the line separator', '\u2028'],
  ['the paragraph separator', '\u2029'],
  ['a lone high surrogate', '\ud800'],
  ['a lone low surrogate', '\udc00'],
];

// Invisible marks pasted with visible text, each taken out wherever it stands.
const removedInvisibleMarks: [string, string][] = [
  ['the Arabic letter mark', '\u061c'],
  ['a left-to-right mark', '\u200e'],
  ['a right-to-left mark', '\u200f'],
  ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'].map((control): [string, string] => [
    `the bidirectional embedding or override U+${hex(control)}`,
    control,
  ]),
  ...['\u2066', '\u2067', '\u2068', '\u2069'].map((control): [string, string] => [
    `the bidirectional isolate U+${hex(control)}`,
    control,
  ]),
  ['a zero-width space', '\u200b'],
  ['the word joiner', '\u2060'],
  ['a byte order mark', '\ufeff'],
  ['a soft hyphen', '\u00ad'],
];

function hex(character: string) {
  return character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
}

const fullSingleLineFields = [
  'destination',
  'travel_month',
  'travel_year',
  'duration',
  'pax',
  'full_name',
  'email',
  'phone',
  'source',
  'website',
] as const;
const modalSingleLineFields = ['full_name', 'email', 'phone', 'destination', 'website'] as const;

describe('single-line fields', () => {
  it.each(refusedOnOneLine)('refuse %s, in every one of either form', (_case, characters) => {
    for (const field of fullSingleLineFields) {
      // Kept within each field's length, the phone's pattern and the email's shape apart from the character.
      const value = field === 'email' ? `asha${characters}@example.com` : `12${characters}3`;
      expect(messagesOf(fullEnquirySchema, { ...full, [field]: value })).toEqual({
        [field]: singleLineMessage,
      });
    }
    for (const field of modalSingleLineFields) {
      const value = field === 'email' ? `tom${characters}@example.com` : `12${characters}3`;
      expect(messagesOf(modalEnquirySchema, { ...modal, [field]: value })).toEqual({
        [field]: singleLineMessage,
      });
    }
  });

  // The honeypot apart: no visitor sees it, and whatever a bot leaves there marks the enquiry as spam.
  it.each(removedInvisibleMarks)('take out %s, in every field a visitor fills', (_case, mark) => {
    for (const field of fullSingleLineFields.filter((name) => name !== 'website')) {
      const [value, kept] =
        field === 'email' ? [`asha${mark}@example.com`, 'asha@example.com'] : [`12${mark}3`, '123'];
      expect(fullEnquirySchema.parse({ ...full, [field]: value })[field]).toBe(kept);
    }
    for (const field of modalSingleLineFields.filter((name) => name !== 'website')) {
      const [value, kept] =
        field === 'email' ? [`tom${mark}@example.com`, 'tom@example.com'] : [`12${mark}3`, '123'];
      expect(modalEnquirySchema.parse({ ...modal, [field]: value })[field]).toBe(kept);
    }
  });

  it('take a phone number as a phone’s contacts copy it, wrapped in bidirectional controls', () => {
    const parsed = modalEnquirySchema.parse({ ...modal, phone: '\u202a+44 20 7946 0958\u202c' });
    expect(parsed.phone).toBe('+44 20 7946 0958');
  });

  it('refuse a required field that holds only invisible marks', () => {
    expect(messagesOf(modalEnquirySchema, { ...modal, full_name: '\u200b\u200e \ufeff' })).toEqual({
      full_name: 'This field is required.',
    });
  });

  it('take any script, accents, emoji (joined ones too) and spaces', () => {
    const parsed = modalEnquirySchema.parse({ ...modal, full_name: ' Zoë 山田 Ólafsdóttir 👩‍👩‍👧 عائشة ' });
    expect(parsed.full_name).toBe('Zoë 山田 Ólafsdóttir 👩‍👩‍👧 عائشة');
  });
});

describe('the longest answers', () => {
  // The forms stop each field at enquiryTextMaxLengths: what fits there must be taken.
  it.each(Object.entries(enquiryTextMaxLengths))('take %s at its longest, and refuse more', (field, max) => {
    const longest = field === 'email' ? `${'a'.repeat(64)}@${'b'.repeat(max - 69)}.com` : '1'.repeat(max);
    expect(longest).toHaveLength(max);
    expect(messagesOf(fullEnquirySchema, { ...full, [field]: longest })).toEqual({});
    expect(Object.keys(messagesOf(fullEnquirySchema, { ...full, [field]: `${longest}1` }))).toEqual([field]);
  });
});

describe('comments', () => {
  it('keep right-to-left text, without the marks pasted with it', () => {
    const comments = 'Dear team,\n\u202bنود زيارة الأردن\u202c\u200f (10 nights)';
    expect(fullEnquirySchema.parse({ ...full, comments }).comments).toBe(
      'Dear team,\nنود زيارة الأردن (10 nights)',
    );
  });

  it.each([
    ['line breaks', 'Dear team,\nwe would love a ryokan.\n\nThank you'],
    ['line breaks written CR LF, as a form post sends them', 'Dear team,\r\nwe would love a ryokan.'],
    ['tabs pasted with the text', 'Day 1\tKyoto\nDay 2\tHakone'],
  ])('keep %s', (_case, comments) => {
    expect(fullEnquirySchema.parse({ ...full, comments }).comments).toBe(comments);
  });

  it.each(
    refusedOnOneLine.filter(
      ([, characters]) => !['\n', '\t', '\r\nBcc: victim@example.com'].includes(characters),
    ),
  )('refuse %s', (_case, characters) => {
    expect(messagesOf(fullEnquirySchema, { ...full, comments: `Hello${characters}there` })).toEqual({
      comments: multiLineMessage,
    });
  });
});
