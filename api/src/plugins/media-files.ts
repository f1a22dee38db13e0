import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export interface MediaFilesOptions {
  mediaDir: string;
}

/**
 * Serves generated artwork under /media/. A file is written once per key and never rewritten (new
 * artwork gets a new key), so browsers may keep it for a year without asking again. Missing files
 * fall through to the JSON 404.
 */
export const mediaFiles: FastifyPluginAsync<MediaFilesOptions> = async (app, { mediaDir }) => {
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
