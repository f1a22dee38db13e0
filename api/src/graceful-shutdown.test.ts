import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { loadConfig } from './config';
import { createDatabase, type Database } from './db/database';
import { fullEnquiry, useDestinations, type FixtureDestination } from './routes/enquiries/enquiry-fixtures';
import { buildCompiledApi, type CompiledApi } from './testing/compiled-api';
import { eventually } from './testing/eventually';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

jest.setTimeout(60_000);

const MARKER = 'Sent while the API was shutting down';

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

let compiled: CompiledApi;
let database: TestDatabase;
let mediaDir: string;
let db: Kysely<Database>;

beforeAll(async () => {
  compiled = await buildCompiledApi();
  database = await createTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'lux-api-shutdown-'));
  db = createDatabase(loadConfig({ ...database.env, MEDIA_DIR: mediaDir }).database, { warn: () => {} });
});
afterAll(async () => {
  await compiled.remove();
  await db.destroy();
  await database.drop();
  await rm(mediaDir, { recursive: true, force: true });
});

it('on SIGTERM refuses new connections, answers the enquiry in flight, stores it once, then exits 0', async () => {
  const api = await compiled.start({ ...database.env, MEDIA_DIR: mediaDir });
  const [destination] = (await useDestinations(db)) as [FixtureDestination];
  const body = Buffer.from(JSON.stringify(fullEnquiry(destination, { comments: MARKER })));

  // A keep-alive client, as a proxy is; `100-continue` tells it when the server has the request.
  const request = http.request({
    port: api.port,
    host: '127.0.0.1',
    method: 'POST',
    path: '/api/v1/enquiries/',
    agent: new http.Agent({ keepAlive: true }),
    headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
  });
  const answered = new Promise<{ status?: number; text: string }>((resolve, reject) => {
    request.once('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.once('end', () => resolve({ status: response.statusCode, text }));
    });
    request.once('error', reject);
  });
  await new Promise((resolve) => request.once('continue', resolve));
  request.write(body.subarray(0, body.length / 2));

  api.process.kill('SIGTERM');
  await eventually(async () => !(await connects(api.port)), 'the API refuses new connections');
  request.end(body.subarray(body.length / 2));

  const { status, text } = await answered;
  expect(status).toBe(201);
  const { id } = JSON.parse(text) as { id: string };
  expect(await api.exited).toBe(0);

  const stored = await db.selectFrom('enquiries').select('id').where('comments', '=', MARKER).execute();
  expect(stored.map((row) => String(row.id))).toEqual([String(id)]);
});
