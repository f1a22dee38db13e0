import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import {
  fullEnquiry,
  modalEnquiry,
  postEnquiry,
  useDestinations,
  type FixtureDestination,
} from '../routes/enquiries/enquiry-fixtures';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

// The API as it runs in production (src/server.ts, its own process and logger), logging everything.
let server: ChildProcess;
let origin: string;
let log = '';
let testDatabase: TestDatabase;
let mediaDir: string;
let destination: FixtureDestination;

const site = 'https://www.aurelia.example';
/** What a visitor types: none of it may reach the log, whatever becomes of the enquiry. */
const contact = {
  full_name: 'Zephyrine Okonkwo-Lind',
  email: 'zephyrine.lind@example.org',
  phone: '+44 7700 900123',
};
const proxySecret = 'logs-test-proxy-secret-7c41e9';
const comments = 'A surprise for our tenth anniversary: Kyoto in the maple season.';

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'lux-api-media-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...testDatabase.env,
    MEDIA_DIR: mediaDir,
    PORT: '0',
    LOG_LEVEL: 'trace',
    SITE_ORIGINS: site,
    // As under npm start: loopback is the front ends' proxy, vouched for by the secret.
    TRUST_PROXY: '127.0.0.1',
    PROXY_SECRET: proxySecret,
  };
  if (!('DATABASE_URL' in testDatabase.env)) delete env.DATABASE_URL;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(__dirname, '../..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (listening?.[1]) resolve(listening[1]);
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('exit', (code) => reject(new Error(`The API exited (${code}) before listening:\n${log}`)));
  });

  const db = createDatabase(loadConfig(testDatabase.env).database);
  try {
    [destination] = (await useDestinations(db)) as [FixtureDestination];
  } finally {
    await db.destroy();
  }
}, 60_000);

afterAll(async () => {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  await testDatabase.drop();
  await rm(mediaDir, { recursive: true, force: true });
});

it('logs only the addresses it can vouch for: a visitor named by the proxy, never one a request names itself', async () => {
  const health = (headers: Record<string, string>) => fetch(`${origin}/api/v1/health`, { headers });
  expect((await health({ 'x-forwarded-for': '198.51.100.7' })).status).toBe(200);
  expect((await health({ 'x-forwarded-for': '203.0.113.9', 'x-proxy-secret': proxySecret })).status).toBe(
    200,
  );
  // Requests are answered in order, so once the second's response is logged the first's lines are too.
  const vouched = '"ip":"203.0.113.9"';
  for (const deadline = Date.now() + 5000; !log.includes(vouched) && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(log).toContain(vouched);
  expect(log).not.toContain('198.51.100.7');
  expect(log).not.toContain(proxySecret);
});

it('keeps names, emails, phone numbers and messages out of the log, whatever is posted', async () => {
  const post = (body: unknown, headers?: Record<string, string>) => postEnquiry(origin, body, headers);
  const full = fullEnquiry(destination, { ...contact, comments });
  const key = { 'idempotency-key': 'logs-1' };
  const statuses = [
    (await post(full, key)).status,
    (await post({ ...full, comments: `${comments} Two rooms.` }, key)).status,
    (await post(modalEnquiry(destination, contact))).status,
    (await post({ ...full, email: `${contact.full_name} ${contact.email}`, phone: `call ${contact.phone}` }))
      .status,
    (await post(`{"full_name": "${contact.full_name}", "email": ${contact.email}}`)).status,
    (await post(JSON.stringify(full), { 'content-type': 'text/plain' })).status,
    (await post({ ...full, comments: `${comments} `.repeat(400) })).status,
    (await post({ ...full, website: 'https://spam.example' })).status,
    (await post(full, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).status,
  ];
  server.kill('SIGTERM');
  await once(server, 'exit');

  // Stored, key reused, modal stored, invalid, not JSON, not JSON's type, too long, spam, cross-site.
  expect(statuses).toEqual([201, 422, 201, 400, 400, 415, 413, 201, 403]);
  // The log did record those requests, so its silence about the person means something.
  expect(log).toContain('incoming request');
  expect(log).toContain('Request rejected');
  for (const value of [
    ...Object.values(contact),
    comments,
    'Zephyrine',
    'zephyrine',
    '7700 900123',
    'Kyoto',
  ]) {
    expect(log).not.toContain(value);
  }
}, 30_000);
