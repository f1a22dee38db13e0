import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http-errors';

const statusCodeOf = (error: unknown): number => {
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
};

/**
 * One place decides what clients see when something goes wrong: every error is the same JSON shape;
 * 4xx messages are written for the client and pass through, 5xx details stay in the log.
 */
export function addErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const statusCode = statusCodeOf(error);
    reply.header('cache-control', 'no-store');
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'Request failed');
      return reply.code(statusCode).send(errorBody(statusCode, 'Something went wrong on our side.'));
    }
    const message = error instanceof Error ? error.message : 'Bad request';
    request.log.info({ statusCode, message }, 'Request rejected');
    return reply.code(statusCode).send(errorBody(statusCode, message));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .header('cache-control', 'no-store')
      .send(errorBody(404, `Route ${request.method} ${request.url} not found`)),
  );
}
