import { spawn } from 'node:child_process';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildCompiledApi, type CompiledApi } from './testing/compiled-api';

// `npm start` in the api workspace builds before it runs, and `npm test` builds the site beside the
// API's tests: a server may start from a folder while a build rewrites it.

const apiDir = path.resolve(__dirname, '..');

let compiled: CompiledApi;
beforeAll(async () => {
  compiled = await buildCompiledApi();
}, 60_000);
afterAll(() => compiled.remove());

it('leaves a whole server.js in its folder for all of a rebuild, and removes what the build no longer makes', async () => {
  const serverJs = path.join(compiled.dir, 'server.js');
  const size = statSync(serverJs).size;
  writeFileSync(path.join(compiled.dir, 'old-entry.js'), '');

  const rebuild = spawn(process.execPath, ['scripts/build.mjs', '--outdir', compiled.dir], { cwd: apiDir });
  const exitCode = new Promise<number | null>((resolve) => rebuild.once('exit', resolve));
  let running = true;
  void exitCode.then(() => (running = false));
  const seen = new Set<string>();
  while (running) {
    let seenSize: number | string;
    try {
      seenSize = statSync(serverJs).size;
    } catch {
      seenSize = 'missing';
    }
    seen.add(seenSize === size ? 'whole' : String(seenSize));
    await new Promise((resolve) => setImmediate(resolve));
  }

  expect(await exitCode).toBe(0);
  expect([...seen]).toEqual(['whole']);
  expect(readdirSync(compiled.dir).sort()).toEqual(
    ['artwork', 'delivery-thread', 'enquiries', 'seed', 'server'].flatMap((entry) => [
      `${entry}.js`,
      `${entry}.js.map`,
    ]),
  );
}, 60_000);
