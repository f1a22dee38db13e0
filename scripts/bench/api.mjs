// Content reads under load, on the API's own port and through the site's /api proxy, against nginx
// serving the same bytes with the same headers. DESIGN.md's budget: p99 ≤ 10 ms at 50 connections and
// at least half of nginx's throughput.
//
// Usage: node scripts/bench.mjs api [--duration 5] [--api ORIGIN --site ORIGIN]
//   By default it starts the API on a fresh SQLite file and the shell's server (shell/src/server/serve.ts, so the
//   shell must be built) on free ports. With --api and --site it measures servers already running, e.g.
//   PORT_OFFSET=500 npm start, then --api http://127.0.0.1:4500 --site http://127.0.0.1:8580.
//   nginx always runs here as a throwaway with one worker: the API and the site are one process each.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const requireScript = createRequire(import.meta.url);
const { serverArgs } = requireScript('../lib/ports.cjs');
const { freePort } = requireScript('../lib/free-port.cjs');
const CONNECTIONS = 50;
const BUDGET_P99_MS = 10;
const BUDGET_RATIO = 0.5;
// The headers a reader's cache acts on; nginx is given the API's own.
const CONTENT_HEADERS = ['content-type', 'etag', 'cache-control'];
// As npm start wires them: the site vouches for the visitor's address with the API's PROXY_SECRET.
const proxySecret = randomBytes(32).toString('base64url');

const log = (message) => console.log(`[bench api] ${message}`);

export async function waitForUrl(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: its server exited (code ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/** Starts a server and waits until `readyUrl` answers; stopped again if it never does. */
export async function startServer(command, args, options, readyUrl) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForUrl(readyUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

export async function startApi(dir) {
  const origin = `http://127.0.0.1:${await freePort()}`;
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: new URL(origin).port,
    SQLITE_PATH: path.join(dir, 'bench.sqlite'),
    MEDIA_DIR: path.join(dir, 'media'),
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
    PROXY_SECRET: proxySecret,
  };
  delete env.DATABASE_URL;
  // Measured as production runs it: compiled from the current sources.
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: path.join(root, 'api'), stdio: 'inherit' });
  // The API writes no content: the seed does, as a deploy runs it.
  execFileSync(process.execPath, ['dist/seed.js'], {
    cwd: path.join(root, 'api'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = await startServer(
    process.execPath,
    ['dist/server.js'],
    { cwd: path.join(root, 'api'), env },
    `${origin}/api/v1/health`,
  );
  return { origin, stop };
}

/** The shell's server (`env`: more of its environment, e.g. PAGE_CACHE=off). */
export async function startSite(apiOrigin, env = {}) {
  if (!existsSync(path.join(root, 'shell', 'dist', 'index.html'))) {
    throw new Error('The shell is not built: npm run build --workspace shell (or pass --api and --site)');
  }
  const origin = `http://127.0.0.1:${await freePort()}`;
  const stop = await startServer(
    process.execPath,
    serverArgs('shell'),
    {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: new URL(origin).port,
        API_ORIGIN: apiOrigin,
        PROXY_SECRET: proxySecret,
        ...env,
      },
    },
    `${origin}/`,
  );
  return { origin, stop };
}

/** Four reads a visitor's first pages make: the destinations menu, a country, a package, the journal. */
async function contentPaths(apiOrigin) {
  const json = async (url) => {
    const response = await fetch(`${apiOrigin}${url}`);
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    return response.json();
  };
  const continents = await json('/api/v1/continents/');
  const country = continents.flatMap((continent) => continent.countries)[0];
  const [pkg] = await json('/api/v1/packages/');
  if (!country || !pkg) throw new Error('The content has no country or no package to read');
  return [
    '/api/v1/continents/',
    `/api/v1/country-detail/${country.slug}/`,
    `/api/v1/package-detail/${pkg.slug}/`,
    '/api/v1/journal/',
  ];
}

async function read(origin, url) {
  const response = await fetch(`${origin}${url}`);
  const body = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries(CONTENT_HEADERS.map((name) => [name, response.headers.get(name)]));
  return { status: response.status, body, headers };
}

// nginx quotes what add_header gives it as it is; only its own config syntax needs escaping.
const nginxString = (value) => `"${value.replace(/["\\$]/g, (char) => `\\${char}`)}"`;

/** nginx serving each read's bytes from a file with the headers it was read with, on a free port. */
export async function startNginx(dir, reads) {
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
  if (!binary) throw new Error('nginx is not installed: apt-get install -y nginx');
  const port = await freePort();
  const files = path.join(dir, 'files');
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  mkdirSync(files);
  const locations = reads.map(({ url, headers, body }, index) => {
    writeFileSync(path.join(files, `${index}.json`), body);
    // Rewritten to its file, as a URL ending in / would otherwise be read as a folder.
    return `
    location = ${url} {
      rewrite ^ /files/${index}.json break;
      default_type ${nginxString(headers['content-type'])};
      add_header ETag ${nginxString(headers.etag)};
      add_header Cache-Control ${nginxString(headers['cache-control'])};
    }`;
  });
  // Its own ETag off, so the API's is the only one; sendfile as nginx's packaged configuration has it.
  const config = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  types {}
  access_log off;
  etag off;
  sendfile on;
  server_tokens off;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    ${locations.join('\n')}
  }
}`;
  writeFileSync(path.join(dir, 'nginx.conf'), config);
  // nginx's workers run as an unprivileged user, who must be able to read the files.
  for (const folder of [dir, files]) chmodSync(folder, 0o755);
  const origin = `http://127.0.0.1:${port}`;
  const stop = await startServer(
    binary,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {},
    `${origin}${reads[0].url}`,
  );
  return { origin, stop };
}

