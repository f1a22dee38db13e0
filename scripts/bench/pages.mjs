// Pages under load through the site's port, against nginx serving the very same HTML bytes with the same
// headers (issue 23). Kept pages: 50 connections, DESIGN.md's budget at least half of nginx's throughput
// and p99 ≤ 20 ms. Pages not kept (every request a render, on a second shell server started with
// PAGE_CACHE=off): 10 connections, p99 ≤ 250 ms. Requests ask for no encoding, so every server sends
// the same identity bytes.
//
// Usage: node scripts/bench.mjs pages [--duration 8]
//   It starts the API on a fresh SQLite file, the four remotes on their ports (PORT_OFFSET applies) and
//   two shell servers on free ports: the front ends must be built (npm run build). nginx runs as a
//   throwaway with one worker.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { load, startApi, startNginx, startServer, startSite } from './api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { portOf, remotes, serverArgs } = createRequire(import.meta.url)('../lib/ports.cjs');

const KEPT_CONNECTIONS = 50;
const RENDER_CONNECTIONS = 10;
const BUDGET_KEPT_P99_MS = 20;
const BUDGET_KEPT_RATIO = 0.5;
const BUDGET_RENDER_P99_MS = 250;
const PAGE_HEADERS = ['content-type', 'etag', 'cache-control'];

const log = (message) => console.log(`[bench pages] ${message}`);

async function startRemotes(apiOrigin) {
  return Promise.all(
    remotes.map((app) =>
      startServer(
        process.execPath,
        serverArgs(app),
        { cwd: root, env: { ...process.env, HOST: '127.0.0.1', API_ORIGIN: apiOrigin } },
        `http://127.0.0.1:${portOf(app)}/pages.json`,
      ).then((stop) => ({ stop })),
    ),
  );
}

/** `/`, a country, a package and the journal, with real slugs from the API. */
async function pagePaths(apiOrigin) {
  const json = async (url) => (await fetch(`${apiOrigin}${url}`)).json();
  const continents = await json('/api/v1/continents/');
  const country = continents.flatMap((continent) => continent.countries).find((c) => !c.has_special_page);
  const [pkg] = await json('/api/v1/packages/');
  if (!country || !pkg) throw new Error('The content has no country or no package');
  return ['/', `/countries/${country.slug}`, `/packages/${pkg.slug}`, '/journal'];
}

/** The page as the site keeps it: asked until it is served from memory. */
async function keptPage(siteOrigin, url) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${siteOrigin}${url}`, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (response.headers.get('x-page-cache') === 'hit') {
      const headers = Object.fromEntries(PAGE_HEADERS.map((name) => [name, response.headers.get(name)]));
      return { url, body, headers };
    }
  }
  throw new Error(`${url} is never kept: is its render complete (every remote up, every query answered)?`);
}

/** `url` under `connections` for `duration` seconds, after a second's warm-up. */
export async function measure(url, duration, connections) {
  // A short run first, so connections, JIT and caches are warm when the measured one starts.
  await load(url, 1, connections);
  const result = await load(url, duration, connections);
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

const figures = (name, { perSecond, p50, p99 }) =>
  `${name.padEnd(14)} ${perSecond.toFixed(0).padStart(6)}/s  p50 ${String(p50).padStart(4)} ms  p99 ${String(p99).padStart(4)} ms`;

export async function run(argv) {
  const { values } = parseArgs({ args: argv, options: { duration: { type: 'string', default: '8' } } });
  const duration = Number(values.duration);
  if (!(duration > 0)) throw new Error('--duration must be a positive number of seconds');

  const dir = mkdtempSync(path.join(tmpdir(), 'lux-bench-pages-'));
  const started = [];
  let ok = true;
  try {
    const api = await startApi(dir);
    started.push(api);
    started.push(...(await startRemotes(api.origin)));
    const site = await startSite(api.origin);
    started.push(site);
    const rendering = await startSite(api.origin, { PAGE_CACHE: 'off' });
    started.push(rendering);

    const pages = [];
    for (const url of await pagePaths(api.origin)) pages.push(await keptPage(site.origin, url));
    const nginx = await startNginx(dir, pages);
    started.push(nginx);
    for (const { url, body } of pages) {
      const other = Buffer.from(await (await fetch(`${nginx.origin}${url}`)).arrayBuffer());
      if (!other.equals(body)) throw new Error(`nginx does not serve ${url} as the site does`);
    }

    log(
      `${duration} s per page and server; ${availableParallelism()} CPUs, load average ` +
        `${loadavg()[0].toFixed(2)} before the run (the load generator and any other work share the machine)`,
    );
    let withinBudget = true;
    for (const { url, body } of pages) {
      log(`${url} (${(body.length / 1024).toFixed(0)} KB of HTML)`);
      const ofNginx = await measure(`${nginx.origin}${url}`, duration, KEPT_CONNECTIONS);
      const kept = await measure(`${site.origin}${url}`, duration, KEPT_CONNECTIONS);
      const renders = await measure(`${rendering.origin}${url}`, duration, RENDER_CONNECTIONS);
      for (const [name, result] of [
        ['nginx', ofNginx],
        ['kept', kept],
        ['renders', renders],
      ]) {
        if (result.failed > 0) {
          log(`FAILED: ${result.failed} requests to ${name} failed or were not 2xx`);
          ok = false;
        }
      }
      const ratio = kept.perSecond / ofNginx.perSecond;
      const keptPass = ratio >= BUDGET_KEPT_RATIO && kept.p99 <= BUDGET_KEPT_P99_MS;
      const renderPass = renders.p99 <= BUDGET_RENDER_P99_MS;
      withinBudget &&= keptPass && renderPass;
      log(`  ${figures(`nginx (${KEPT_CONNECTIONS})`, ofNginx)}`);
      log(
        `  ${figures(`kept (${KEPT_CONNECTIONS})`, kept)}  ${ratio.toFixed(2)} of nginx  ${keptPass ? 'PASS' : 'FAIL'}`,
      );
      log(`  ${figures(`renders (${RENDER_CONNECTIONS})`, renders)}  ${renderPass ? 'PASS' : 'FAIL'}`);
    }
    log(
      `budget  kept: ≥ ${BUDGET_KEPT_RATIO} of nginx and p99 ≤ ${BUDGET_KEPT_P99_MS} ms at ${KEPT_CONNECTIONS} ` +
        `connections; renders: p99 ≤ ${BUDGET_RENDER_P99_MS} ms at ${RENDER_CONNECTIONS}: ` +
        `${withinBudget ? 'met' : 'NOT MET'}`,
    );
    return ok;
  } finally {
    for (const server of started.reverse()) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
