import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { discardStaleArtwork } from '../media/artwork';
import { onDemandMedia } from '../media/on-demand';

export interface MediaFilesOptions {
  mediaDir: string;
}

/**
 * Serves generated artwork under /media/. A file is written once per key and never rewritten (new
 * artwork gets a new key), so browsers may keep it for a year without asking again. A site image not
 * painted yet is painted on its first request, then served from disk like the rest. Missing files fall
 * through to the JSON 404.
 */
export const mediaFiles: FastifyPluginAsync<MediaFilesOptions> = async (app, { mediaDir }) => {
  const discarded = await discardStaleArtwork(mediaDir);
  if (discarded > 0) app.log.info({ files: discarded }, 'Removed artwork an older painter made');
  const media = onDemandMedia({ mediaDir, log: (message) => app.log.info(message) });
  // Only this plugin's routes, the static files below, run the hook.
  app.addHook('onRequest', async (request) => {
    const file = (request.params as { '*'?: string })['*'];
    if (file !== undefined) await media.prepare(file);
  });

  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    serveDotFiles: false,
    maxAge: '365d',
    immutable: true,
  });
};
