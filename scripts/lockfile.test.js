// The lockfile as `npm ci` needs it.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const { allowScripts } = require(path.join(root, 'package.json'));
const { packages } = require(path.join(root, 'package-lock.json'));

/** Every package `npm ci` may install, by its lockfile key (workspaces' links left out). */
const installed = Object.entries(packages).filter(
  ([key, entry]) => key.includes('node_modules/') && !entry.link,
);

/** The package's name from its lockfile key, the last node_modules/ of it (scoped names keep their scope). */
const nameOf = (key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

// Each package as npm writes it: with the integrity `npm ci` checks, and one built for a platform with
// the `os` and `cpu` it runs on. One listed by version alone (as the lockfile once listed 83 platform
// packages, scripts/complete-lockfile.mjs) is installed on every machine, whatever its platform.
it('lists every package with its integrity', () => {
  expect(installed.length).toBeGreaterThan(0);
  expect(installed.filter(([, entry]) => !entry.integrity).map(([key]) => key)).toEqual([]);
});

it("lists esbuild's, sharp's, swc's and rspack's binaries with their platform", () => {
  const binaries = installed.filter(([key]) =>
    /node_modules\/(@esbuild\/|@img\/sharp-|@swc\/core-|@rspack\/binding-)/.test(key),
  );
  expect(binaries.length).toBeGreaterThan(40);
  expect(binaries.filter(([, entry]) => !entry.os && !entry.cpu).map(([key]) => key)).toEqual([]);
});

// Every dependency with an install script is approved or denied in package.json's allowScripts: npm 11
// only warns about one that is not, and later versions skip it silently (a new native addon would then
// install without its build). `npm install-scripts ls` lists what to review.
it('approves or denies every dependency that has an install script', () => {
  const withScripts = installed.filter(([, entry]) => entry.hasInstallScript).map(([key]) => nameOf(key));

  expect(withScripts.length).toBeGreaterThan(0);
  expect(withScripts.filter((name) => !(name in allowScripts))).toEqual([]);
});

it('lets better-sqlite3 build its addon: the API has no SQLite driver without it', () => {
  expect(allowScripts['better-sqlite3']).toBe(true);
});
