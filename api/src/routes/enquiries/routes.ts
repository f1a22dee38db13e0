import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import {
  apiErrorBodySchema,
  enquiryCreatedSchema,
  enquiryPayloadSchema,
  type EnquiryCreated,
} from '@lux/shared/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { errorBody, HttpError } from '../../http-errors';
import type { Delivery } from '../../outbox/worker';
import { checkedInHandler } from '../../plugins/api-contract';
import { monthOptions, paxOptions, sourceOptions, yearOptions } from '../enquiry-options/choices';
import {
  findDestinationByName,
  findDestinationBySlug,
  type Destination,
} from '../enquiry-options/repository';
import { refuseCrossSite } from './cross-site';
import { createEnquiryWriter, type EnquiryFields, type SpamVerdict } from './repository';
import { sharedRateLimitStore, sharedSalt } from './shared-rate-limit';
import { checkChoices, validateEnquiryBody, type FieldErrors, type ValidEnquiry } from './validation';

/** Far more than either form can send; anything bigger is not an enquiry. */
export const ENQUIRY_BODY_LIMIT_BYTES = 16 * 1024;

/** A person takes longer than this to fill even the modal; a script does not. */
export const MIN_FILL_TIME_MS = 2500;

const idempotencyKeyPattern = /^[\x21-\x7E]{1,100}$/;

export interface EnquiryRoutesOptions {
  db: Kysely<Database>;
  rateLimit: Config['enquiryRateLimit'];
  siteOrigins: Config['siteOrigins'];
  /** Counts in the database, for every instance on it, instead of in this process's memory. */
  sharedRateLimit?: boolean;
  delivery: Delivery;
  /** The secret the site's own servers share with the API (PROXY_SECRET); they sign form posts with it. */
  proxySecret: Config['proxySecret'];
}

/** A 400 that says what to fix, field by field. */
const enquiryValidationErrorSchema = apiErrorBodySchema
  .extend({
    fieldErrors: z
      .record(z.string(), z.string())
      .optional()
      .describe(
        "One message per field to fix, keyed by the payload's field name; absent when the body is not JSON at all.",
      ),
  })
  .meta({ id: 'EnquiryValidationError' });
type EnquiryValidationErrorBody = z.infer<typeof enquiryValidationErrorSchema>;

const refused = (why: string) => apiErrorBodySchema.describe(why);

/** The route's contract; the handler checks requests against it itself (`checkedInHandler`). */
const enquirySchema = {
  tags: ['Enquiries'],
  summary: 'Send a trip enquiry from either form',
  description:
    'Stores the enquiry durably, then answers 201 with its id; a travel expert is told at once. The same Idempotency-Key on a retry stores it once.',
  headers: z.object({
    'idempotency-key': z
      .string()
      .optional()
      .describe('1 to 100 visible ASCII characters, the same on every attempt of one enquiry.'),
    'x-form-post': z
      .string()
      .optional()
      .describe(
        "Sent by the site's own server for the enquiry page's form posted without the app (scripts off or failed): the hex HMAC-SHA256 of the Idempotency-Key under the proxy secret. Such an enquiry has no fill time and is not judged by one.",
      ),
  }),
  body: enquiryPayloadSchema,
  response: {
    201: enquiryCreatedSchema,
    400: enquiryValidationErrorSchema,
    403: refused("Sent from another site's page."),
    413: refused('Larger than any enquiry.'),
    415: refused('Not sent as application/json.'),
    422: refused('The Idempotency-Key was used for a different enquiry.'),
    429: refused('Too many enquiries from this address; Retry-After says when to try again.'),
    503: refused('The database is out of reach for a moment; nothing was stored.'),
  },
};

const badRequest = (reply: FastifyReply, message: string, fieldErrors: FieldErrors = {}) =>
  reply
    .code(400)
    .header('cache-control', 'no-store')
    .send({ ...errorBody(400, message), fieldErrors } satisfies EnquiryValidationErrorBody);

const invalidFields = (reply: FastifyReply, fieldErrors: FieldErrors) =>
  badRequest(
    reply,
    `The enquiry has missing or invalid fields: ${Object.keys(fieldErrors).join(', ')}.`,
    fieldErrors,
  );

// Only JSON is an enquiry; refusing the rest before the body is read also keeps Fastify's text/plain
// parser from turning a form post into a string.
const requireJson = async (request: FastifyRequest) => {
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new HttpError(415, 'An enquiry must be sent as application/json.');
  }
};

/**
 * Whether the site's own server vouches that this is its enquiry page's form, posted by a browser
 * without the app: it signs the post's Idempotency-Key with the secret only it and the API hold, so no
 * visitor can claim it (the site's proxies pass a visitor's headers on, but none can sign).
 */
