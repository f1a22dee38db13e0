import { execFile, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { loadConfig } from './config';
import { createDatabase, type Database } from './db/database';
import { fullEnquiry, useDestinations, type FixtureDestination } from './routes/enquiries/enquiry-fixtures';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

jest.setTimeout(60_000);

const apiDir = path.resolve(__dirname, '..');
// Its own build, so a test building dist/ at the same time cannot swap files under this one.
const buildDir = path.join(apiDir, '.tmp', `shutdown-test-${process.pid}`);
const MARKER = 'Sent while the API was shutting down';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let database: TestDatabase;
let mediaDir: string;
let db: Kysely<Database>;

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['scripts/build.mjs', '--outdir', buildDir], { cwd: apiDir });
  database = await createTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'lux-api-shutdown-'));
});
afterAll(async () => {
  await db?.destroy();
  await database.drop();
  await rm(mediaDir, { recursive: true, force: true });
  await rm(buildDir, { recursive: true, force: true });
});

describe('the compiled API on SIGTERM', () => {
  let api: ChildProcess;
  afterEach(() => {
    if (api.exitCode === null) api.kill('SIGKILL');
  });

  it('refuses new connections, answers the enquiry in flight, stores it once, then exits 0', async () => {
    const port = await freePort();
    // Plain node, no TypeScript loader: as the production image runs it.
    api = spawn(process.execPath, [path.join(buildDir, 'server.js')], {
      env: { ...process.env, ...database.env, MEDIA_DIR: mediaDir, PORT: String(port), LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => api.once('exit', resolve));
    await waitFor(
      () =>
        fetch(`http://127.0.0.1:${port}/ready`).then(
          (response) => response.ok,
          () => false,
        ),
      'the API is ready',
    );
    db = createDatabase(loadConfig({ ...database.env, MEDIA_DIR: mediaDir }).database, { warn: () => {} });
    const [destination] = (await useDestinations(db)) as [FixtureDestination];
    const body = Buffer.from(JSON.stringify(fullEnquiry(destination, { comments: MARKER })));

    // A keep-alive client, as a proxy is; `100-continue` tells it when the server has the request.
    const request = http.request({
      port,
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

    api.kill('SIGTERM');
    await waitFor(async () => !(await connects(port)), 'the API refuses new connections');
    request.end(body.subarray(body.length / 2));

    const { status, text } = await answered;
    expect(status).toBe(201);
    const { id } = JSON.parse(text) as { id: string };
    expect(await exited).toBe(0);

    const stored = await db.selectFrom('enquiries').select('id').where('comments', '=', MARKER).execute();
    expect(stored.map((row) => String(row.id))).toEqual([String(id)]);
  });
});
