import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** What the front ends' proxies send to vouch for the forwarded headers beside it. */
export const PROXY_SECRET_HEADER = 'x-proxy-secret';

/** The headers through which a proxy names the visitor, and the scheme and host the visitor used. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Believes X-Forwarded-For, -Proto and -Host only on requests that carry `secret` in X-Proxy-Secret,
 * as the site's own front ends do: TRUST_PROXY alone trusts an address, and any process on that
 * address (loopback, under npm start) could otherwise name itself anyone and escape the enquiry rate
 * limit. Without the secret, the headers are removed before anything reads them, so `request.ip` is
 * the socket's address. The secret itself is always removed, so it never reaches a log or a handler.
 * Without a `secret`, the forwarded headers are believed from TRUST_PROXY's addresses, as before.
 */
export function believeForwardingOnlyWithSecret(app: FastifyInstance, secret: string | undefined): void {
  // Compared as digests: equal lengths, and a comparison time that does not tell how close a guess was.
  const expected = secret === undefined ? undefined : digest(secret);
  app.addHook('onRequest', (request, _reply, done) => {
    const { headers } = request.raw;
    const given = headers[PROXY_SECRET_HEADER];
    delete headers[PROXY_SECRET_HEADER];
    const vouched =
      expected === undefined || (typeof given === 'string' && timingSafeEqual(digest(given), expected));
    if (!vouched) for (const name of FORWARDED_HEADERS) delete headers[name];
    done();
  });
}
