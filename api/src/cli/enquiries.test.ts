import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  fullEnquiry,
  modalEnquiry,
  postEnquiry,
  useDestinations,
  type FixtureDestination,
} from '../routes/enquiries/enquiry-fixtures';
import type { StoredEnquiry } from '../routes/enquiries/repository';
import { runEnquiriesCli, runEnquiriesFromRoot } from '../testing/enquiries-cli';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { exportEnquiries, parseCliArgs, UsageError } from './enquiries';

let testApp: TestApp;
let destination: FixtureDestination;
const startedAt = new Date(Date.now() - 1000);
/** Ids of the real enquiries, in the order they were sent. */
const sent: string[] = [];
let spamId: string;

const hostile = {
  full_name: `O'Brien "Bobby", Jr.; DROP TABLE enquiries;--`,
  comments: `<script>alert("x")</script>\nSecond line, with "quotes", commas\r\nand a Windows line end`,
  duration: '=HYPERLINK("http://evil.example","10 Nights")',
};

const sendOne = async (body: Record<string, unknown>): Promise<string> => {
  const response = await postEnquiry(testApp.origin, body);
  expect(response.status).toBe(201);
  // Distinct receipt times, so "newest first" has one right answer.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return response.json<{ id: string }>().id;
};

beforeAll(async () => {
  testApp = await buildTestApp();
  [destination] = (await useDestinations(testApp.db)) as [FixtureDestination];

  sent.push(await sendOne(fullEnquiry(destination, { full_name: 'First Sent', newsletter_signup: false })));
  spamId = await sendOne(
    modalEnquiry(destination, { full_name: 'Spam Bot', website: 'http://spam.example' }),
  );
  sent.push(await sendOne(fullEnquiry(destination, hostile)));
  sent.push(await sendOne(modalEnquiry(destination, { full_name: '@SUM(1+1)', phone: '+44 20 7946 0958' })));
});
afterAll(async () => {
  await testApp.close();
});

