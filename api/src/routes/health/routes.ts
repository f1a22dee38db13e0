import type { FastifyPluginAsync, RouteHandlerMethod } from 'fastify';
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

export const healthRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get('/', ready(db));
};

/**
 * The orchestrator's probes, outside /api (the front ends pass only /api on): `/health` says the
 * process answers (restart it if not; a database outage is no reason to), `/ready` that it can serve.
 */
export const probeRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
  app.get('/ready', ready(db));
};
