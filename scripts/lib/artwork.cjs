// Paints chosen pictures with the API's artwork command (compiled: npm run build builds it), for what
// looks at them on a media folder the painter has not filled yet: the browser tests (e2e/support/
// artwork.ts) and `npm run bench web`, which must measure the pictures, not the pixel standing in for one.
const { execFile } = require('node:child_process');
const path = require('node:path');
const { promisify } = require('node:util');

const apiDir = path.resolve(__dirname, '..', '..', 'api');

/** Runs `npm run artwork` with `args` (`--only REGEX`, `--clips`); resolves to how many files it wrote. */
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

// A picture's files (@lux/shared/media-files): `<key>-<width>.<format>`, its tall crop's
// `<key>-portrait-<width>.<format>`, or the plain `<key>.webp`.
const PICTURE_FILE = /\/media\/([a-z0-9-]+?)(?:-portrait)?(?:-\d+)?\.(?:avif|webp)\b/g;

/** The picture keys named in `text` (a page's HTML, or the srcsets of its pictures), once each. */
const pictureKeys = (text) => [...new Set([...text.matchAll(PICTURE_FILE)].map(([, key]) => key))];

/**
 * Whether the site at `origin` still lacks some of `key`'s files: its picture is the stand-in (the plain
 * WebP is the last of a key's files the painter writes), or its clip, if it has one, is not made (204).
 */
const lacks = async (origin, key) => {
  const [picture, clip] = await Promise.all(
    [`${key}.webp`, `${key}.mp4`].map((file) => fetch(`${origin}/media/${file}`, { method: 'HEAD' })),
  );
  return picture.headers.get('cache-control') === 'no-store' || clip.status === 204;
};

/**
 * Paints the pictures `text` names that the site at `origin` does not have yet, and the hero clips made
 * from them; resolves to how many files it wrote (none, without starting the painter, when it has them).
 */
const paintPicturesIn = async (text, origin) => {
  const keys = pictureKeys(text);
  if (keys.length === 0) throw new Error('No picture to paint');
  const lacking = await Promise.all(keys.map((key) => lacks(origin, key)));
  const toPaint = keys.filter((key, index) => lacking[index]);
  return toPaint.length === 0 ? 0 : paintArtwork(['--only', `^(${toPaint.join('|')})$`]);
};

module.exports = { paintPicturesIn, pictureKeys };
