// Enquiry writes under load: starts the API on a fresh database, posts enquiries from many concurrent
// clients, and checks that every acknowledged enquiry was stored exactly once and its two emails (the
// travel experts', the traveller's acknowledgement) reached a real SMTP server started here exactly
// once. DESIGN.md's budget: fsync'd before 201, at least 300 per second, none lost or doubled.
//
// Usage: node scripts/bench.mjs enquiries [--count 3000] [--concurrency 50] [--postgres]
//   --postgres  on a throwaway PostgreSQL cluster (fsync on) instead of the embedded SQLite file
import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { findPostgresBin, freePostgresPort, ThrowawayPostgres } from '../lib/throwaway-postgres.mjs';

const { freePort } = createRequire(import.meta.url)('../lib/free-port.cjs');

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api');
const BUDGET_PER_SECOND = 300;
// One in this many enquiries is sent a second time with the same Idempotency-Key, as a client
// retrying after a lost answer would: it must get the same id and store nothing new.
const RETRY_EVERY = 20;

const log = (message) => console.log(`[bench enquiries] ${message}`);
/** How long the queued emails may take to arrive once the last enquiry is answered. */
const DELIVERY_TIMEOUT_MS = 120_000;

/** An SMTP server that counts the copies of each Message-ID it accepts. */
async function startMailServer() {
  const copies = new Map();
  let lastAt = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const headers = Buffer.concat(chunks)
          .toString('utf8')
          .split(/\r?\n\r?\n/, 1)[0];
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(headers)?.[1] ?? 'none';
        copies.set(messageId, (copies.get(messageId) ?? 0) + 1);
        lastAt = performance.now();
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    copies,
    received: () => [...copies.values()].reduce((sum, count) => sum + count, 0),
    lastAt: () => lastAt,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function waitForDelivery(mail, expected) {
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  while (mail.received() < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function waitForHealth(origin, api) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`The API exited (code ${api.exitCode}) before it was ready`);
    try {
      if ((await fetch(`${origin}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The API did not become ready within 60 s');
}

function startApi(env) {
  // Measured as production runs it: compiled from the current sources.
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  // The API writes no content: the seed does (the enquiries need its destinations), as a deploy runs it.
  execFileSync(process.execPath, ['dist/seed.js'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const api = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stopped = new Promise((resolve) => api.once('exit', resolve));
  return {
    api,
    stop: async () => {
      if (api.exitCode === null) api.kill('SIGTERM');
      await stopped;
    },
  };
}

const pick = (list, index) => list[index % list.length];
const firstNames = [
  'Asha',
  'Tom',
  'Mei',
  'Oluwaseun',
  'Zoë',
  'Rahul',
  'Isabella',
  'Lars',
  'Priya',
  'Hiroshi',
];
const lastNames = [
  'Rao',
  'Hale',
  'Chen',
  'Adeyemi',
  "O'Brien",
  'Kapoor',
  'García',
  'Nilsson',
  'Iyer',
  'Sato',
];
const notes = [
  'Honeymoon in the autumn; a villa with a private pool if possible.',
  'Travelling with two children (8 and 11). We would like a slow pace and a cooking class.',
  'Celebrating a 40th birthday. Interested in wildlife, rail journeys and a few nights by the sea.',
  '',
];

function makePayloads(count, options) {
  const countries = options.destinations.flatMap((group) => group.options);
  if (countries.length === 0) {
    throw new Error('GET /enquiry-options/ offers no destinations: the seed content has no countries');
  }
  return Array.from({ length: count }, (_, index) => {
    const country = pick(countries, index * 7);
    const full_name = `${pick(firstNames, index)} ${pick(lastNames, index * 3)} ${index}`;
    const contact = {
      full_name,
      email: `guest.${index}@example.com`,
      phone: index % 3 === 0 ? '' : `+91 98${String(index).padStart(8, '0')}`,
      country_code: pick(['in', 'uk', 'us'], index),
      website: '',
      form_duration_ms: 20_000 + ((index * 7919) % 280_000),
    };
    // Two in five come from the Plan Your Trip modal, which sends the destination's label.
    if (index % 5 < 2) return { ...contact, destination: country.label };
    return {
      ...contact,
      destination: country.value,
      travel_month: pick(options.months, index).value,
      travel_year: pick(options.years, index).value,
      duration: `${7 + (index % 10)} Nights`,
      pax: pick(options.pax_options, index).value,
      comments: pick(notes, index).repeat(1 + (index % 4)),
      source: index % 4 === 0 ? '' : pick(options.source_options, index).value,
      newsletter_signup: index % 2 === 0,
    };
  });
}

const percentile = (sorted, fraction) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];

async function postAll(origin, requests, concurrency) {
  const latencies = [];
  const results = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const { payload, key } = requests[index];
      const started = performance.now();
      try {
        const response = await fetch(`${origin}/api/v1/enquiries/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(payload),
        });
        const body = await response.text();
        latencies.push(performance.now() - started);
        results[index] = {
          status: response.status,
          id: response.status === 201 ? JSON.parse(body).id : null,
        };
        if (response.status !== 201) results[index].body = body;
      } catch (error) {
        results[index] = { status: 0, id: null, body: error.message };
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { results, latencies, seconds: (performance.now() - started) / 1000 };
}

/** What the travel experts would see: the ids `npm run enquiries` exports. */
async function exportedIds(env, since) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['dist/enquiries.js', '--format', 'json', '--include-spam', '--since', since],
    { cwd: apiDir, env, maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(stdout).map((enquiry) => enquiry.id);
}

async function createBenchDatabase(adminUrl) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query('create database lux_bench');
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = '/lux_bench';
  return url.toString();
}

export async function run(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      count: { type: 'string', default: '3000' },
      concurrency: { type: 'string', default: '50' },
      postgres: { type: 'boolean', default: false },
    },
  });
  const count = Number(values.count);
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error('--count and --concurrency must be positive integers');
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'lux-bench-enquiries-'));
  let cluster;
  let server;
  const mail = await startMailServer();
  try {
    const env = {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      MEDIA_DIR: path.join(dir, 'media'),
      LOG_LEVEL: 'warn',
      ENQUIRY_RATE_LIMIT_MAX: String(10 * count),
      SMTP_URL: mail.url,
      ENQUIRY_MAIL_FROM: 'Aurelia Journeys <enquiries@aurelia.example>',
      ENQUIRY_NOTIFY_TO: 'experts@aurelia.example',
    };
    delete env.DATABASE_URL;
    let label;
    if (values.postgres) {
      cluster = new ThrowawayPostgres(findPostgresBin(), await freePostgresPort(), { durable: true });
      cluster.start();
      env.DATABASE_URL = await createBenchDatabase(cluster.adminUrl);
      label = 'PostgreSQL (fsync on)';
    } else {
      env.SQLITE_PATH = path.join(dir, 'bench.sqlite');
      label = 'SQLite (WAL, synchronous=FULL)';
    }

    const origin = `http://127.0.0.1:${env.PORT}`;
    server = startApi(env);
    await waitForHealth(origin, server.api);
    const options = await (await fetch(`${origin}/api/v1/enquiry-options/`)).json();

    const payloads = makePayloads(count, options);
    const requests = payloads.map((payload) => ({ payload, key: randomUUID() }));
    // A retry follows its original `concurrency` requests later, as a client retries after a timeout.
    const queue = requests.flatMap((request, index) =>
      index >= concurrency && (index - concurrency) % RETRY_EVERY === 0
        ? [request, requests[index - concurrency]]
        : [request],
    );

    const since = new Date(Date.now() - 1000).toISOString();
    log(`${label}: ${count} enquiries (+${queue.length - count} retries) at concurrency ${concurrency}`);
    // The client shares the machine with the API: numbers from a busy machine understate both.
    log(`machine     ${availableParallelism()} CPUs, load average ${loadavg()[0].toFixed(2)} before the run`);
    const postingStarted = performance.now();
    const { results, latencies, seconds } = await postAll(origin, queue, concurrency);
    await waitForDelivery(mail, 2 * count);
    await server.stop();

    const failures = results.filter((result) => result.status !== 201);
    const firstIdOfKey = new Map();
    let retriesMismatched = 0;
    queue.forEach((request, index) => {
      const { id } = results[index];
      if (id === null) return;
      const earlier = firstIdOfKey.get(request.key);
      if (earlier === undefined) firstIdOfKey.set(request.key, id);
      else if (earlier !== id) retriesMismatched += 1;
    });
    const acknowledged = new Set(firstIdOfKey.values());
    const stored = await exportedIds(env, since);
    const storedSet = new Set(stored);
    const lost = [...acknowledged].filter((id) => !storedSet.has(id)).length;
    const doubled = stored.length - storedSet.size;
    const unacknowledged = stored.filter((id) => !acknowledged.has(id)).length;

    latencies.sort((a, b) => a - b);
    const rate = queue.length / seconds;
    log(
      `throughput  ${rate.toFixed(0)} requests/s, ${(count / seconds).toFixed(0)} new enquiries/s ` +
        `(${seconds.toFixed(2)} s for ${queue.length} requests)`,
    );
    log(
      `latency     p50 ${percentile(latencies, 0.5).toFixed(1)} ms · p99 ${percentile(latencies, 0.99).toFixed(1)} ms · max ${latencies.at(-1).toFixed(1)} ms`,
    );
    log(
      `stored      ${stored.length} of ${acknowledged.size} acknowledged: ${lost} lost, ${doubled} doubled, ` +
        `${unacknowledged} never acknowledged; retries answered with another id: ${retriesMismatched}`,
    );
    const expectedIds = [...acknowledged].flatMap((id) => [
      `<${id}.team@aurelia.example>`,
      `<${id}.acknowledgement@aurelia.example>`,
    ]);
    const undelivered = expectedIds.filter((messageId) => !mail.copies.has(messageId)).length;
    const repeated = [...mail.copies.values()].filter((copies) => copies > 1).length;
    const expectedSet = new Set(expectedIds);
    const unexpected = [...mail.copies.keys()].filter((messageId) => !expectedSet.has(messageId)).length;
    const deliverySeconds = (mail.lastAt() - postingStarted) / 1000;
    log(
      `delivered   ${mail.received()} emails of ${expectedIds.length} in ${deliverySeconds.toFixed(1)} s from the first post ` +
        `(${(mail.received() / deliverySeconds).toFixed(0)}/s): ${undelivered} missing, ${repeated} sent twice, ${unexpected} unexpected`,
    );
    log(`budget      ≥ ${BUDGET_PER_SECOND}/s: ${rate >= BUDGET_PER_SECOND ? 'met' : 'NOT MET'}`);
    for (const failure of failures.slice(0, 5)) log(`failed: ${failure.status} ${failure.body}`);

    const consistent =
      failures.length === 0 &&
      stored.length === acknowledged.size &&
      lost === 0 &&
      doubled === 0 &&
      unacknowledged === 0 &&
      retriesMismatched === 0 &&
      acknowledged.size === count;
    if (!consistent) log('FAILED: the stored enquiries do not match the acknowledged ones');
    const deliveredOnce = undelivered === 0 && repeated === 0 && unexpected === 0;
    if (!deliveredOnce) log('FAILED: the emails sent do not match the acknowledged enquiries, once each');
    return consistent && deliveredOnce;
  } finally {
    await server?.stop();
    await mail.stop();
    cluster?.remove();
    rmSync(dir, { recursive: true, force: true });
  }
}
