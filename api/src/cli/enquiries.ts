// Lists the enquiries received since a date, newest first, for the travel experts; hands over or
// erases what is stored about one person when they ask.
//
//   npm run enquiries -- [--since YYYY-MM-DD] [--format table|csv|json]
//                        [--include-spam] [--output FILE]
//   npm run enquiries -- --person EMAIL [--output FILE]
//   npm run enquiries -- --erase EMAIL [--yes]
//   npm run enquiries -- --retry ID
//
//   --since         the first day to list (UTC), or an ISO 8601 instant; default: the last 30 days
//   --format        table (default, for reading in a terminal), csv (for a spreadsheet) or json
//   --include-spam  also list what the spam checks kept apart, marked with the reason
//   --output FILE   write to FILE (created readable by its owner only) instead of standard output
//   --person EMAIL  everything stored under that address (any case), as JSON
//   --erase EMAIL   says what is stored under that address; with --yes, deletes all of it
//   --retry ID      queues the enquiry's failed messages again; the running API sends them
//
// The listing shows each enquiry's delivery: its emails and webhook call, sent, pending (with the
// next try) or failed (after how many tries, and the last error).
//
// It reads the database the API uses: SQLITE_PATH (default api/data/lux.sqlite) or DATABASE_URL.
// With npm, add -s (`npm run -s enquiries ...`) to keep npm's banner out of a CSV or JSON sent to stdout.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { loadConfig } from '../config';
import { createDatabase, type Database } from '../db/database';
import { deliveryOf, retryFailed } from '../outbox/queue';
import {
  erasePersonData,
  findPersonData,
  type ErasedPersonData,
  type PersonData,
} from '../privacy/person-data';
import { listEnquiries } from '../routes/enquiries/repository';
import { exportFormats, toCsv, toJson, toTable, type ExportFormat } from './enquiry-export';
import { runAsCommand } from './run-command';

export const USAGE = [
  'Usage: npm run enquiries -- [--since YYYY-MM-DD] [--format table|csv|json] ' +
    '[--include-spam] [--output FILE]',
  '       npm run enquiries -- --person EMAIL [--output FILE]',
  '       npm run enquiries -- --erase EMAIL [--yes]',
  '       npm run enquiries -- --retry ID',
].join('\n');

const DEFAULT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface EnquiriesCliOptions {
  since: Date;
  format: ExportFormat;
  includeSpam: boolean;
  output?: string;
  /** Hand over everything stored under this email address. */
  person?: string;
  /** Erase everything stored under this email address... */
  erase?: string;
  /** ...which happens only when confirmed. */
  yes: boolean;
  /** Queue this enquiry's failed messages again. */
  retry?: string;
  help: boolean;
}

/** A mistake in the command line: reported with the usage, exit code 2. */
export class UsageError extends Error {}

const parseSince = (value: string): Date => {
  // A bare date is the start of that day in UTC, as the listing shows times in UTC.
  const since = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(since.getTime())) {
    throw new UsageError(`--since must be a date like 2026-01-01, not "${value}"`);
  }
  return since;
};

export function parseCliArgs(argv: string[], now: Date = new Date()): EnquiriesCliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        since: { type: 'string' },
        format: { type: 'string' },
        'include-spam': { type: 'boolean', default: false },
        output: { type: 'string', short: 'o' },
        person: { type: 'string' },
        erase: { type: 'string' },
        yes: { type: 'boolean', default: false },
        retry: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const format = (values.format ?? 'table') as ExportFormat;
  if (!exportFormats.includes(format)) {
    throw new UsageError(`--format must be one of ${exportFormats.join(', ')}, not "${values.format}"`);
  }
  const { person, erase } = values;
  const personOption = person !== undefined ? '--person' : erase !== undefined ? '--erase' : undefined;
  if (person !== undefined && erase !== undefined) throw new UsageError('Give --person or --erase, not both');
  if (personOption) {
    if (!/^[^@\s]+@[^@\s]+$/.test((person ?? erase ?? '').trim())) {
      throw new UsageError(`${personOption} takes the email address the person gave`);
    }
    const listingOption = [
      values.since !== undefined && '--since',
      values.format !== undefined && '--format',
      values['include-spam'] && '--include-spam',
    ].find(Boolean);
    if (listingOption) throw new UsageError(`${personOption} does not go with ${listingOption}`);
  }
  if (erase !== undefined && values.output !== undefined) throw new UsageError('--erase writes no file');
  if (values.yes && erase === undefined) throw new UsageError('--yes confirms --erase and goes with it only');
  const { retry } = values;
  if (retry !== undefined) {
    if (!/^[0-9a-f-]{36}$/i.test(retry)) throw new UsageError('--retry takes an enquiry id, as listed');
    const { since, format: chosenFormat, output, yes } = values;
    if (
      [since, chosenFormat, output, person, erase].some((value) => value !== undefined) ||
      yes ||
      values['include-spam']
    ) {
      throw new UsageError('--retry goes alone');
    }
  }
  return {
    since:
      values.since === undefined ? new Date(now.getTime() - DEFAULT_DAYS * DAY_MS) : parseSince(values.since),
    format,
    includeSpam: values['include-spam'],
    output: values.output,
    person,
    erase,
    yes: values.yes,
    ...(retry !== undefined && { retry }),
    help: values.help,
  };
}