/** A small RFC 4180 reader: quoted cells, doubled quotes, line breaks inside quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

const asRecords = (text: string): Record<string, string>[] => {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header = [], ...rows] = parseCsv(text.slice(1));
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
};

describe('exportEnquiries as JSON', () => {
  it('lists the enquiries newest first, without spam', async () => {
    const enquiries = JSON.parse(
      await exportEnquiries(testApp.db, { since: startedAt, format: 'json', includeSpam: false }),
    ) as StoredEnquiry[];

    expect(enquiries.map((enquiry) => enquiry.id)).toEqual([...sent].reverse());
    expect(enquiries.some((enquiry) => enquiry.id === spamId)).toBe(false);
    expect(enquiries[0]).not.toHaveProperty('spam_reason');
    const times = enquiries.map((enquiry) => enquiry.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(times.every((time) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(time))).toBe(true);
  });

  it('returns what was sent verbatim, injection strings included', async () => {
    const enquiries = JSON.parse(
      await exportEnquiries(testApp.db, { since: startedAt, format: 'json', includeSpam: false }),
    ) as StoredEnquiry[];
    const stored = enquiries.find((enquiry) => enquiry.id === sent[1]);

    expect(stored).toMatchObject({ ...hostile, form_kind: 'full', newsletter_signup: true });
    expect(enquiries.find((enquiry) => enquiry.id === sent[0])?.newsletter_signup).toBe(false);
  });

  it('adds spam, marked with its reason, when asked', async () => {
    const enquiries = JSON.parse(
      await exportEnquiries(testApp.db, { since: startedAt, format: 'json', includeSpam: true }),
    ) as StoredEnquiry[];

    expect(enquiries).toHaveLength(sent.length + 1);
    expect(enquiries.find((enquiry) => enquiry.id === spamId)).toMatchObject({ spam_reason: 'honeypot' });
    expect(enquiries.filter((enquiry) => enquiry.spam_reason === null)).toHaveLength(sent.length);
    const times = enquiries.map((enquiry) => enquiry.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('lists nothing received before --since', async () => {
    const later = new Date(Date.now() + 60_000);
    expect(await exportEnquiries(testApp.db, { since: later, format: 'json', includeSpam: true })).toBe(
      '[]\n',
    );
  });
});

describe('exportEnquiries as CSV', () => {
  it('keeps quotes, commas and line breaks intact, newest first', async () => {
    const records = asRecords(
      await exportEnquiries(testApp.db, { since: startedAt, format: 'csv', includeSpam: false }),
    );

    expect(records.map((record) => record.id)).toEqual([...sent].reverse());
    const hostileRow = records.find((record) => record.id === sent[1]);
    expect(hostileRow).toMatchObject({
      full_name: hostile.full_name,
      comments: hostile.comments,
      destination: destination.name,
      newsletter_signup: 'true',
      form: 'full',
    });
    expect(Object.keys(records[0] ?? {})).not.toContain('spam_reason');
  });

  it('defuses cells a spreadsheet would run as a formula', async () => {
    const records = asRecords(
      await exportEnquiries(testApp.db, { since: startedAt, format: 'csv', includeSpam: false }),
    );

    expect(records.find((record) => record.id === sent[1])?.duration).toBe(`'${hostile.duration}`);
    const modal = records.find((record) => record.id === sent[2]);
    expect(modal?.full_name).toBe("'@SUM(1+1)");
    expect(modal?.phone).toBe("'+44 20 7946 0958");
    expect(modal?.country_code).toBe('uk');
  });

  it('marks spam in a column of its own when asked', async () => {
    const records = asRecords(
      await exportEnquiries(testApp.db, { since: startedAt, format: 'csv', includeSpam: true }),
    );

    expect(records.find((record) => record.id === spamId)?.spam_reason).toBe('honeypot');
    expect(records.find((record) => record.id === sent[0])?.spam_reason).toBe('');
  });
});

describe('exportEnquiries as a table', () => {
  it('shows one line per enquiry, newest first, with control characters flattened', async () => {
    const table = await exportEnquiries(testApp.db, {
      since: startedAt,
      format: 'table',
      includeSpam: false,
    });
    const lines = table.trimEnd().split('\n');

    expect(lines[0]).toBe(
      `${sent.length} enquiries since ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, newest first.`,
    );
    expect(lines[2]).toMatch(/^Received \(UTC\)\s+Form\s+Name\s+Email/);
    expect(lines).toHaveLength(4 + sent.length);
    expect(lines[4]).toContain('@SUM(1+1)');
    expect(lines[6]).toContain('First Sent');
    expect(table).not.toContain('Spam Bot');
    // eslint-disable-next-line no-control-regex -- checking that none got through
    expect(table.replaceAll('\n', '')).not.toMatch(/[\u0000-\u001F]/);
  });

  it('includes spam, marked, when asked', async () => {
    const table = await exportEnquiries(testApp.db, { since: startedAt, format: 'table', includeSpam: true });
    expect(table).toMatch(/Spam Bot.*SPAM \(honeypot\)/);
    expect(table.split('\n')[0]).toMatch(/^3 enquiries and 1 spam since/);
  });

  it('says so when there is nothing to list', async () => {
    const since = new Date('2099-01-01T00:00:00Z');
    expect(await exportEnquiries(testApp.db, { since, format: 'table', includeSpam: false })).toBe(
      'No enquiries since 2099-01-01 00:00 UTC.\n',
    );
  });
});

describe('parseCliArgs', () => {
  const now = new Date('2026-03-31T12:00:00Z');

  it('defaults to a table of the last 30 days without spam', () => {
    expect(parseCliArgs([], now)).toEqual({
      since: new Date('2026-03-01T12:00:00Z'),
      format: 'table',
      includeSpam: false,
      output: undefined,
      yes: false,
      help: false,
    });
  });

  it('reads every option', () => {
    expect(
      parseCliArgs(
        ['--since', '2026-01-01', '--format', 'csv', '--include-spam', '--output', 'out.csv'],
        now,
      ),
    ).toEqual({
      since: new Date('2026-01-01T00:00:00Z'),
      format: 'csv',
      includeSpam: true,
      output: 'out.csv',
      yes: false,
      help: false,
    });
    expect(parseCliArgs(['--since=2026-02-03T10:30:00Z'], now).since).toEqual(
      new Date('2026-02-03T10:30:00Z'),
    );
  });

  it.each([
    [['--since', 'yesterday']],
    [['--since', '2026-13-45']],
    [['--format', 'xlsx']],
    [['--spam']],
    [['extra']],
    [['--person']],
    [['--person', 'not an address']],
    [['--person', 'asha@example.com', '--erase', 'asha@example.com']],
    [['--person', 'asha@example.com', '--since', '2026-01-01']],
    [['--person', 'asha@example.com', '--format', 'csv']],
    [['--erase', 'asha@example.com', '--include-spam']],
    [['--erase', 'asha@example.com', '--output', 'erased.txt']],
    [['--person', 'asha@example.com', '--yes']],
    [['--yes']],
    [['--retry']],
    [['--retry', 'not-an-id']],
    [['--retry', '0af47b74-a472-4e59-9afc-3417f7e88a4d', '--since', '2026-01-01']],
    [['--retry', '0af47b74-a472-4e59-9afc-3417f7e88a4d', '--erase', 'asha@example.com']],
  ])('refuses %j', (argv) => {
    expect(() => parseCliArgs(argv, now)).toThrow(UsageError);
  });

  it('reads a request to hand over or erase one person’s data', () => {
    expect(parseCliArgs(['--person', 'Asha.Rao@example.com', '--output', 'asha.json'], now)).toMatchObject({
      person: 'Asha.Rao@example.com',
      output: 'asha.json',
      yes: false,
    });
    expect(parseCliArgs(['--erase', 'asha.rao@example.com'], now)).toMatchObject({
      erase: 'asha.rao@example.com',
      yes: false,
    });
    expect(parseCliArgs(['--erase=asha.rao@example.com', '--yes'], now)).toMatchObject({
      erase: 'asha.rao@example.com',
      yes: true,
    });
  });
});

describe('npm run enquiries', () => {
  const cli = (args: string[]) => runEnquiriesCli(testApp.config.database, args);

  it('prints the export of the API database', async () => {
    const { stdout } = await cli(['--format', 'json', '--since', startedAt.toISOString()]);
    const enquiries = JSON.parse(stdout) as StoredEnquiry[];
    expect(enquiries.map((enquiry) => enquiry.id)).toEqual([...sent].reverse());
  });

  it('runs from the repository’s root too, as the README says', async () => {
    const { stdout } = await runEnquiriesFromRoot(testApp.config.database, [
      '--format',
      'json',
      '--since',
      startedAt.toISOString(),
    ]);
    expect((JSON.parse(stdout) as StoredEnquiry[]).map((enquiry) => enquiry.id)).toEqual([...sent].reverse());
  });

  it('writes a file only its owner can read', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lux-enquiries-'));
    try {
      const file = path.join(dir, 'enquiries.csv');
      await cli(['--format', 'csv', '--include-spam', '--since', startedAt.toISOString(), '--output', file]);

      expect(asRecords(await readFile(file, 'utf8'))).toHaveLength(sent.length + 1);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('exits 2 with the usage on a bad option', async () => {
    await expect(cli(['--format', 'xml'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run enquiries'),
    });
  });
});
