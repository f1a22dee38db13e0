// Production builds of the front ends. Each build goes to a folder of its own, `<app>/.builds/<inputs>`,
// named by a content hash of everything it is made from, and `<app>/dist` is a symlink to the live one:
// a build is switched to in one step (a rename of the symlink) once it is complete, so no server ever
// serves half of one, and `npm start` rebuilds exactly the apps whose inputs changed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const { hashedFile } = require('../../webpack.common.js');

// What an app's build is made of: its own sources and config, and what every app builds with.
const ownInputs = ['src', 'webpack.config.js', 'package.json'];
const commonInputs = [
  'webpack.common.js',
  'package-lock.json',
  'store/src',
  'store/package.json',
  'shared/src',
  'shared/package.json',
  'scripts/lib',
];
const testFile = /\.test\.[cm]?[jt]sx?$/;

// Builds kept besides the live one, to switch back to without building.
const KEPT_BUILDS = 3;

const buildsDir = (app) => path.join(root, app, '.builds');
const liveLink = (app) => path.join(root, app, 'dist');

function filesIn(relative) {
  const absolute = path.join(root, relative);
  if (!fs.statSync(absolute).isDirectory()) return [relative];
  return fs
    .readdirSync(absolute, { recursive: true })
    .map((file) => path.join(relative, file))
    .filter((file) => fs.statSync(path.join(root, file)).isFile());
}

/** The content hash of an app's inputs and the build's extra webpack arguments. */
export function inputsHash(app, webpackArgs = []) {
  const hash = createHash('sha256').update(JSON.stringify(webpackArgs));
  const files = [...ownInputs.map((input) => path.join(app, input)), ...commonInputs]
    .flatMap(filesIn)
    .filter((file) => !testFile.test(file))
    .sort();
  for (const file of files) hash.update(`\0${file}\0`).update(fs.readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

/** The inputs hash of the build `dist` points at (undefined without one). */
export function liveBuild(app) {
  try {
    return path.basename(fs.readlinkSync(liveLink(app)));
  } catch {
    return undefined;
  }
}

export const isUpToDate = (app) => liveBuild(app) === inputsHash(app);

// Each build lists the hashed files it made itself (in a dotfile, which no server serves), so only
// those are carried into the next: a tab one release behind keeps loading its chunks, and files of
// older releases are not carried from build to build for ever.
const OWN_FILES = '.own-hashed-files.json';

const hashedFilesIn = (dir) =>
  fs
    .readdirSync(dir, { recursive: true })
    .filter((file) => hashedFile.test(file) && !file.startsWith('releases'));

/** Records the hashed files a build just made (before any is carried into it). */
export function recordOwnHashedFiles(buildDir) {
  fs.writeFileSync(path.join(buildDir, OWN_FILES), JSON.stringify(hashedFilesIn(buildDir)));
}

/**
 * Links the hashed files `liveDir`'s build made into `target` where missing: a tab still running the
 * live release loads its chunks on its next navigation, whichever build is switched to. (A build from
 * before the list was kept carries all it holds.)
 */
export function carryHashedFiles(liveDir, target) {
  if (!fs.existsSync(liveDir)) return;
  let files;
  try {
    files = JSON.parse(fs.readFileSync(path.join(liveDir, OWN_FILES), 'utf8'));
  } catch {
    files = hashedFilesIn(liveDir);
  }
  for (const file of files) {
    const destination = path.join(target, file);
    if (fs.existsSync(destination) || !fs.existsSync(path.join(liveDir, file))) continue;
    fs.mkdirSync(path.dirname(destination), { recursive: true });
    try {
      fs.linkSync(path.join(liveDir, file), destination);
    } catch {
      fs.copyFileSync(path.join(liveDir, file), destination);
    }
  }
}

/** Points `dist` at `target` in one rename. */
function switchTo(app, target) {
  const link = liveLink(app);
  const next = `${link}.next-${process.pid}`;
  fs.rmSync(next, { force: true });
  fs.symlinkSync(path.relative(path.dirname(link), target), next);
  // A `dist` folder from before builds were switched is kept aside once, with the other builds.
  if (fs.existsSync(link) && !fs.lstatSync(link).isSymbolicLink()) {
    fs.renameSync(link, path.join(buildsDir(app), `folder-${Date.now().toString(36)}`));
  }
  fs.renameSync(next, link);
}

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Removes all but the newest builds, and what interrupted builds left. */
function prune(app) {
  const live = liveBuild(app);
  const entries = fs.readdirSync(buildsDir(app)).map((name) => ({
    name,
    file: path.join(buildsDir(app), name),
    interruptedBy: /\.partial-(\d+)$/.exec(name)?.[1],
  }));
  const leftovers = entries.filter(({ interruptedBy }) => interruptedBy && !isRunning(Number(interruptedBy)));
  const older = entries
    .filter(({ name, interruptedBy }) => !interruptedBy && name !== live)
    .sort((a, b) => fs.statSync(b.file).mtimeMs - fs.statSync(a.file).mtimeMs)
    .slice(KEPT_BUILDS);
  for (const { file } of [...leftovers, ...older]) fs.rmSync(file, { recursive: true, force: true });
}

/**
 * Makes `dist` the build of the app's current inputs: switches to it if it exists, otherwise builds it
 * into a new folder first (webpack's production build, with `webpackArgs`). Returns what it did.
 */
export function buildApp(app, webpackArgs = []) {
  const hash = inputsHash(app, webpackArgs);
  const target = path.join(buildsDir(app), hash);
  if (liveBuild(app) === hash && fs.existsSync(target)) return 'up to date';
  fs.mkdirSync(buildsDir(app), { recursive: true });
  const built = !fs.existsSync(target);
  if (built) {
    const partial = `${target}.partial-${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.mkdirSync(partial);
    const webpack = spawnSync(
      process.execPath,
      [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', ...webpackArgs],
      { cwd: path.join(root, app), env: { ...process.env, BUILD_DIR: partial }, stdio: 'inherit' },
    );
    if (webpack.status !== 0) {
      fs.rmSync(partial, { recursive: true, force: true });
      throw new Error(`webpack failed building ${app}`);
    }
    recordOwnHashedFiles(partial);
    carryHashedFiles(liveLink(app), partial);
    // Another build of the same inputs may have finished first: either is the same build.
    if (fs.existsSync(target)) fs.rmSync(partial, { recursive: true, force: true });
    else fs.renameSync(partial, target);
  } else {
    carryHashedFiles(liveLink(app), target);
  }
  switchTo(app, target);
  prune(app);
  return built ? 'built' : 'switched to an earlier build of the same inputs';
}
