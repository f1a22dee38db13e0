import { apiErrorBodySchema } from '@lux/shared/contract';
import type { FastifyPluginAsync, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { HttpError } from '../../http-errors';

/** Ready means the database answers, so a load balancer stops sending traffic when it cannot. */
const ready =
  (db: Kysely<Database>): RouteHandlerMethod =>
  async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      // Logged with its cause by the error handler; the client only learns the service is unavailable.
      throw new HttpError(503, 'Database unavailable', { cause: error });
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  };

const answers = (summary: string) => ({
  tags: ['Operations'],
  summary,
  response: {
    200: z.object({ status: z.literal('ok') }),
    503: apiErrorBodySchema.describe('The database does not answer.'),
  },
});

export const healthRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get('/', { schema: answers('Whether the API can serve: its database answers') }, ready(db));
};

/**
 * The orchestrator's probes, outside /api (the front ends pass only /api on): `/health` says the
 * process answers (restart it if not; a database outage is no reason to), `/ready` that it can serve.
 */
export const probeRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get('/health', { schema: answers('Whether the process answers') }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
  app.get('/ready', { schema: answers('Whether the API can serve: its database answers') }, ready(db));
};
