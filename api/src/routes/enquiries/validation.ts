import {
  enquiryPayloadSchema,
  fullEnquirySchema,
  modalEnquirySchema,
  type EnquiryOptions,
} from '@lux/shared/contract';
import type { z } from 'zod';
import { isOption } from '../enquiry-options/choices';

/** One message per field the visitor needs to fix, keyed by the payload's field name. */
export type FieldErrors = Record<string, string>;

export type FullEnquiry = z.output<typeof fullEnquirySchema>;
export type ModalEnquiry = z.output<typeof modalEnquirySchema>;
export type ValidEnquiry = { kind: 'full'; payload: FullEnquiry } | { kind: 'modal'; payload: ModalEnquiry };

export type Validated<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

const modalFields = new Set(Object.keys(modalEnquirySchema.shape));
const fullOnlyFields = Object.keys(fullEnquirySchema.shape).filter((field) => !modalFields.has(field));

const messageFor = (issue: z.core.$ZodIssue, body: Record<string, unknown>): string => {
  const field = String(issue.path[0] ?? '');
  if (body[field] === undefined) return 'This field is required.';
  switch (issue.code) {
    case 'invalid_type':
      return `Must be a ${issue.expected}.`;
    case 'too_big':
      return issue.origin === 'string'
        ? `Must be at most ${issue.maximum} characters.`
        : `Must be at most ${issue.maximum}.`;
    case 'too_small':
      // The schemas' own text for an empty required field; a number below its minimum has none.
      return issue.origin === 'string' ? issue.message : `Must be at least ${issue.minimum}.`;
    case 'invalid_value':
      return `Must be one of: ${issue.values.map(String).join(', ')}.`;
    default:
      return issue.message;
  }
};

/**
 * Checks a parsed JSON body against the shared schemas. Either payload is accepted; when neither
 * matches, the errors given are those of the form the body looks like it came from (the full form if
 * it carries any travel detail), so the visitor learns what to fix rather than that a union failed.
 */
export function validateEnquiryBody(body: unknown): Validated<ValidEnquiry> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, fieldErrors: {} };
  }
  const fields = body as Record<string, unknown>;

  const parsed = enquiryPayloadSchema.safeParse(fields);
  if (parsed.success) {
    return {
      ok: true,
      value:
        'travel_month' in parsed.data
          ? { kind: 'full', payload: parsed.data }
          : { kind: 'modal', payload: parsed.data },
    };
  }

  const looksFull = fullOnlyFields.some((field) => field in fields);
  const { error } = (looksFull ? fullEnquirySchema : modalEnquirySchema).safeParse(fields);
  const fieldErrors: FieldErrors = {};
  for (const issue of error?.issues ?? []) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fieldErrors[key] ??= 'This field is not part of the form.';
    } else {
      fieldErrors[String(issue.path[0] ?? '')] ??= messageFor(issue, fields);
    }
  }
  return { ok: false, fieldErrors };
}

/** A choice the forms offer from the enquiry options: anything else was not picked from them. */
export function checkChoices(
  payload: FullEnquiry,
  options: Pick<EnquiryOptions, 'months' | 'years' | 'pax_options' | 'source_options'>,
): FieldErrors {
  const fieldErrors: FieldErrors = {};
  if (!isOption(options.months, payload.travel_month)) {
    fieldErrors.travel_month = 'Choose a month from the list.';
  }
  if (!isOption(options.years, payload.travel_year)) fieldErrors.travel_year = 'Choose a year from the list.';
  if (!isOption(options.pax_options, payload.pax))
    fieldErrors.pax = 'Choose a number of travellers from the list.';
  if (payload.source !== '' && !isOption(options.source_options, payload.source)) {
    fieldErrors.source = 'Choose how you heard of us from the list.';
  }
  return fieldErrors;
}
