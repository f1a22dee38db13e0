// The shell server's kept pages. Every page of the site is public and the same for every visitor, so a
// complete render (status 200, every remote loaded, every query answered) is kept in memory by its
// normalized URL, in each encoding, with a strong ETag, and served again as it is. One render at a time
// per page: the visitors asking while it runs wait for it and get the same bytes. The cache is bounded
// in bytes (least recently used out first), and `drop()` forgets everything at once, including what the
// renders running now will bring back: the content or the remotes they were made from changed.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { RemoteManifest } from '../federation/manifest';
import { registeredPageAt } from './manifestPages';
import type { RenderedPage } from './renderPage';

/** The encodings a page is kept in, best first. */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;

export type Encoding = (typeof ENCODINGS)[number];

/** A rendered page made ready to send: its bytes in every encoding and their ETags. */
export interface CachedPage {
  status: number;
  complete: boolean;
  bodies: Record<Encoding, Buffer>;
  etags: Record<Encoding, string>;
  /** What it costs the cache: its bodies' bytes. */
  bytes: number;
}

export interface PageCacheOptions {
  render: (key: string) => Promise<RenderedPage>;
  maxBytes?: number;
  enabled?: boolean;
}

export interface PageCache {
  /** The kept page, counted as used; undefined when there is none. */
  peek(key: string): CachedPage | undefined;
  page(key: string): Promise<{ page: CachedPage; kept: boolean }>;
  /** Forgets every kept page, and every render running now is sent but not kept. */
  drop(): void;
  readonly size: number;
  readonly bytes: number;
  readonly generation: number;
  /** How many answers came from memory and how many renders ran, since the start. */
  readonly counts: { hits: number; renders: number };
}

// Every page of the launch content many times over (a page and its encodings are ~0.2 MB); PAGE_CACHE_MB.
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding to send for an Accept-Encoding header (`q=0` refuses one). */
export function chooseEncoding(acceptEncoding = ''): Encoding {
  const accepted = new Map(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => {
        const [name = '', ...params] = part.trim().split(';');
        const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
        return [name.trim(), q ? Number(q.slice(2)) : 1];
      }),
  );
  return ENCODINGS.find((name) => name === 'identity' || (accepted.get(name) ?? 0) > 0) ?? 'identity';
}

/** Strong validators, one per encoding (each is a different representation of the same page). */
const etagsOf = (hash: string): Record<Encoding, string> => ({
  identity: `"${hash}"`,
  gzip: `"${hash}-gz"`,
  br: `"${hash}-br"`,
});

/**
 * Whether If-None-Match names this page in any of its encodings. Compared weakly (RFC 9110 13.1.2), so a
 * W/ prefix a proxy added, or an encoding a proxy changed, still matches the same bytes.
 */
export function matchesEtag(ifNoneMatch: string | undefined, page: Pick<CachedPage, 'etags'>): boolean {
  if (typeof ifNoneMatch !== 'string') return false;
  if (ifNoneMatch.trim() === '*') return true;
  const ours = new Set(Object.values(page.etags));
  return ifNoneMatch.split(',').some((candidate) => ours.has(candidate.trim().replace(/^W\//, '')));
}

async function preparePage({ status, html, complete }: RenderedPage): Promise<CachedPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotliCompress(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip(identity, { level: 6 }),
  ]);
  const hash = createHash('sha1').update(identity).digest('base64url');
  return {
    status,
    complete,
    bodies: { identity, gzip: gz, br },
    etags: etagsOf(hash),
    bytes: identity.length + gz.length + br.length,
  };
}

/**
 * `render(key)` makes a page: `{ status, html, complete }`. `page(key)` answers with the kept page when
 * there is one, else renders it once however many ask at the same time; `{ page, kept }` says whether it
 * came from memory. With `enabled: false` every ask renders (to measure renders, `npm run bench pages`).
 */
export function createPageCache({
  render,
  maxBytes = DEFAULT_MAX_BYTES,
  enabled = true,
}: PageCacheOptions): PageCache {
  // Least recently used out first, past `maxBytes` of bodies; a page larger than that is not kept.
  const kept = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.bytes,
  });
  const running = new Map<string, { done: Promise<CachedPage>; generation: number }>();
  let generation = 0;
  const counts = { hits: 0, renders: 0 };

  const renderOnce = (key: string) => {
    const startedAt = generation;
    const done: Promise<CachedPage> = (async () => {
      counts.renders += 1;
      const page = await preparePage(await render(key));
      // A page whose content or remotes changed while it was rendered is sent, but not kept.
      if (page.complete && startedAt === generation) kept.set(key, page);
      return page;
    })().finally(() => {
      if (running.get(key)?.done === done) running.delete(key);
    });
    running.set(key, { done, generation: startedAt });
    return done;
  };

  const peek = (key: string) => {
    const hit = kept.get(key);
    if (hit) counts.hits += 1;
    return hit;
  };

  return {
    peek,
    async page(key) {
      if (!enabled) {
        counts.renders += 1;
        return { page: await preparePage(await render(key)), kept: false };
      }
      const hit = peek(key);
      if (hit) return { page: hit, kept: true };
      const current = running.get(key);
      // A render started before the last drop makes the old page: wait for a new one instead.
      const done = current && current.generation === generation ? current.done : renderOnce(key);
      return { page: await done, kept: false };
    },
    drop() {
      generation += 1;
      kept.clear();
    },
    get size() {
      return kept.size;
    },
    get bytes() {
      return kept.calculatedSize;
    },
    get generation() {
      return generation;
    },
    get counts() {
      return { ...counts };
    },
  };
}

/**
 * The page a URL names, as the cache knows it: the path alone, and of the query only the parameters the
 * page's registry entry says it reads (`"query": ["q"]`), sorted, each once. Every other query (campaign
 * tags, hostile junk) names the same page as its bare path, so it neither changes nor grows the cache.
 */
export function pageKey(url: string, manifest: RemoteManifest): string {
  const parsed = new URL(url, 'http://page.invalid');
  const reads = registeredPageAt(manifest, parsed.pathname)?.query ?? [];
  const query = new URLSearchParams();
  for (const name of [...reads].sort()) {
    const value = parsed.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  const search = query.toString();
  return search ? `${parsed.pathname}?${search}` : parsed.pathname;
}
