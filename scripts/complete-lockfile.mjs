#!/usr/bin/env node
// Run after `npm install` changes package-lock.json.
//
// The lockfile was first made when the registry reachable here served only Linux builds of the packages
// that come one per platform (@esbuild/darwin-arm64, @rspack/binding-win32-x64-msvc, ...). npm left them
// out, and keeps them out: a missing optional package is not a problem it re-resolves. Listed with
// their version alone, every `npm ci` then fetched all of them, whatever the platform (1.1 GB unpacked
// here). This fills in each one npm did not write, from the registry, as npm writes them: with the `os`,
// `cpu` and `libc` that let `npm ci` install only the machine's own, and the integrity it checks.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
// Entries listed by an earlier version of this script, with their version alone, are made anew.
const listedBare = ([location, entry]) => location && entry.optional && !entry.integrity && !entry.link;
const packages = Object.fromEntries(Object.entries(lock.packages).filter((item) => !listedBare(item)));
const registry = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim();

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

/** The entry npm writes for `name` at `version` (platform packages name exact versions). */
async function entryFor(name, version, parent) {
  const url = new URL(
    `${name.replace('/', '%2f')}/${version}`,
    registry.endsWith('/') ? registry : `${registry}/`,
  );
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${name}@${version}: the registry answered ${response.status}`);
  const manifest = await response.json();
  const fields = ['dependencies', 'optionalDependencies', 'peerDependencies', 'engines', 'os', 'cpu', 'libc'];
  return {
    version: manifest.version,
    integrity: manifest.dist.integrity,
    ...(parent.dev ? { dev: true } : {}),
    ...(manifest.license ? { license: manifest.license } : {}),
    optional: true,
    ...(parent.peer ? { peer: true } : {}),
    ...Object.fromEntries(fields.filter((field) => manifest[field]).map((field) => [field, manifest[field]])),
  };
}

let added = 0;
for (let missing = true; missing;) {
  const wanted = Object.entries(packages).flatMap(([location, entry]) =>
    Object.entries(entry.optionalDependencies ?? {})
      .filter(([name]) => !resolve(location, name))
      .map(([name, version]) => {
        const target = packages[`node_modules/${name}`]
          ? `${location}/node_modules/${name}`
          : `node_modules/${name}`;
        return { target, name, version, parent: entry };
      }),
  );
  // One at a time: the registry drops connections opened by the dozen.
  for (const { target, name, version, parent } of wanted)
    packages[target] = await entryFor(name, version, parent);
  added += wanted.length;
  missing = wanted.length > 0; // what they depend on may be missing too
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform packages filled in from ${registry}`);
