import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A content response as it went out: its exact bytes and the headers a hit answers with. */
export interface CachedResponse {
  body: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
}

export interface ContentCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

// Every page of the launch content fits many times over; search queries past it push out the oldest.
const DEFAULT_LIMITS: ContentCacheLimits = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024 };

/** The UTC year `at` falls in, as the first and first-after milliseconds of it. */
function yearOf(at: number): { year: number; from: number; until: number } {
  const year = new Date(at).getUTCFullYear();
  return { year, from: Date.UTC(year, 0, 1), until: Date.UTC(year + 1, 0, 1) };
}

/**
 * Content responses kept in memory by request URL (path and query), least recently used out first.
 * Whatever writes content calls `contentChanged()`, which drops them all and moves `version` on: a
 * response read from the database before that is not stored after it. With several instances,
 * content-changes.ts tells the others (`announceChangesWith`) and hears them (`changedElsewhere`).
 *
 * The answers depend on the date through the year alone (the enquiry form offers this year and the next
 * two, in UTC), so a new year is a content change too: the first use of the cache in it drops what the
 * old year read, and the token moves on in a way every instance computes alike.
 */
export class ContentCache {
  readonly #entries: LRUCache<string, CachedResponse>;
  #version = 0;
  #token: string = randomUUID();
  #year = yearOf(Date.now());
  readonly #listeners = new Set<(token: string) => void>();
  #announce: (token: string) => void = () => undefined;

  constructor({ maxEntries, maxBytes }: ContentCacheLimits = DEFAULT_LIMITS) {
    // An empty body still takes a place: lru-cache wants every size positive.
    this.#entries = new LRUCache({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (response) => Math.max(response.body.length, 1),
    });
  }

  /** Moves on with every content change; a response read at an older version is stale. */
  get version(): number {
    this.#moveIntoThisYear();
    return this.#version;
  }

  /**
   * Names the content as it is now, for the servers that keep what they made from it (the shell's page
   * cache, via GET /api/v1/content-version): a new one with every change. A change announced by another
   * instance carries its token, so instances on one database name the same content alike.
   */
  get token(): string {
    this.#moveIntoThisYear();
    return this.#token;
  }

  /** Calls `listener` with the new token on every change, here or elsewhere; returns how to stop. */
  onChange(listener: (token: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  get size(): number {
    return this.#entries.size;
  }

  get(url: string): CachedResponse | undefined {
    this.#moveIntoThisYear();
    return this.#entries.get(url);
  }

  /** Keeps `response`, unless content changed since `readAtVersion`, when it was read (or it is too big). */
  set(url: string, response: CachedResponse, readAtVersion: number): void {
    if (readAtVersion === this.version) this.#entries.set(url, response);
  }

  /** The one call after any content write: nothing read before it is served after it, here or elsewhere. */
  contentChanged(): void {
    const token = randomUUID();
    this.changedElsewhere(token);
    this.#announce(token);
  }

  /**
   * Another instance changed content (or may have, unheard): drops everything without telling anyone.
   * `token` is the one the announcing instance chose; without it (unheard changes), a new one.
   */
  changedElsewhere(token: string = randomUUID()): void {
    this.#version += 1;
    this.#entries.clear();
    this.#token = token;
    for (const listener of this.#listeners) listener(token);
  }

  /** How `contentChanged()` tells the other instances, with the new content's token. */
  announceChangesWith(announce: (token: string) => void): void {
    this.#announce = announce;
  }

  /**
   * Checked on every use rather than by a timer set for midnight on 31 December (a timer waits at most
   * 24.8 days): the shell's long poll for the token asks again at least every 25 seconds. Nothing is
   * announced: every instance moves on by itself, to the same token when they had the same.
   */
  #moveIntoThisYear(): void {
    // On every read: two comparisons, no date built until the year has turned.
    const now = Date.now();
    if (now >= this.#year.from && now < this.#year.until) return;
    this.#year = yearOf(now);
    this.changedElsewhere(`${this.#token}:${this.#year.year}`);
  }
}
