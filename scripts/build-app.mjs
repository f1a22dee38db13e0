#!/usr/bin/env node
// `npm run build` in a front end's workspace: its production build in a folder of its own, then `dist`
// switched to it in one step (scripts/lib/app-builds.mjs). Arguments after the app go to webpack.
// Usage: node scripts/build-app.mjs <app> [webpack arguments]
import { createRequire } from 'node:module';
import { buildApp } from './lib/app-builds.mjs';

const { frontEnds } = createRequire(import.meta.url)('./lib/ports.cjs');
const [app, ...webpackArgs] = process.argv.slice(2);
if (!frontEnds.includes(app)) {
  console.error(`usage: build-app.mjs <${frontEnds.join('|')}> [webpack arguments]`);
  process.exit(2);
}
try {
  console.log(`${app}: ${buildApp(app, webpackArgs)}`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
