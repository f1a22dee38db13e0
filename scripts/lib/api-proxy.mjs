// The site's /api and /media: passed to the API, so the browser talks to one origin.
//
// Content reads are answered from a micro-cache for a second at most, then revalidated with the API's
// ETag: a hop to the API costs more than the API's own answer from memory, and a second is short
// enough for a content change to show at once. Only what the API marks `Cache-Control: public` is kept.
import fastifyProxy from '@fastify/http-proxy';
import { LRUCache } from 'lru-cache';
import { STATUS_CODES } from 'node:http';
import { Readable } from 'node:stream';

const FRESH_FOR_MS = 1000;
// Content addresses are few; search queries past this push out the oldest.
const MAX_ENTRIES = 1000;
// An answer longer than this is streamed through, not kept.
const MAX_KEPT_BODY_BYTES = 1024 * 1024;
// A request body past this is refused here, as nginx's default client_max_body_size refuses it in
// production: every route of the API takes far less.
const MAX_REQUEST_BODY_BYTES = 1024 * 1024;
// Said by this server itself about its own connection and answer, never replayed from the cache.
const OWN_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

const storable = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !OWN_HEADERS.has(name)));

const directives = (cacheControl) =>
  new Map(
    String(cacheControl ?? '')
      .split(',')
      .map((directive) => directive.trim().toLowerCase().split('='))
      .map(([name, value]) => [name, value]),
  );

/** How long a response may be kept here: 0 for anything not a plain public 200 with an ETag. */
function freshForMs({ statusCode, headers }) {
  if (statusCode !== 200 || !headers.etag || headers.vary || headers['set-cookie']) return 0;
  const cacheControl = directives(headers['cache-control']);
  if (
    !cacheControl.has('public') ||
    ['no-store', 'no-cache', 'private'].some((name) => cacheControl.has(name))
  ) {
    return 0;
  }
  const maxAgeMs = 1000 * Number(cacheControl.get('s-maxage') ?? cacheControl.get('max-age'));
  return Number.isFinite(maxAgeMs) ? Math.min(maxAgeMs, FRESH_FOR_MS) : 0;
}

// If-None-Match compares weakly (RFC 9110 13.1.2), as the API does.
const matches = (ifNoneMatch, etag) =>
  ifNoneMatch.trim() === '*' ||
  ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);

/** Answers from `entry` as the API would: its headers, and an empty 304 to a matching If-None-Match. */
function sendCached(request, reply, entry) {
  // What the proxy copied from the API's latest answer (a 304 for a revalidation) gives way to the entry.
  for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
  reply.headers(entry.headers);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && matches(ifNoneMatch, entry.headers.etag)) {
    reply.removeHeader('content-type');
    return reply.code(304).send();
  }
  return reply.code(200).send(entry.body);
}

/** An error answered as the API words one, never kept by anyone. */
const sendError = (reply, statusCode, message) =>
  reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .send({ statusCode, error: STATUS_CODES[statusCode], message });

async function readBody(stream) {
  const chunks = [];
  let length = 0;
  for await (const chunk of stream) {
    chunks.push(chunk);
    length += chunk.length;
  }
  return Buffer.concat(chunks, length);
}

/**
 * Registers the /api and /media proxy to `apiOrigin` on a Fastify server. With PROXY_SECRET set (the
 * API's too), each request carries it in X-Proxy-Secret, so the API believes the visitor's address this
 * proxy names; whatever X-Proxy-Secret a visitor sent is never passed on.
 */
export async function registerApiProxy(server, apiOrigin) {
  const proxySecret = process.env.PROXY_SECRET;
  // Entries by URL, fresh or not (a stale one is revalidated); the least recently used go first.
  const cache = new LRUCache({ max: MAX_ENTRIES });
  // The entry a GET asked the API to revalidate, so its 304 can be answered from it.
  const revalidating = new WeakMap();

  // Keeps an API answer to a GET that may be kept, then answers from it; anything else passes through.
  const onApiResponse = async (request, reply, response) => {
    const held = revalidating.get(request);
    if (response.statusCode === 304 && held) {
      response.stream.resume();
      // A 304 updates the kept headers (RFC 9111 4.3.4); the body is the one kept.
      const headers = { ...held.headers, ...storable(response.headers) };
      const entry = {
        headers,
        body: held.body,
        freshUntil: Date.now() + freshForMs({ statusCode: 200, headers }),
      };
      cache.set(request.url, entry);
      return sendCached(request, reply, entry);
    }
    const freshFor = freshForMs(response);
    // A body of unknown length (chunked) is streamed through rather than gathered here.
    const declaredLength = Number(response.headers['content-length']);
    if (freshFor === 0 || !(declaredLength <= MAX_KEPT_BODY_BYTES)) return reply.send(response.stream);

    const body = await readBody(response.stream);
    const entry = { headers: storable(response.headers), body, freshUntil: Date.now() + freshFor };
    cache.set(request.url, entry);
    return sendCached(request, reply, entry);
  };

  const registerProxy = (scope, prefix) => {
    const cachesReads = prefix === '/api';
    return scope.register(fastifyProxy, {
      upstream: apiOrigin,
      prefix,
      // Bodies come from the scope's parser (below).
      proxyPayloads: false,
      rewritePrefix: prefix,
      preHandler: async (request, reply) => {
        if (!cachesReads || request.method !== 'GET') return;
        const entry = cache.get(request.url);
        if (entry && entry.freshUntil > Date.now()) return sendCached(request, reply, entry);
        if (entry) revalidating.set(request, entry);
      },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => {
          // The API limits enquiries per visitor, so it must see who the visitor is, not this proxy.
          const forwarded = { ...headers, 'x-forwarded-for': request.ip };
          // Ours, never a visitor's guess at it.
          delete forwarded['x-proxy-secret'];
          if (proxySecret) forwarded['x-proxy-secret'] = proxySecret;
          if (!cachesReads || request.method !== 'GET') return forwarded;
          // The visitor's own tag would leave this cache without a body to keep; it is answered here.
          delete forwarded['if-none-match'];
          const held = revalidating.get(request);
          return held ? { ...forwarded, 'if-none-match': held.headers.etag } : forwarded;
        },
        // The API unreachable, or gone mid-answer (a crash, a restart), is a bad gateway to the visitor,
        // as nginx says it (504 when it only took too long): never a 500 naming the API's address.
        onError: (reply, { error }) =>
          sendError(reply, error.statusCode === 504 ? 504 : 502, 'Please try again shortly.'),
        onResponse: (request, reply, response) => {
          if (!cachesReads || request.method !== 'GET') return reply.send(response.stream);
          onApiResponse(request, reply, response).catch((error) => reply.send(error));
        },
      },
    });
  };

  // A request body is read whole before it is passed on, as nginx buffers one (proxy_request_buffering).
  // An API route answers a body over its limit (16 KB for an enquiry) with 413 at once and closes the
  // connection: a body still streaming through here was cut off, and the caller told 502, not 413.
  await server.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_REQUEST_BODY_BYTES },
      // A stream, which the proxy sends as it came; a Buffer of JSON it would encode as JSON again.
      (_request, body, done) => done(null, Readable.from([body], { objectMode: false })),
    );
    // A body refused here (too long, shorter than its Content-Length) is answered in the API's words.
    scope.setErrorHandler((error, _request, reply) => {
      if (!(error.statusCode >= 400 && error.statusCode < 500)) throw error;
      sendError(reply, error.statusCode, error.message);
    });
    for (const prefix of ['/api', '/media']) await registerProxy(scope, prefix);
  });
}
