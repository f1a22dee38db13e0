import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { HttpError } from '../../http-errors';

/** Ready means the database answers, so a load balancer stops sending traffic when it cannot. */
export const healthRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get('/', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      // Logged with its cause by the error handler; the client only learns the service is unavailable.
      throw new HttpError(503, 'Database unavailable', { cause: error });
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
};
