import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

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
    const given = headers['x-proxy-secret'];
    delete headers['x-proxy-secret'];
    const vouched =
      expected === undefined || (typeof given === 'string' && timingSafeEqual(digest(given), expected));
    if (!vouched) {
      delete headers['x-forwarded-for'];
      delete headers['x-forwarded-proto'];
      delete headers['x-forwarded-host'];
    }
    done();
  });
}
