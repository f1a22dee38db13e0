// `npm run build --workspace api`: the API compiled to JavaScript in dist/, run with plain node in
// production (no TypeScript loader at runtime). Packages stay in node_modules; only our workspaces
// (@lux/shared's contract, @lux/artwork's painter), shipped as TypeScript source, are compiled in.
// `--outdir DIR` (inside the repository, so the packages resolve) builds elsewhere, for tests that run
// beside a build of dist/.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { outdir } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } }).values;

const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith('@lux/') ? undefined : { external: true },
    );
  },
};

const outputDir = path.resolve(apiDir, outdir);
const { outputFiles } = await build({
  absWorkingDir: apiDir,
  // The server, and the commands an operator runs beside it in the same image.
  entryPoints: {
    server: 'src/server.ts',
    // The enquiry delivery's thread on PostgreSQL, started by the server from beside it.
    'delivery-thread': 'src/outbox/delivery-thread.ts',
    enquiries: 'src/cli/enquiries.ts',
    seed: 'src/cli/seed.ts',
    artwork: 'src/cli/artwork.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  plugins: [packagesStayExternal],
  logLevel: 'warning',
  write: false,
});

// Each file replaced whole by a rename, and files of an older build removed only after: a server or
// command starting while this runs (`npm start` in the workspace builds first, and `npm test` runs the
// API's tests beside the site's build) loads the old build or the new one, never half of one or none.
mkdirSync(outputDir, { recursive: true });
for (const { path: file, contents } of outputFiles) {
  writeFileSync(`${file}.${process.pid}.tmp`, contents);
  renameSync(`${file}.${process.pid}.tmp`, file);
}
// Another build's file on its way in (`.tmp`) is left to it.
const written = new Set(outputFiles.map((file) => path.basename(file.path)));
for (const name of readdirSync(outputDir)) {
  if (!written.has(name) && !name.endsWith('.tmp'))
    rmSync(path.join(outputDir, name), { recursive: true, force: true });
}
