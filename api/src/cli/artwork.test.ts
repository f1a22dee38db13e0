import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PAINTER_VERSION } from '@lux/artwork';
import { pictureFiles } from '@lux/shared/media-files';

jest.setTimeout(60_000);

const apiDir = path.resolve(__dirname, '../..');

let mediaDir: string;
beforeEach(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'lux-artwork-command-'));
});
afterEach(() => rm(mediaDir, { recursive: true, force: true }));

/** `npm run artwork` with `args`, into the test's media folder. */
const artwork = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/artwork.ts', ...args], {
    cwd: apiDir,
    env: { ...process.env, MEDIA_DIR: mediaDir },
  });

describe('npm run artwork', () => {
  it('paints the keys --only picks, and nothing else', async () => {
    const { stdout } = await artwork('--only', '^site-not-found$');

    expect(stdout).toMatch(
      /Artwork done in [\d.]+ s: 7 files written, 0 images already present, 0 hero clips made/,
    );
    expect(
      (await readdir(mediaDir)).filter((file) => !file.startsWith('.') && file !== 'painter-version').sort(),
    ).toEqual(pictureFiles('site-not-found').sort());
  });

  it('paints the files --files names, and only those, and refuses a name it does not make', async () => {
    const asked = ['site-not-found-960.avif', 'site-cta-480.webp'];
    const { stdout } = await artwork('--files', asked.join(','));

    expect(stdout).toMatch(/2 files written/);
    expect(
      (await readdir(mediaDir)).filter((file) => !file.startsWith('.') && file !== 'painter-version').sort(),
    ).toEqual(asked.sort());
    await expect(artwork('--files', 'site-cta-480.webp,site-cta-123.gif')).rejects.toMatchObject({
      stderr: expect.stringContaining('--files: the painter makes no site-cta-123.gif'),
    });
  });

  it('discards every key another painter version made, whatever --only picks, before it records its own', async () => {
    await writeFile(path.join(mediaDir, 'painter-version'), 'an older version');
    const stale = pictureFiles('site-cta');
    await Promise.all(stale.map((file) => writeFile(path.join(mediaDir, file), 'old')));

    const { stdout } = await artwork('--only', '^site-not-found$');

    expect(stdout).toContain(`Removed ${stale.length} files an older painter made`);
    expect(await readdir(mediaDir)).not.toContain(stale[0]);
    expect(await readFile(path.join(mediaDir, 'painter-version'), 'utf8')).toBe(PAINTER_VERSION);
  });
});
