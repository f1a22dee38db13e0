import { countryCodeOptions } from '@lux/shared/contract';
import { monthOptions, sourceOptions } from '../routes/enquiry-options/choices';
import type { MessageDelivery } from '../outbox/queue';
import type { StoredEnquiry as StoredFields } from '../routes/enquiries/repository';

/** An enquiry as listed: what the visitor sent and, for a real one, what became of its messages. */
export type StoredEnquiry = StoredFields & { delivery?: MessageDelivery[] };

export type ExportFormat = 'table' | 'csv' | 'json';
export const exportFormats: readonly ExportFormat[] = ['table', 'csv', 'json'];

export interface ExportOptions {
  /** Adds the spam reason to each row; spam rows are only listed when asked for. */
  includeSpam: boolean;
}

export const labelOf = (options: { value: string; label: string }[], value: string | null): string =>
  value === null ? '' : (options.find((option) => option.value === value)?.label ?? value);

/** The number as a travel expert dials it: the chosen dialling code first, unless the visitor typed one. */
export const internationalPhone = ({
  phone,
  country_code,
}: Pick<StoredEnquiry, 'phone' | 'country_code'>): string => {
  if (phone === '' || phone.startsWith('+')) return phone;
  const code = countryCodeOptions.find((option) => option.value === country_code)?.label;
  return code ? `${code} ${phone}` : phone;
};

/** The columns experts read, in order: one definition for the CSV header and each row. */
const columns: { header: string; value: (enquiry: StoredEnquiry) => string | number | boolean }[] = [
  { header: 'received_at_utc', value: (enquiry) => enquiry.created_at },
  { header: 'form', value: (enquiry) => enquiry.form_kind },
  { header: 'full_name', value: (enquiry) => enquiry.full_name },
  { header: 'email', value: (enquiry) => enquiry.email },
  { header: 'country_code', value: (enquiry) => enquiry.country_code },
  { header: 'phone', value: (enquiry) => enquiry.phone },
  { header: 'destination', value: (enquiry) => enquiry.destination_name },
  { header: 'destination_slug', value: (enquiry) => enquiry.destination_slug },
  { header: 'travel_month', value: (enquiry) => labelOf(monthOptions, enquiry.travel_month) },
  { header: 'travel_year', value: (enquiry) => enquiry.travel_year ?? '' },
  { header: 'duration', value: (enquiry) => enquiry.duration ?? '' },
  { header: 'pax', value: (enquiry) => enquiry.pax ?? '' },
  { header: 'source', value: (enquiry) => labelOf(sourceOptions, enquiry.source) },
  { header: 'newsletter_signup', value: (enquiry) => enquiry.newsletter_signup },
  { header: 'comments', value: (enquiry) => enquiry.comments ?? '' },
  { header: 'id', value: (enquiry) => enquiry.id },
  { header: 'delivery', value: (enquiry) => deliveryText(enquiry.delivery) },
];
const spamColumn = { header: 'spam_reason', value: (enquiry: StoredEnquiry) => enquiry.spam_reason ?? '' };

const columnsFor = ({ includeSpam }: ExportOptions) => (includeSpam ? [...columns, spamColumn] : columns);

// A spreadsheet runs a cell that starts like a formula (OWASP "CSV injection"); a leading apostrophe
// makes it text. Applies to anything a visitor typed, phone numbers starting with + included.
const formulaStart = /^[=+\-@\t\r]/;

