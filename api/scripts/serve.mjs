#!/usr/bin/env node
// `npm start` and `npm run dev` in the api workspace: the content files are seeded, then the API listens
// at once, and the artwork still missing is painted behind it at the lowest priority (a picture asked for
// before it is painted is answered with a transparent pixel, and painted next). `--watch` runs the
// TypeScript sources and restarts on a change (dev); without it, the compiled server (start, after its
// build). PORT, or PORT_OFFSET's API port, as the server itself reads.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, startService, waitForUrl } from '../../scripts/lib/processes.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { portOf } = require('../../scripts/lib/ports.cjs');
const port = Number(process.env.PORT) || portOf('api');
const watch = process.argv.includes('--watch');

// tsx runs the sources in development; production's compiled files run under plain node.
const tsx = require.resolve('tsx/cli');
const [seed, server, artwork] = watch
  ? [
      [tsx, 'src/cli/seed.ts'],
      [tsx, 'watch', 'src/server.ts'],
      [tsx, 'src/cli/artwork.ts'],
    ]
  : [
      ['--enable-source-maps', 'dist/seed.js'],
      ['--enable-source-maps', 'dist/server.js'],
      ['--enable-source-maps', 'dist/artwork.js'],
    ];
const options = { cwd: apiDir, env: { ...process.env, PORT: String(port) } };

// The API writes no content: the content files are seeded first, as a deploy does.
await run('seed', process.execPath, seed, options);

startService('server', process.execPath, server, options);
await waitForUrl(`http://127.0.0.1:${port}/health`);
run('artwork', process.execPath, [...artwork, '--background'], options).catch((error) =>
  console.error(`Background painting stopped (${error.message}); npm run artwork paints what is missing.`),
);
