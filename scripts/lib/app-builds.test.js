// What a new build of a front end carries over from the live one: the hashed files the live build made
// itself, so a tab one release behind loads its chunks, and never the releases before it.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { carryHashedFiles, recordOwnHashedFiles } = require('./app-builds.mjs');

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lux-builds-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A build as webpack leaves it: `files` written, then its own list recorded. */
function build(name, files) {
  const buildDir = path.join(dir, name);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
    fs.writeFileSync(path.join(buildDir, file), `${name} ${file}`);
  }
  recordOwnHashedFiles(buildDir);
  return buildDir;
}

const hashedFilesOf = (buildDir) =>
  fs
    .readdirSync(buildDir, { recursive: true })
    .filter((file) => /\.[0-9a-f]{10}\.js$/.test(file))
    .sort();

it('carries the live build’s own chunks into the next, and not those it carried itself', () => {
  const first = build('first', ['main.js', '221.aaaaaaaaaa.js', 'server/17.aaaaaaaaaa.js']);
  const second = build('second', ['main.js', '221.bbbbbbbbbb.js', 'server/17.bbbbbbbbbb.js']);
  carryHashedFiles(first, second);
  expect(hashedFilesOf(second)).toEqual([
    '221.aaaaaaaaaa.js',
    '221.bbbbbbbbbb.js',
    'server/17.aaaaaaaaaa.js',
    'server/17.bbbbbbbbbb.js',
  ]);
  // Unhashed files (the entry, the page) are the new build's own.
  expect(fs.readFileSync(path.join(second, 'main.js'), 'utf8')).toBe('second main.js');

  const third = build('third', ['main.js', '221.cccccccccc.js', 'server/17.bbbbbbbbbb.js']);
  carryHashedFiles(second, third);
  expect(hashedFilesOf(third)).toEqual(['221.bbbbbbbbbb.js', '221.cccccccccc.js', 'server/17.bbbbbbbbbb.js']);
  expect(fs.readFileSync(path.join(third, 'server/17.bbbbbbbbbb.js'), 'utf8')).toBe(
    'third server/17.bbbbbbbbbb.js',
  );
});

it('carries every hashed file of a build made before builds listed their own', () => {
  const old = build('old', ['221.aaaaaaaaaa.js', '9.bbbbbbbbbb.js']);
  fs.rmSync(path.join(old, '.own-hashed-files.json'));
  const next = build('next', ['221.cccccccccc.js']);
  carryHashedFiles(old, next);
  expect(hashedFilesOf(next)).toEqual(['221.aaaaaaaaaa.js', '221.cccccccccc.js', '9.bbbbbbbbbb.js']);
});

it('never carries a remote’s test releases', () => {
  const live = build('live', ['221.aaaaaaaaaa.js', 'releases/x/221.dddddddddd.js']);
  const next = build('next', ['221.cccccccccc.js']);
  carryHashedFiles(live, next);
  expect(hashedFilesOf(next)).toEqual(['221.aaaaaaaaaa.js', '221.cccccccccc.js']);
});