const isVouchedFormPost = (
  signature: string | string[] | undefined,
  idempotencyKey: string | undefined,
  secret: string | undefined,
): boolean => {
  if (typeof signature !== 'string' || idempotencyKey === undefined || secret === undefined) return false;
  const expected = createHmac('sha256', secret).update(idempotencyKey).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

const spamVerdict = (
  payload: ValidEnquiry['payload'],
  { postedWithoutApp }: { postedWithoutApp: boolean },
): SpamVerdict | undefined => {
  const { website, form_duration_ms = null } = payload;
  if (website.trim() !== '') return { reason: 'honeypot', website, form_duration_ms };
  // The app's forms always say how long they were open; a client that does not is a script, unless the
  // site's server vouches for a form a browser posted itself, which cannot time its filling.
  if (postedWithoutApp) return undefined;
  if (form_duration_ms === null || form_duration_ms < MIN_FILL_TIME_MS) {
    return { reason: 'too_fast', website, form_duration_ms };
  }
  return undefined;
};

/** The longest page address kept: a real page's is far shorter. */
const PAGE_URL_MAX = 2000;

/**
 * The page the form was sent from, for the travel experts: the browser's Referer, kept only when it is
 * a page of the site itself (the site's pages send their whole address to their own origin).
 */
const sentFromPage = (referer: string | undefined, siteOrigins: string[]): string | null => {
  if (!referer || referer.length > PAGE_URL_MAX || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  return siteOrigins.includes(url.origin) ? url.href : null;
};

const toFields = (
  { kind, payload }: ValidEnquiry,
  destination: Destination,
  page_url: string | null,
): EnquiryFields => {
  const contact = {
    page_url,
    destination_slug: destination.slug,
    destination_name: destination.name,
    full_name: payload.full_name,
    email: payload.email,
    country_code: payload.country_code,
    phone: payload.phone,
  };
  if (kind === 'modal') {
    return {
      ...contact,
      form_kind: 'modal',
      travel_month: null,
      travel_year: null,
      duration: null,
      pax: null,
      comments: null,
      source: null,
      newsletter_signup: 0,
    };
  }
  return {
    ...contact,
    form_kind: 'full',
    travel_month: payload.travel_month,
    travel_year: Number(payload.travel_year),
    duration: payload.duration,
    pax: payload.pax,
    comments: payload.comments,
    source: payload.source === '' ? null : payload.source,
    newsletter_signup: payload.newsletter_signup ? 1 : 0,
  };
};

const payloadHash = (enquiry: ValidEnquiry): string =>
  createHash('sha256').update(JSON.stringify(enquiry)).digest('hex');

/**
 * `POST /enquiries/`: validates either form's payload, stores it durably, and only then answers 201
 * with its id. Abuse is answered 403 (another site's page), 413 (size), 415 (not JSON) and 429
 * (rate), bad input 400 with a message per field, and nothing is stored unless the answer is 201.
 */
export const enquiryRoutes: FastifyPluginAsync<EnquiryRoutesOptions> = async (app, options) => {
  const { db } = options;
  const writer = createEnquiryWriter(db, options.delivery);

  // The limiter keys on a salted hash of the client's address (IPv6 by /56, as the plugin does): the
  // address itself is never stored. In memory, a fresh salt each start unlinks old keys; shared, every
  // instance must hash alike, and a counter lives only as long as its window.
  const salt = options.sharedRateLimit ? await sharedSalt(db) : randomBytes(16);
  await app.register(rateLimit, {
    global: false,
    ...(options.sharedRateLimit && { store: sharedRateLimitStore(db) }),
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/',
    {
      schema: enquirySchema,
      // Field by field, so the visitor learns what to fix in each field rather than only the first.
      validatorCompiler: checkedInHandler,
      bodyLimit: ENQUIRY_BODY_LIMIT_BYTES,
      // Runs before the rate limit's own onRequest hook: a refused post is not counted.
      onRequest: refuseCrossSite(options.siteOrigins),
      preParsing: requireJson,
      config: {
        rateLimit: {
          max: options.rateLimit.max,
          timeWindow: options.rateLimit.windowMs,
          keyGenerator: (request) =>
            createHash('sha256').update(salt).update(normalizeIP(request.ip)).digest('base64url'),
          errorResponseBuilder: (_request, { after }) =>
            new HttpError(429, `Too many enquiries from this address. Please try again in ${after}.`),
        },
      },
    },
    async (request, reply) => {
      const idempotencyKey = request.headers['idempotency-key'];
      const hasKey = typeof idempotencyKey === 'string';
      if (idempotencyKey !== undefined && !(hasKey && idempotencyKeyPattern.test(idempotencyKey))) {
        return badRequest(reply, 'The Idempotency-Key header must be 1 to 100 visible ASCII characters.');
      }

      const validated = validateEnquiryBody(request.body);
      if (!validated.ok) {
        return Object.keys(validated.fieldErrors).length > 0
          ? invalidFields(reply, validated.fieldErrors)
          : badRequest(reply, 'The enquiry must be a JSON object.');
      }
      const enquiry = validated.value;

      const fieldErrors: FieldErrors =
        enquiry.kind === 'full'
          ? checkChoices(enquiry.payload, {
              months: monthOptions,
              years: yearOptions(),
              pax_options: paxOptions,
              source_options: sourceOptions,
            })
          : {};
      const destination =
        enquiry.kind === 'full'
          ? await findDestinationBySlug(db, enquiry.payload.destination)
          : await findDestinationByName(db, enquiry.payload.destination);
      if (!destination) fieldErrors.destination = 'Choose a destination from the list.';
      if (!destination || Object.keys(fieldErrors).length > 0) return invalidFields(reply, fieldErrors);

      const pageUrl = sentFromPage(request.headers.referer, options.siteOrigins);
      const result = await writer.store(toFields(enquiry, destination, pageUrl), {
        spam: spamVerdict(enquiry.payload, {
          postedWithoutApp: isVouchedFormPost(
            request.headers['x-form-post'],
            hasKey ? idempotencyKey : undefined,
            options.proxySecret,
          ),
        }),
        idempotency: hasKey ? { key: idempotencyKey, payloadHash: payloadHash(enquiry) } : undefined,
      });
      reply.header('cache-control', 'no-store');
      if (result.outcome === 'key_reused') {
        throw new HttpError(422, 'This Idempotency-Key was already used for a different enquiry.');
      }
      return reply.code(201).send({ id: result.id } satisfies EnquiryCreated);
    },
  );
};
