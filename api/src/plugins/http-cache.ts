import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a route's 200 responses as cacheable: they get this Cache-Control and an ETag. */
    cacheControl?: string;
  }
}

/** Content changes rarely; a minute fresh, then served stale while a cache revalidates in the background. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

const etagOf = (body: string): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

// If-None-Match compares weakly (RFC 9110 13.1.2): a W/ prefix added by a proxy still matches.
const matches = (ifNoneMatch: string, etag: string): boolean =>
  ifNoneMatch.trim() === '*' ||
  ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);

/**
 * Strong ETags from a hash of the exact bytes sent, so any change to the content, however it was
 * made, changes the tag; a matching If-None-Match gets an empty 304.
 */
export function addHttpCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const { cacheControl } = request.routeOptions.config;
    if (!cacheControl || reply.statusCode !== 200 || typeof payload !== 'string') return payload;

    const etag = etagOf(payload);
    reply.header('etag', etag).header('cache-control', cacheControl);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && matches(ifNoneMatch, etag)) {
      reply.code(304).removeHeader('content-type');
      return null;
    }
    return payload;
  });
}
