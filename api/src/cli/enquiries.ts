// Lists the enquiries received since a date, newest first, for the travel experts.
//
//   npm run enquiries --workspace api -- [--since YYYY-MM-DD] [--format table|csv|json]
//                                        [--include-spam] [--output FILE]
//
//   --since         the first day to list (UTC), or an ISO 8601 instant; default: the last 30 days
//   --format        table (default, for reading in a terminal), csv (for a spreadsheet) or json
//   --include-spam  also list what the spam checks kept apart, marked with the reason
//   --output FILE   write to FILE (created readable by its owner only) instead of standard output
//
// It reads the database the API uses: SQLITE_PATH (default api/data/lux.sqlite) or DATABASE_URL.
// With npm, add -s (`npm run -s enquiries ...`) to keep npm's banner out of a CSV or JSON sent to stdout.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { loadConfig } from '../config';
import { createDatabase, type Database } from '../db/database';
import { listEnquiries } from '../routes/enquiries/repository';
import { exportFormats, toCsv, toJson, toTable, type ExportFormat } from './enquiry-export';

export const USAGE =
  'Usage: npm run enquiries --workspace api -- [--since YYYY-MM-DD] [--format table|csv|json] ' +
  '[--include-spam] [--output FILE]';

const DEFAULT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface EnquiriesCliOptions {
  since: Date;
  format: ExportFormat;
  includeSpam: boolean;
  output?: string;
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
        format: { type: 'string', default: 'table' },
        'include-spam': { type: 'boolean', default: false },
        output: { type: 'string', short: 'o' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const format = values.format as ExportFormat;
  if (!exportFormats.includes(format)) {
    throw new UsageError(`--format must be one of ${exportFormats.join(', ')}, not "${values.format}"`);
  }
  return {
    since:
      values.since === undefined ? new Date(now.getTime() - DEFAULT_DAYS * DAY_MS) : parseSince(values.since),
    format,
    includeSpam: values['include-spam'],
    output: values.output,
    help: values.help,
  };
}

/** The listing as text in the chosen format. */
export async function exportEnquiries(
  db: Kysely<Database>,
  { since, format, includeSpam }: Pick<EnquiriesCliOptions, 'since' | 'format' | 'includeSpam'>,
): Promise<string> {
  const enquiries = await listEnquiries(db, { since, includeSpam });
  if (format === 'csv') return toCsv(enquiries, { includeSpam });
  if (format === 'json') return toJson(enquiries, { includeSpam });
  return toTable(enquiries, { includeSpam }, since);
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
    const text = await exportEnquiries(db, options);
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

if (require.main === module) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
