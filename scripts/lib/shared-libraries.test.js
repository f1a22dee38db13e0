// The version rules of what the apps share at runtime (webpack.common.js): one copy of each singleton,
// taken only in the major an app was built with, and the kit by version, as the app's own folder has it.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { sharedLibraries, singletonPackages } = require('../../webpack.common.js');

const root = path.resolve(__dirname, '..', '..');
const installed = (pkg) => require(`${pkg}/package.json`).version;
const shell = path.join(root, 'shell');

it.each(['browser', 'server'])(
  'shares every singleton in its major only, failing a load outside it (%s)',
  (target) => {
    const shared = sharedLibraries(shell, target);
    // What there must be one of on a page.
    expect(singletonPackages).toEqual(
      expect.arrayContaining([
        'react',
        'react-dom',
        'react-router',
        'react-redux',
        '@reduxjs/toolkit',
        '@lux/store',
      ]),
    );
    for (const pkg of singletonPackages) {
      const major = installed(pkg).split('.')[0];
      expect({ pkg, ...shared[pkg] }).toMatchObject({
        pkg,
        singleton: true,
        version: installed(pkg),
        requiredVersion: `^${major}.0.0`,
        strictVersion: true,
      });
    }
  },
);

it('shares the kit by version: an app asks for the one it was built with, or a later one of its major', () => {
  const kit = sharedLibraries(shell, 'browser')['@lux/shared'];
  expect(kit).toEqual({ version: installed('@lux/shared'), requiredVersion: `^${installed('@lux/shared')}` });
});

describe('a remote built with a newer kit than the shell', () => {
  // Inside the repository, so the other packages resolve as they do for the apps.
  const drill = path.join(root, '.tmp', `shared-libraries-${process.pid}`);
  beforeAll(() => {
    const kit = path.join(drill, 'node_modules', '@lux', 'shared');
    fs.mkdirSync(kit, { recursive: true });
    fs.writeFileSync(
      path.join(kit, 'package.json'),
      JSON.stringify({ name: '@lux/shared', version: '1.4.0' }),
    );
    fs.mkdirSync(path.join(drill, 'mfe-journal'));
  });
  afterAll(() => fs.rmSync(drill, { recursive: true, force: true }));

  it('offers and asks for the kit its own folder has', () => {
    const shared = sharedLibraries(path.join(drill, 'mfe-journal'), 'browser');
    expect(shared['@lux/shared']).toEqual({ version: '1.4.0', requiredVersion: '^1.4.0' });
    // The singletons stay the page's: nothing of them changed.
    expect(shared['@lux/store'].version).toBe(installed('@lux/store'));
  });
});

// A kit or store whose code changed under the same version would be taken for the one already on the
// page: a remote built with a new part would get the shell's copy, without it. So every change to what
// they ship moves their version on, and each records the hash of its sources at that version.
describe.each(['shared', 'store'])('@lux/%s', (workspace) => {
  const dir = path.join(root, workspace);
  const shipped = (file) => !/\.test\.[jt]sx?$/.test(file) && !file.split(path.sep).includes('testing');
  const sourcesHash = () => {
    const hash = createHash('sha256');
    const files = fs.readdirSync(path.join(dir, 'src'), { recursive: true }).sort();
    for (const file of files.filter(shipped)) {
      const full = path.join(dir, 'src', file);
      if (fs.statSync(full).isFile()) hash.update(`${file}\0${fs.readFileSync(full)}\0`);
    }
    return hash.digest('hex');
  };

  it('moves its version on with every change to what it ships', () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const released = JSON.parse(fs.readFileSync(path.join(dir, 'released.json'), 'utf8'));
    const now = { version, sources: sourcesHash() };
    expect({
      now,
      // What to do when this fails: move package.json's version on (patch for a fix, minor for an
      // addition, major for a change that breaks a page built with the old one), then write `now` into
      // released.json.
      released,
    }).toEqual({ now, released: now });
    expect(released.version).toBe(version);
  });
});
