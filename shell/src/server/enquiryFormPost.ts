import { createHash, createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FullEnquiryPayload } from '@lux/shared';
import type { RemoteManifest } from '../federation/manifest';
import { onThisSite } from '../../../scripts/lib/readable-url.cjs';
import { canonicalUrl } from './canonicalUrl';
import { registeredPageAt } from './manifestPages';

/**
 * The full form's fields as its HTML names them, which are the API payload's (a name the payload lost or
 * renamed fails the typecheck); the checkbox is apart.
 */
const TEXT_FIELDS = [
  'destination',
  'travel_month',
  'travel_year',
  'duration',
  'pax',
  'comments',
  'full_name',
  'email',
  'country_code',
  'phone',
  'source',
  'website',
] as const satisfies readonly (keyof FullEnquiryPayload)[];

/** The form's limits are 4.5 KB of text; encoded, each character may take nine bytes. */
const FORM_BODY_LIMIT_BYTES = 64 * 1024;

/** How long the API has to store it, and the waits before sending again after a momentary failure. */
const API_TIMEOUT_MS = 10_000;
const RESEND_AFTER_MS = [500, 1500];

/** Answers that mean the API (or the way to it) is out for a moment: the same request is sent again. */
const MOMENTARY = new Set([502, 503, 504]);

/**
 * What the page shows after the post, read from its `enquiry` query, and the heading of EnquiryPage
 * the browser scrolls to, past the hero: the note that it went, or the form with its failure note.
 */
const OUTCOMES = {
  sent: 'enquiry=sent#enquiry-sent',
  failed: 'enquiry=failed#enquiry-form-title',
} as const;

/**
 * The page's form submitted by a browser itself, as its Fetch Metadata says (every current browser sends
 * it): a script posting the form's fields sends none, unless it goes out of its way to pretend.
 */
const isBrowserFormSubmission = (headers: FastifyRequest['headers']) =>
  headers['sec-fetch-mode'] === 'navigate' &&
  headers['sec-fetch-dest'] === 'document' &&
  headers['sec-fetch-site'] === 'same-origin';

export interface EnquiryFormPostOptions {
  apiOrigin: string;
  /** Shared with the API (PROXY_SECRET): it vouches that the post came from the page's own form. */
  proxySecret: string | undefined;
  /** The site's remotes as of now: their pages say which take the enquiry form's post (`formPost`). */
  readManifest: () => Promise<RemoteManifest>;
}

/**
 * The enquiry form posted by the browser itself to its page, when the app is not there to send it
 * (scripts turned off, or the app's files blocked or failed to load), on any page whose registry entry
 * says so (`"formPost": "enquiry"`: a remote adds such a page and redeploys, with no change here):
 * passed to the API as the app would send it, then the visitor is sent back to the page, which says
 * whether it went (Post/Redirect/Get, so a reload sends nothing twice). Without a fill time, the API
 * would take the post for a script's: this server signs its Idempotency-Key with the proxy secret to
 * vouch for it, when a browser says it submitted the form itself; the honeypot and the rate limit still
 * apply. The key is the post's own digest, so a post sent twice (a reload that resends it) is stored once.
 */
export async function registerEnquiryFormPost(
  server: FastifyInstance,
  { apiOrigin, proxySecret, readManifest }: EnquiryFormPostOptions,
): Promise<void> {
  const endpoint = new URL('/api/v1/enquiries/', apiOrigin);

  async function sendToApi(request: FastifyRequest, form: URLSearchParams): Promise<number> {
    const payload = {
      ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, form.get(name) ?? ''])),
      newsletter_signup: form.has('newsletter_signup'),
    };
    const idempotencyKey = createHash('sha256')
      .update(`${request.ip}\n${form.toString()}`)
      .digest('base64url');
    const { origin, referer, 'sec-fetch-site': fetchSite } = request.headers;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
      // The API limits enquiries per visitor, and refuses another site's page, as for the app's posts.
      'x-forwarded-for': request.ip,
      'x-forwarded-proto': request.protocol,
      ...(typeof origin === 'string' && { origin }),
      ...(typeof referer === 'string' && { referer }),
      ...(typeof fetchSite === 'string' && { 'sec-fetch-site': fetchSite }),
      ...(proxySecret && { 'x-proxy-secret': proxySecret }),
      // Vouched for only as a browser's own submission: anything else the API sets aside as a script's.
      ...(proxySecret &&
        isBrowserFormSubmission(request.headers) && {
          'x-form-post': createHmac('sha256', proxySecret).update(idempotencyKey).digest('hex'),
        }),
    };
    const body = JSON.stringify(payload);

    for (let attempt = 0; ; attempt += 1) {
      const status = await fetch(endpoint, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      }).then(
        async (response) => {
          if (response.status !== 201) {
            console.error(`Enquiry form post: the API answered ${response.status}: ${await response.text()}`);
          }
          return response.status;
        },
        (error: Error) => {
          console.error(`Enquiry form post: no answer from the API: ${error.message}`);
          return 502;
        },
      );
      const wait = RESEND_AFTER_MS[attempt];
      if (!MOMENTARY.has(status) || wait === undefined) return status;
      await sleep(wait);
    }
  }

  async function receive(request: FastifyRequest, reply: FastifyReply) {
    // The page's one address (as a GET of another spelling is sent there). Only a path that names a page
    // taking the form goes into the Location, and never as another host's (`//host`, `/\host`).
    const page = onThisSite((canonicalUrl(request.url) ?? request.url).split('?')[0] ?? '/');
    if (registeredPageAt(await readManifest(), page)?.formPost !== 'enquiry') {
      // As for a post to a page without a declared form: the site's not-found handler shows it again.
      return reply.callNotFound();
    }
    const outcome: keyof typeof OUTCOMES =
      request.body instanceof URLSearchParams && (await sendToApi(request, request.body)) === 201
        ? 'sent'
        : 'failed';
    return reply
      .code(303)
      .header('Cache-Control', 'no-store')
      .header('Location', `${page}?${OUTCOMES[outcome]}`)
      .send();
  }

  // In a scope of their own: the site's /api proxy passes form bodies on unread. Every post to a page
  // comes here (the pages are the remotes' of the moment); the /api proxy's own route is the more specific.
  await server.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    // Any other body (another encoding, or none named) is read and set aside: not the enquiry form's.
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT_BYTES },
      (_request, _body, done) => done(null, undefined),
    );
    scope.post('/*', receive);
  });
}
