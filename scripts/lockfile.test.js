// The lockfile as npm writes it: each package with the integrity `npm ci` checks, and each one built for
// a platform with the `os` and `cpu` it runs on. One listed by version alone (as the lockfile once
// listed 83 platform packages, scripts/complete-lockfile.mjs) is installed on every machine, whatever
// its platform.
const path = require('node:path');

const { packages } = require(path.join(__dirname, '..', 'package-lock.json'));
const installed = Object.entries(packages).filter(
  ([key, entry]) => key.includes('node_modules/') && !entry.link,
);

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