export const load = (url, duration, connections = CONNECTIONS) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });

async function measure(origin, url, duration) {
  // A short run first, so connections, JIT and caches are warm when the measured one starts.
  await load(`${origin}${url}`, 1);
  const result = await load(`${origin}${url}`, duration);
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

export async function run(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '5' },
      api: { type: 'string' },
      site: { type: 'string' },
    },
  });
  const duration = Number(values.duration);
  if (!(duration > 0)) throw new Error('--duration must be a positive number of seconds');
  if (Boolean(values.api) !== Boolean(values.site)) throw new Error('--api and --site go together');

  const dir = mkdtempSync(path.join(tmpdir(), 'lux-bench-api-'));
  const started = [];
  try {
    let apiOrigin = values.api;
    let siteOrigin = values.site;
    if (!apiOrigin) {
      const api = await startApi(dir);
      started.push(api);
      const site = await startSite(api.origin);
      started.push(site);
      apiOrigin = api.origin;
      siteOrigin = site.origin;
    }

    const urls = await contentPaths(apiOrigin);
    const reads = await Promise.all(urls.map(async (url) => ({ url, ...(await read(apiOrigin, url)) })));
    const nginx = await startNginx(dir, reads);
    started.push(nginx);

    // The same bytes and headers from all three, or the comparison means nothing.
    let consistent = true;
    for (const { url, body, headers } of reads) {
      for (const [name, origin] of [
        ['site', siteOrigin],
        ['nginx', nginx.origin],
      ]) {
        const other = await read(origin, url);
        const same =
          other.status === 200 &&
          other.body.equals(body) &&
          CONTENT_HEADERS.every((header) => other.headers[header] === headers[header]);
        if (!same) {
          log(`FAILED: ${name} does not answer ${url} as the API does`);
          consistent = false;
        }
      }
    }

    const targets = [
      ['nginx', nginx.origin],
      ['api', apiOrigin],
      ['site', siteOrigin],
    ];
    log(
      `${CONNECTIONS} connections, ${duration} s per read and server; ${availableParallelism()} CPUs, ` +
        `load average ${loadavg()[0].toFixed(2)} before the run (the load generator shares the machine)`,
    );
    let withinBudget = true;
    for (const { url, body } of reads) {
      log(`${url} (${body.length} bytes)`);
      let nginxPerSecond = 0;
      for (const [name, origin] of targets) {
        const { perSecond, p99, failed } = await measure(origin, url, duration);
        if (failed > 0) {
          log(`FAILED: ${failed} requests to ${name} failed or were not 2xx`);
          consistent = false;
        }
        const figures = `${name.padEnd(5)} ${perSecond.toFixed(0).padStart(6)} req/s  p99 ${String(p99).padStart(3)} ms`;
        if (name === 'nginx') {
          nginxPerSecond = perSecond;
          log(`  ${figures}`);
          continue;
        }
        const ratio = perSecond / nginxPerSecond;
        const pass = ratio >= BUDGET_RATIO && p99 <= BUDGET_P99_MS;
        withinBudget &&= pass;
        log(`  ${figures}  ${ratio.toFixed(2)} of nginx  ${pass ? 'PASS' : 'FAIL'}`);
      }
    }
    log(
      `budget      p99 ≤ ${BUDGET_P99_MS} ms and ≥ ${BUDGET_RATIO} of nginx: ${withinBudget ? 'met' : 'NOT MET'}`,
    );
    return consistent;
  } finally {
    for (const server of started.reverse()) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
