import type { onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../../http-errors';

/** Shown to whoever sent it; the enquiry form shows SPEC's own failure text instead. */
export const CROSS_SITE_MESSAGE =
  'Enquiries are accepted only from our own website. Please send yours from the enquiry form there.';

/**
 * Refuses a browser's post from another site, before its body is read or counted by the rate limit.
 * A browser says where a request comes from (Sec-Fetch-Site, Origin); a server-side client sends
 * neither and is let through, since forging them is open to it anyway.
 */
export function refuseCrossSite(siteOrigins: readonly string[]): onRequestAsyncHookHandler {
  const allowed = new Set(siteOrigins);
  return async (request) => {
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    // `none`: the visitor's own doing (typed or bookmarked), not another page's.
    if (fetchSite === 'same-origin' || fetchSite === 'none') return;
    if (origin === undefined ? fetchSite === undefined : allowed.has(origin)) return;
    throw new HttpError(403, CROSS_SITE_MESSAGE);
  };
}
