import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { HttpError } from '../../http-errors';

/** Ready means the database answers, so a load balancer stops sending traffic when it cannot. */
export const healthRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get('/', async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      request.log.error({ err: error }, 'Health check: database unreachable');
      throw new HttpError(503, 'Database unavailable');
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
};
