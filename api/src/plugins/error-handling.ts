import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { errorBody } from '../http-errors';

/** Long enough for a database restart or failover, short enough that a retry soon succeeds. */
const RETRY_AFTER_SECONDS = 5;

const statusCodeOf = (error: unknown): number => {
  if (isDatabaseUnavailable(error)) return 503;
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
};

/**
 * An error as the log keeps it: PostgreSQL's `detail` may quote the row it refused ("Failing row
 * contains (…)"), names, emails and phone numbers included, so it is left out; the message, code,
 * table and constraint say what went wrong.
 */
const loggable = (error: unknown): unknown => {
  if (!(error instanceof Error) || !('detail' in error)) return error;
  const { detail: _detail, ...fields } = error;
  return { ...fields, type: error.constructor.name, message: error.message, stack: error.stack };
};

/** Enough of a path or message to recognise it by; an answer never echoes a request back whole. */
const ECHO_MAX_CHARS = 200;

const abbreviated = (text: string) =>
  text.length > ECHO_MAX_CHARS ? `${text.slice(0, ECHO_MAX_CHARS)}…` : text;

const routeNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply
    .code(404)
    .header('cache-control', 'no-store')
    .send(errorBody(404, `Route ${request.method} ${abbreviated(request.url)} not found`));

/**
 * Fastify's answer to a URL it cannot route: a malformed percent-encoding (its 400) or a path segment
 * past the router's length cap (its 414). Such an address names nothing, so it is the same 404 as
 * any other. (Fastify also reports failed async route constraints here; this API has none.)
 */
export function unroutableUrl(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  routeNotFound(request, reply);
}

/**
 * One place decides what clients see when something goes wrong: every error is the same JSON shape;
 * 4xx messages are written for the client and pass through, 5xx details stay in the log. A 503
 * (the database out of reach for a moment) says when to try again.
 */
export function addErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const statusCode = statusCodeOf(error);
    reply.header('cache-control', 'no-store');
    if (statusCode === 503) {
      request.log.warn({ err: loggable(error) }, 'Service unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(errorBody(503, 'The service is unavailable for a moment. Please try again in a few seconds.'));
    }
    if (statusCode >= 500) {
      request.log.error({ err: loggable(error) }, 'Request failed');
      return reply.code(statusCode).send(errorBody(statusCode, 'Something went wrong on our side.'));
    }
    // A parser's message may quote the request's body.
    const message = abbreviated(error instanceof Error ? error.message : 'Bad request');
    request.log.info({ statusCode, message }, 'Request rejected');
    return reply.code(statusCode).send(errorBody(statusCode, message));
  });

  app.setNotFoundHandler(routeNotFound);
}
