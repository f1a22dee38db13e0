import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ASKED_FOR_DIR, heroVideoFile, pictureFiles } from '@lux/shared/media-files';
import type { FastifyPluginAsync } from 'fastify';
import type * as ArtworkKeys from '../media/artwork-keys';

export interface MediaFilesOptions {
  mediaDir: string;
}

// One transparent pixel, in each format a picture is asked for: a picture not painted yet shows the
// ground the page draws under every image (ResponsiveImage), as if it were still on its way.
const NOT_PAINTED_YET = {
  webp: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  avif: Buffer.from(
    'AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAAYRtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAADRpbG9jAAAAAERAAAIAAQAAAAABqAABAAAAAAAAACAAAgAAAAAByAABAAAAAAAAABIAAAA4aWluZgAAAAAAAgAAABVpbmZlAgAAAAABAABhdjAxAAAAABVpbmZlAgAAAAACAABhdjAxAAAAAA5waXRtAAAAAAABAAAAw2lwcnAAAACdaXBjbwAAAAxhdjFDgSACAAAAABNjb2xybmNseAABAA0AAIAAAAAUaXNwZQAAAAAAAAABAAAAAQAAABBwaXhpAAAAAAMICAgAAAAMYXYxQ4EAHAAAAAAOcGl4aQAAAAABCAAAADhhdXhDAAAAAHVybjptcGVnOm1wZWdCOmNpY3A6c3lzdGVtczphdXhpbGlhcnk6YWxwaGEAAAAAHmlwbWEAAAAAAAAAAgABBIECAwQAAgSFAwaHAAAAGmlyZWYAAAAAAAAADmF1eGwAAgABAAEAAAA6bWRhdBIACgc4AAYQENACMhMQAAAAD/iOvFJrljBtbA55TtdAEgAKBBgABhUyCBAAABjhQnIQ',
    'base64',
  ),
};

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

interface KnownMedia {
  /** Every file name the painter writes, and its key: looked up exactly, so no request names a path. */
  pictures: Map<string, string>;
  clips: Set<string>;
}

function knownMediaOf({ artworkKeys, fullScreenKeys, heroVideoKeys }: typeof ArtworkKeys): KnownMedia {
  const fullScreen = fullScreenKeys();
  const pictures = new Map(
    artworkKeys().flatMap((key) =>
      [...pictureFiles(key), ...(fullScreen.has(key) ? pictureFiles(key, { portrait: true }) : [])].map(
        (file) => [file, key] as const,
      ),
    ),
  );
  return { pictures, clips: new Set(heroVideoKeys().map(heroVideoFile)) };
}

/**
 * Serves the artwork the painter wrote (`npm run artwork`) under /media/, as plain files. A file is
 * written once per key and never rewritten (new artwork gets a new key), so browsers may keep it for a
 * year without asking again. Nothing is painted here: a picture of the site not painted yet is answered
 * with a transparent pixel that no one may keep, and noted for the painter to paint it next; a clip not
 * made yet with 204 No Content. Only the site's pictures and clips are served: any other name is the
 * JSON 404.
 */
export const mediaFiles: FastifyPluginAsync<MediaFilesOptions> = async (app, { mediaDir }) => {
  // The site's pictures and clips are named by its content, which takes a third of a second to read
  // and check: read on the first media request, not as the API starts (each deploy, each test file).
  let known: Promise<KnownMedia> | undefined;
  const knownMedia = () => (known ??= import('../media/artwork-keys').then(knownMediaOf));
  const askedFor = path.join(mediaDir, ASKED_FOR_DIR);
  // Notes only hurry the painter: a media folder the API may not write (an image painted at build,
  // mounted read-only) serves all the same.
  await fs.mkdir(askedFor, { recursive: true }).catch(() => undefined);

  // Only this plugin's routes, the static files below, run the hook.
  app.addHook('onRequest', async (request, reply) => {
    const file = (request.params as { '*'?: string })['*'] ?? '';
    const { pictures, clips } = await knownMedia();
    const key = pictures.get(file);
    if (key === undefined && !clips.has(file)) return reply.callNotFound();
    if (await exists(path.join(mediaDir, file))) return;
    // No clip yet: the page shows its still (its video's error), with nothing for the console to report.
    if (key === undefined) return reply.code(204).header('cache-control', 'no-store').send();
    // The note is an empty file named by a known key: at most one per picture, whoever asks.
    await fs.writeFile(path.join(askedFor, key), '').catch(() => undefined);
    const format = file.endsWith('.avif') ? 'avif' : 'webp';
    return reply.header('cache-control', 'no-store').type(`image/${format}`).send(NOT_PAINTED_YET[format]);
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
