import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isFree } from '../../scripts/lib/free-port.cjs';
import { portOf } from '../../scripts/lib/ports.cjs';
import { processesTagged } from '../../scripts/lib/processes-tagged.cjs';
import { pictureFiles } from '@lux/shared/media-files';
import { artworkKeys } from './media/artwork-keys';
import { eventually } from './testing/eventually';
import { createTestDatabase } from './testing/test-database';

jest.setTimeout(120_000);

const apiDir = path.resolve(__dirname, '..');

/** A PORT_OFFSET whose API port nothing on this machine holds. */
async function freeStackOffset(): Promise<number> {
  for (let offset = 3100; offset <= 3900; offset += 100) {
    if (await isFree(portOf('api', { PORT_OFFSET: String(offset) }))) return offset;
  }
  throw new Error('No free API port at PORT_OFFSET 3100..3900');
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

// A remote team running the API alone on a fresh clone: the workspace's own start (compiled, as in
// production) and dev (tsx, watching the sources) scripts listen on PORT_OFFSET's API port at once, paint
// the artwork behind it, and stop completely when npm is told to stop.
describe.each(['start', 'dev'])('npm run %s in the api workspace', (script) => {
  it('listens on PORT_OFFSET at once, paints behind it, and stops on SIGTERM to npm', async () => {
    const database = await createTestDatabase();
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'lux-api-start-'));
    const offset = String(await freeStackOffset());
    const health = `http://127.0.0.1:${portOf('api', { PORT_OFFSET: offset })}/health`;
    const api = spawn('npm', ['run', '-s', script], {
      cwd: apiDir,
      env: {
        ...process.env,
        ...database.env,
        MEDIA_DIR: mediaDir,
        PORT: '',
        PORT_OFFSET: offset,
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    const ended = new Promise((resolve) => api.once('exit', resolve));
    const started = () => processesTagged('MEDIA_DIR', mediaDir);
    try {
      await eventually(() => answers(health), `the API answers on ${health}`, 90_000);
      // Painting every image takes minutes: the API answered before it.
      const allFiles = artworkKeys().flatMap((key) => pictureFiles(key));
      expect((await readdir(mediaDir)).filter((file) => allFiles.includes(file)).length).toBeLessThan(
        allFiles.length,
      );
      const paintedAny = async () => {
        for (const file of await readdir(mediaDir)) {
          if (allFiles.includes(file) && (await stat(path.join(mediaDir, file))).size > 0) return true;
        }
        return false;
      };
      await eventually(paintedAny, 'the artwork is painted behind the API', 60_000);

      // As a process manager stops it: SIGTERM to npm alone, not to its process group.
      api.kill('SIGTERM');
      await eventually(() => started().length === 0, 'every process it started has exited', 5_000);
      expect(await answers(health)).toBe(false);
    } finally {
      for (const pid of started()) process.kill(pid, 'SIGKILL');
      await ended;
      await rm(mediaDir, { recursive: true, force: true });
      await database.drop();
    }
  });
});