const csvCell = (value: string | number | boolean): string => {
  const text = typeof value === 'string' && formulaStart.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * RFC 4180 CSV (CRLF rows, quoted where needed) with a UTF-8 byte order mark, which Excel needs to
 * read names like Zoë correctly.
 */
export function toCsv(enquiries: StoredEnquiry[], options: ExportOptions): string {
  const selected = columnsFor(options);
  const lines = [
    selected.map((column) => column.header).join(','),
    ...enquiries.map((enquiry) => selected.map((column) => csvCell(column.value(enquiry))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The stored fields as they are; `spam_reason` only when spam was asked for. */
export function toJson(enquiries: StoredEnquiry[], { includeSpam }: ExportOptions): string {
  const rows = includeSpam ? enquiries : enquiries.map(({ spam_reason: _spam, ...enquiry }) => enquiry);
  return `${JSON.stringify(rows, null, 2)}\n`;
}

const MAX_CELL = 32;

// Line breaks and tabs would break the table's rows; anything else invisible could move a terminal's
// cursor. Free text is shown on one line and cut short: the CSV and JSON carry it in full.
const tableCell = (value: string, max = MAX_CELL): string => {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const flat = value.replace(/[\u0000-\u001F\u007F-\u009F]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

const minute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * `sent` once every message is; otherwise each message that is not: pending with its next try, or
 * failed with its tries and last error. Empty for spam, which is never sent.
 */
export function deliveryText(delivery: MessageDelivery[] | undefined): string {
  if (!delivery || delivery.length === 0) return '';
  const unsent = delivery.filter((message) => message.status !== 'sent');
  if (unsent.length === 0) return 'sent';
  return unsent
    .map(({ kind, status, attempts, next_attempt_at, last_error }) => {
      const tries = `${attempts} ${attempts === 1 ? 'try' : 'tries'}`;
      if (status === 'failed') return `${kind} FAILED after ${tries}: ${last_error ?? ''}`;
      if (status === 'sending') return `${kind} sending`;
      return `${kind} pending, next try ${minute(next_attempt_at ?? '')}${attempts > 0 ? ` (${tries}: ${last_error ?? ''})` : ''}`;
    })
    .join('; ');
}

const tableColumns: { header: string; value: (enquiry: StoredEnquiry) => string; max?: number }[] = [
  { header: 'Received (UTC)', value: (enquiry) => enquiry.created_at.slice(0, 16).replace('T', ' ') },
  { header: 'Form', value: (enquiry) => enquiry.form_kind },
  { header: 'Name', value: (enquiry) => enquiry.full_name },
  { header: 'Email', value: (enquiry) => enquiry.email, max: 40 },
  { header: 'Phone', value: internationalPhone },
  { header: 'Destination', value: (enquiry) => enquiry.destination_name },
  {
    header: 'Travel',
    value: (enquiry) =>
      enquiry.form_kind === 'full'
        ? `${labelOf(monthOptions, enquiry.travel_month)} ${enquiry.travel_year ?? ''}, ${enquiry.duration ?? ''}`
        : '',
  },
  { header: 'Pax', value: (enquiry) => enquiry.pax ?? '' },
  { header: 'Source', value: (enquiry) => labelOf(sourceOptions, enquiry.source) },
  { header: 'Newsletter', value: (enquiry) => (enquiry.newsletter_signup ? 'yes' : 'no') },
  { header: 'Comments', value: (enquiry) => enquiry.comments ?? '', max: 48 },
  { header: 'Delivery', value: (enquiry) => deliveryText(enquiry.delivery), max: 80 },
];

/** A plain-text table for the terminal, one enquiry per line, with a count above it. */
export function toTable(enquiries: StoredEnquiry[], { includeSpam }: ExportOptions, since: Date): string {
  const sinceText = since.toISOString().slice(0, 16).replace('T', ' ');
  if (enquiries.length === 0) return `No enquiries since ${sinceText} UTC.\n`;

  const selected = includeSpam
    ? [
        ...tableColumns,
        {
          header: 'Spam',
          value: (enquiry: StoredEnquiry) => (enquiry.spam_reason ? `SPAM (${enquiry.spam_reason})` : ''),
        },
      ]
    : tableColumns;
  const cells = enquiries.map((enquiry) =>
    selected.map((column) => tableCell(column.value(enquiry), 'max' in column ? column.max : undefined)),
  );
  const widths = selected.map((column, index) =>
    Math.max(column.header.length, ...cells.map((row) => row[index]?.length ?? 0)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();

  const spam = enquiries.filter((enquiry) => enquiry.spam_reason !== null).length;
  const real = enquiries.length - spam;
  const count = `${real} ${real === 1 ? 'enquiry' : 'enquiries'}${includeSpam ? ` and ${spam} spam` : ''}`;
  return [
    `${count} since ${sinceText} UTC, newest first.`,
    '',
    line(selected.map((column) => column.header)),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
    '',
  ].join('\n');
}