/** The listing as text in the chosen format. */
export async function exportEnquiries(
  db: Kysely<Database>,
  { since, format, includeSpam }: Pick<EnquiriesCliOptions, 'since' | 'format' | 'includeSpam'>,
): Promise<string> {
  const listed = await listEnquiries(db, { since, includeSpam });
  const delivery = await deliveryOf(
    db,
    listed.filter((enquiry) => enquiry.spam_reason === null).map((enquiry) => enquiry.id),
  );
  const enquiries = listed.map((enquiry) =>
    enquiry.spam_reason === null ? { ...enquiry, delivery: delivery.get(enquiry.id) ?? [] } : enquiry,
  );
  if (format === 'csv') return toCsv(enquiries, { includeSpam });
  if (format === 'json') return toJson(enquiries, { includeSpam });
  return toTable(enquiries, { includeSpam }, since);
}

/** What `--person` prints: everything stored under the address, as JSON. */
export async function handOverPersonData(db: Kysely<Database>, email: string): Promise<string> {
  return `${JSON.stringify(await findPersonData(db, email), null, 2)}\n`;
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const summary = ({ enquiries, spam, idempotencyKeys, messages }: ErasedPersonData): string =>
  [
    counted(enquiries, 'enquiry', 'enquiries'),
    counted(spam, 'spam submission', 'spam submissions'),
    counted(idempotencyKeys, 'idempotency key', 'idempotency keys'),
    counted(messages, 'queued or sent message', 'queued or sent messages'),
  ]
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1');

// Says which rows, never what they hold: this output may end up in a terminal log or a ticket.
const rowLine = (kind: string, { created_at, destination_name, id }: PersonData['enquiries'][number]) =>
  `  ${kind.padEnd(7)} received ${created_at.slice(0, 16).replace('T', ' ')} UTC, ${destination_name} (${id})`;

/**
 * What `--erase` does: without `confirmed`, says what is stored and deletes nothing (exit code 1);
 * with it, deletes all of it in one transaction and says how much (exit code 0).
 */
export async function eraseCommand(
  db: Kysely<Database>,
  email: string,
  confirmed: boolean,
): Promise<{ code: number; message: string }> {
  const nothingStored = { code: 0, message: 'Nothing is stored for this email address.' };
  if (confirmed) {
    const erased = await erasePersonData(db, email);
    const total = erased.enquiries + erased.spam + erased.idempotencyKeys + erased.messages;
    return total === 0 ? nothingStored : { code: 0, message: `Erased ${summary(erased)}.` };
  }
  const stored = await findPersonData(db, email);
  if (stored.enquiries.length + stored.spam_enquiries.length === 0) return nothingStored;
  const counts = {
    enquiries: stored.enquiries.length,
    spam: stored.spam_enquiries.length,
    idempotencyKeys: stored.idempotency_keys.length,
    messages: stored.messages.length,
  };
  return {
    code: 1,
    message: [
      `Stored for this email address: ${summary(counts)}.`,
      ...stored.enquiries.map((row) => rowLine('enquiry', row)),
      ...stored.spam_enquiries.map((row) => rowLine('spam', row)),
      'Nothing was deleted: run again with --yes to erase all of it.',
    ].join('\n'),
  };
}

async function main(): Promise<number> {
  let options: EnquiriesCliOptions;
  try {
    options = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }

  const { database } = loadConfig();
  // Opening a missing SQLite file would create an empty database and report no enquiries.
  if (database.dialect === 'sqlite' && !existsSync(database.path)) {
    console.error(`No database at ${database.path}. Set SQLITE_PATH or DATABASE_URL to the API's database.`);
    return 1;
  }
  const db = createDatabase(database);
  try {
    const tables = await db.introspection.getTables();
    if (!tables.some((table) => table.name === 'enquiries')) {
      console.error(
        'The database has no enquiries table yet: start the API once (npm start) to bring its schema up to date.',
      );
      return 1;
    }
    if (options.retry !== undefined) {
      const queued = await retryFailed(db, options.retry);
      if (queued === 0) {
        console.error(`Enquiry ${options.retry} has no failed message.`);
        return 1;
      }
      console.log(
        `Queued ${queued} failed message${queued === 1 ? '' : 's'} again: the running API sends them.`,
      );
      return 0;
    }
    if (options.erase !== undefined) {
      const { code, message } = await eraseCommand(db, options.erase, options.yes);
      (code === 0 ? console.log : console.error)(message);
      return code;
    }
    const text =
      options.person === undefined
        ? await exportEnquiries(db, options)
        : await handOverPersonData(db, options.person);
    if (options.output) {
      // Names, emails and phone numbers: readable by the owner only.
      await writeFile(options.output, text, { mode: 0o600 });
      console.error(`Wrote ${options.output}`);
    } else {
      await new Promise<void>((resolve, reject) =>
        process.stdout.write(text, (error) => (error ? reject(error) : resolve())),
      );
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

runAsCommand(module, main);
