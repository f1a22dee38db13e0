// Paints chosen files with the API's artwork command (compiled: npm run build builds it), for what looks
// at them on a media folder the painter has not filled yet: the browser tests (e2e/support/artwork.ts)
// and `npm run bench web`, which must measure the pictures, not the pixel standing in for one.
const path = require('node:path');

const apiDir = path.resolve(__dirname, '..', '..', 'api');

/**
 * The compiled command's `paintArtwork`, loaded on first use and kept: a test run paints a page's
 * pictures some forty times, and a new process for each spent more on starting Node, sharp and the
 * content than on painting.
 */
let painter;
const loadPainter = () => (painter ??= require(path.join(apiDir, 'dist', 'artwork.js')));

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
  if (toPaint.length === 0) return 0;
  const { written, clips } = await loadPainter().paintArtwork({ files: toPaint });
  return written + clips;
};

module.exports = { paintFiles, mediaFilesIn, keyOfFile };
