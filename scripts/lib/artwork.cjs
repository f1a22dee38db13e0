// Paints chosen files with the API's artwork command (compiled: npm run build builds it), for what looks
// at them on a media folder the painter has not filled yet: the browser tests (e2e/support/artwork.ts)
// and `npm run bench web`, which must measure the pictures, not the pixel standing in for one.
const { execFile } = require('node:child_process');
const path = require('node:path');
const { promisify } = require('node:util');

const apiDir = path.resolve(__dirname, '..', '..', 'api');

/** Runs `npm run artwork` with `args` (`--files LIST`, `--only REGEX`); resolves to how many files it wrote. */
async function paintArtwork(args) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--enable-source-maps', 'dist/artwork.js', ...args],
    { cwd: apiDir },
  );
  const [, files = 'NaN', clips = 'NaN'] =
    / (\d+) files written, .* (\d+) hero clips made/.exec(stdout) ?? [];
  return Number(files) + Number(clips);
}

// The painter's files (@lux/shared/media-files): a picture's `<key>-<width>.<format>`, its tall crop's
// `<key>-portrait-<width>.<format>`, its plain `<key>.webp`, and a hero's clip, `<key>.mp4`.
const MEDIA_FILE = /\/media\/(([a-z0-9-]+?)(?:-portrait)?(?:-\d+)?\.(?:avif|webp|mp4))\b/g;

/** The painter's files named in `text` (a page's HTML, srcsets, chosen URLs), once each. */
const mediaFilesIn = (text) => [...new Set([...text.matchAll(MEDIA_FILE)].map(([, file]) => file))];

/** The picture key a file of the painter's belongs to. */
const keyOfFile = (file) => [...`/media/${file}`.matchAll(MEDIA_FILE)][0]?.[2];

/**
 * Whether the site at `origin` still lacks `file`: a picture answered by its stand-in (never kept), or
 * a clip not made yet (204). A clip's key without one is a 404, not lacking.
 */
const lacks = async (origin, file) => {
  const response = await fetch(`${origin}/media/${file}`, { method: 'HEAD' });
  return response.status === 204 || response.headers.get('cache-control') === 'no-store';
};

/**
 * Paints those of `files` that the site at `origin` does not have yet; resolves to how many files it
 * wrote (none, without starting the painter, when it has them all).
 */
const paintFiles = async (files, origin) => {
  if (files.length === 0) throw new Error('No file to paint');
  const lacking = await Promise.all(files.map((file) => lacks(origin, file)));
  const toPaint = files.filter((_, index) => lacking[index]);
  return toPaint.length === 0 ? 0 : paintArtwork(['--files', toPaint.join(',')]);
};

module.exports = { paintFiles, mediaFilesIn, keyOfFile };
