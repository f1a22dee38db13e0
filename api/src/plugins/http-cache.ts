import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentCache } from '../content-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a route's 200 responses as cacheable: they get this Cache-Control and an ETag. */
    cacheControl?: string;
  }
  interface FastifyRequest {
    /** The content version a GET of content missing from the cache started reading at; else -1. */
    contentVersion: number;
  }
}

/** Content changes rarely; a minute fresh, then served stale while a cache revalidates in the background. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

const etagOf = (body: string): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

// If-None-Match compares weakly (RFC 9110 13.1.2): a W/ prefix added by a proxy still matches.
const matches = (ifNoneMatch: string, etag: string): boolean =>
  ifNoneMatch.trim() === '*' ||
  ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);

const notModified = (request: FastifyRequest, etag: string): boolean => {
  const ifNoneMatch = request.headers['if-none-match'];
  return ifNoneMatch !== undefined && matches(ifNoneMatch, etag);
};

/**
 * Strong ETags from a hash of the exact bytes sent, so any change to the content, however it was
 * made, changes the tag; a matching If-None-Match gets an empty 304. Content reads are answered from
 * `cache` before anything else runs (no query, validation or serialization), and every 200 a
 * content route sends is kept there; errors never are.
 */
export function addHttpCaching(app: FastifyInstance, cache: ContentCache): void {
  app.decorateRequest('contentVersion', -1);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cacheControl) return;
    const hit = cache.get(request.url);
    if (!hit) {
      request.contentVersion = cache.version;
      return;
    }
    reply.header('etag', hit.etag).header('cache-control', hit.cacheControl);
    if (notModified(request, hit.etag)) return reply.code(304).send();
    // A Buffer goes out as it is: Fastify does not serialize it, and the hook below passes it on.
    return reply.header('content-type', hit.contentType).send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const { cacheControl } = request.routeOptions.config;
    if (!cacheControl || reply.statusCode !== 200 || typeof payload !== 'string') return payload;

    const etag = etagOf(payload);
    reply.header('etag', etag).header('cache-control', cacheControl);
    const contentType = reply.getHeader('content-type');
    if (request.contentVersion >= 0 && typeof contentType === 'string') {
      const body = Buffer.from(payload);
      cache.set(request.url, { body, etag, contentType, cacheControl }, request.contentVersion);
    }
    if (notModified(request, etag)) {
      reply.code(304).removeHeader('content-type');
      return null;
    }
    return payload;
  });
}
