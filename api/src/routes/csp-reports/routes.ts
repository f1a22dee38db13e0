import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http-errors';
import { checkedInHandler } from '../../plugins/api-contract';

/** A browser's report is a few kilobytes at most (the policy it quotes is the bulk). */
export const CSP_REPORT_BODY_LIMIT_BYTES = 16 * 1024;

/** Per client and minute: a page that breaks its policy in a loop must not flood the log. */
export const CSP_REPORTS_PER_MINUTE = 60;

/** Enough of an address or directive to recognise it by. */
const LOGGED_MAX_CHARS = 200;

// `report-uri` sends one report as application/csp-report; the Reporting API (`report-to`) sends a
// list of reports of any type as application/reports+json.
const REPORT_URI_TYPE = 'application/csp-report';
const REPORTING_API_TYPE = 'application/reports+json';

const text = z.string().optional();
const reportUriBody = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'violated-directive': text,
    'effective-directive': text,
    'blocked-uri': text,
    'source-file': text,
  }),
});
const reportingApiBody = z.array(
  z.object({
    type: z.string(),
    body: z
      .object({ documentURL: text, effectiveDirective: text, blockedURL: text, sourceFile: text })
      .optional(),
  }),
);

/** What the log keeps of a violation: where, what, and which rule; never a sample of the page's code. */
interface Violation {
  directive?: string;
  blockedUri?: string;
  documentUrl?: string;
  sourceFile?: string;
}

/**
 * An address without its query and fragment (a search query or token may be in them), or a keyword
 * (`inline`, `eval`) as it is; cut to its first 200 characters.
 */
const loggable = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  const withoutQuery = URL.canParse(value) ? value.replace(/[?#].*$/s, '') : value;
  return withoutQuery.slice(0, LOGGED_MAX_CHARS);
};

function violationsIn(contentType: string, body: unknown): Violation[] {
  if (contentType === REPORT_URI_TYPE) {
    const parsed = reportUriBody.safeParse(body);
    if (!parsed.success) throw new HttpError(400, 'Not a CSP violation report.');
    const report = parsed.data['csp-report'];
    return [
      {
        directive: report['effective-directive'] ?? report['violated-directive'],
        blockedUri: report['blocked-uri'],
        documentUrl: report['document-uri'],
        sourceFile: report['source-file'],
      },
    ];
  }
  const parsed = reportingApiBody.safeParse(body);
  if (!parsed.success) throw new HttpError(400, 'Not a list of reports.');
  // Other types (deprecations, interventions) may share the endpoint; only violations are ours to log.
  return parsed.data.flatMap(({ type, body: report }) =>
    type === 'csp-violation' && report
      ? [
          {
            directive: report.effectiveDirective,
            blockedUri: report.blockedURL,
            documentUrl: report.documentURL,
            sourceFile: report.sourceFile,
          },
        ]
      : [],
  );
}

const mediaTypeOf = (request: FastifyRequest) =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * `POST /csp-reports`: where browsers report what the front ends' Content-Security-Policy refused
 * (`report-uri` and `report-to`, scripts/lib/security-headers.cjs). Each violation is logged at warn
 * level, by its directive and addresses only; nothing is stored and nothing of the body is echoed.
 * Reports come without credentials and from any page of the site, so there is no cross-site check.
 */
export const cspReportRoutes: FastifyPluginAsync = async (app) => {
  await app.register(rateLimit, { global: false });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    [REPORT_URI_TYPE, REPORTING_API_TYPE],
    { parseAs: 'string' },
    (request, body, done) => {
      // The parser's own message quotes the body; a report is never echoed back.
      parseJson(request, String(body), (error, value) =>
        error ? done(new HttpError(400, 'A report must be JSON.'), undefined) : done(null, value),
      );
    },
  );

  app.post(
    '/csp-reports',
    {
      schema: {
        tags: ['Operations'],
        summary: "Where browsers report what the site's Content-Security-Policy refused",
        body: z.union([reportUriBody, reportingApiBody]),
        response: { 204: z.undefined().describe('Logged.') },
      },
      validatorCompiler: checkedInHandler,
      bodyLimit: CSP_REPORT_BODY_LIMIT_BYTES,
      // Before the body is read: JSON, a form or text is no report.
      preParsing: async (request) => {
        if (![REPORT_URI_TYPE, REPORTING_API_TYPE].includes(mediaTypeOf(request))) {
          throw new HttpError(415, `A report must be sent as ${REPORT_URI_TYPE} or ${REPORTING_API_TYPE}.`);
        }
      },
      config: {
        rateLimit: {
          max: CSP_REPORTS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => normalizeIP(request.ip),
          errorResponseBuilder: () => new HttpError(429, 'Too many reports from this address.'),
        },
      },
    },
    async (request, reply) => {
      for (const violation of violationsIn(mediaTypeOf(request), request.body)) {
        request.log.warn(
          {
            cspViolation: {
              directive: loggable(violation.directive),
              blockedUri: loggable(violation.blockedUri),
              documentUrl: loggable(violation.documentUrl),
              sourceFile: loggable(violation.sourceFile),
            },
          },
          'Content-Security-Policy violation',
        );
      }
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
};
