#!/usr/bin/env node
// Run after `npm install` changes package-lock.json.
//
// The npm registry reachable here serves only Linux builds of platform-specific packages (@swc/core-darwin-*,
// @rspack/binding-win32-*, ...). npm leaves what it cannot resolve out of the lockfile, and `npm ci` then
// refuses the lockfile as out of sync with the optionalDependencies that name them. Listing each missing
// one as an optional entry satisfies `npm ci`, which skips optional packages it cannot fetch.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const { packages } = lock;

// Where Node would look for `name` from the package at `location`: its own node_modules, then upwards.
function resolve(location, name) {
  const parts = location ? location.split('/node_modules/') : [];
  for (let depth = parts.length; depth >= 0; depth -= 1) {
    const base = parts.slice(0, depth).join('/node_modules/');
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
  }
  return undefined;
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolve(location, name)) continue;
    const top = `node_modules/${name}`;
    const target = packages[top] ? `${location}/node_modules/${name}` : top;
    packages[target] = { version, optional: true };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform packages listed`);
