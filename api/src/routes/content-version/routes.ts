import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { z } from 'zod';
import type { ContentCache } from '../../content-cache';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** How long a request that already has the current token is held before it is answered the same one. */
export const LONGEST_WAIT_SECONDS = 25;

const versionQuery = z.object({
  after: z
    .string()
    .max(100)
    .optional()
    .describe('The token the caller knows: the answer waits until the content is no longer that.'),
  wait: z.coerce
    .number()
    .int()
    .min(0)
    .max(LONGEST_WAIT_SECONDS)
    .optional()
    .describe(`At most this many seconds of waiting (${LONGEST_WAIT_SECONDS} when not given).`),
});

/**
 * `/content-version/`, under the API prefix: `{ "token": "…" }`, a name for the content as it is now that
 * changes with every content change (ContentCache.token), here or on another instance on the same
 * PostgreSQL. Asked with `?after=<token>` it is a long poll: answered at once if the content is no longer
 * that, else as soon as it changes, or after `wait` seconds with the same token. The shell's server keeps
 * rendered pages while the token stays the same (shell/src/server/contentVersion.ts).
 */
export const contentVersionRoutes: FastifyPluginAsync<
  { cache: ContentCache },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { cache }) => {
  // Held requests are answered when the server closes, so a shutdown never waits for them.
  const held = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const release of held) release();
  });

  app.get(
    '/content-version',
    {
      schema: {
        tags: ['Site'],
        summary: 'A token naming the content as it is now; with `after`, a long poll for the next one',
        querystring: versionQuery,
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { after, wait = LONGEST_WAIT_SECONDS } = request.query;
      if (after !== undefined && after === cache.token && wait > 0) {
        await new Promise<void>((resolve) => {
          const release = () => {
            clearTimeout(timer);
            stopListening();
            reply.raw.off('close', release);
            held.delete(release);
            resolve();
          };
          const timer = setTimeout(release, wait * 1000);
          const stopListening = cache.onChange(release);
          // A caller that went away stops waiting.
          reply.raw.once('close', release);
          held.add(release);
        });
      }
      return { token: cache.token };
    },
  );
};
