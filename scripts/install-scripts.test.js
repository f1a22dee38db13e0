// Every dependency with an install script is approved or denied in package.json's allowScripts: npm 11
// only warns about one that is not, and later versions skip it silently (a new native addon would then
// install without its build). `npm install-scripts ls` lists what to review.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const { allowScripts } = require(path.join(root, 'package.json'));
const { packages } = require(path.join(root, 'package-lock.json'));

/** The package's name from its lockfile key, the last node_modules/ of it (scoped names keep their scope). */
const nameOf = (key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

it('approves or denies every dependency that has an install script', () => {
  const withScripts = Object.entries(packages)
    .filter(([key, entry]) => key.includes('node_modules/') && entry.hasInstallScript)
    .map(([key]) => nameOf(key));

  expect(withScripts.length).toBeGreaterThan(0);
  expect(withScripts.filter((name) => !(name in allowScripts))).toEqual([]);
});

it('lets better-sqlite3 build its addon: the API has no SQLite driver without it', () => {
  expect(allowScripts['better-sqlite3']).toBe(true);
});
