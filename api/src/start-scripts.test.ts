import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAINTER_VERSION, PAINTER_VERSION_FILE, artworkFiles, artworkKeys } from './media/artwork';
import { freePort } from './testing/compiled-api';
import { createTestDatabase } from './testing/test-database';

jest.setTimeout(120_000);

const apiDir = path.resolve(__dirname, '..');

/** Resolves once `url` answers 200; rejects if the process serving it ends first. */
async function waitUntilServing(url: string, ended: Promise<unknown>): Promise<void> {
  let stopped = false;
  void ended.then(() => (stopped = true));
  while (!stopped) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The API stopped before ${url} answered`);
}

// A remote team running the API alone on a fresh clone gets its images: the workspace's own start
// (compiled, as in production) and dev (tsx, watching the sources) scripts paint what is missing
// before serving.
describe.each(['start', 'dev'])('npm run %s in the api workspace', (script) => {
  it('paints the missing artwork, keeps what exists, then serves', async () => {
    const database = await createTestDatabase();
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'lux-api-start-'));
    const [missing = '', ...present] = artworkKeys();
    // Every other image already there (as empty files, which the painter keeps): only one is painted.
    await Promise.all(present.flatMap(artworkFiles).map((file) => writeFile(path.join(mediaDir, file), '')));
    // Painted by this version of the painter: another version's files would all be repainted.
    await writeFile(path.join(mediaDir, PAINTER_VERSION_FILE), PAINTER_VERSION);
    const port = await freePort();
    const api = spawn('npm', ['run', '-s', script], {
      cwd: apiDir,
      env: { ...process.env, ...database.env, MEDIA_DIR: mediaDir, PORT: String(port), LOG_LEVEL: 'silent' },
      // Its own process group, so stopping it stops npm, tsx and the server alike.
      detached: true,
      stdio: 'ignore',
    });
    const ended = new Promise((resolve) => api.once('exit', resolve));
    try {
      await waitUntilServing(`http://127.0.0.1:${port}/api/v1/health`, ended);

      for (const file of artworkFiles(missing)) {
        expect((await stat(path.join(mediaDir, file))).size).toBeGreaterThan(0);
      }
      const kept = present[0] ?? '';
      expect((await stat(path.join(mediaDir, `${kept}.webp`))).size).toBe(0);
    } finally {
      if (api.pid && api.exitCode === null) process.kill(-api.pid, 'SIGTERM');
      await ended;
      await rm(mediaDir, { recursive: true, force: true });
      await database.drop();
    }
  });
});
