#!/usr/bin/env node
// Points the site's manifest at a deployed remote: reads the remote's page registry (the `pages.json` its
// build put beside remoteEntry.js), checks it, and writes the remote's entry into the manifest file the
// shell serves as /remotes.json. Other remotes' entries are kept. Run it after uploading a remote's build.
//
//   node scripts/remotes-manifest.mjs --manifest remotes.json mfe_journal=http://localhost:3004/@http://mfe-journal:8081/
//
// `name=URL` is where visitors' browsers load the remote; `@URL` is where this script and the shell's
// server reach the same build, server container included: the remote's internal address, since its
// public one does not serve the server container (scripts/lib/front-end-server.mjs, deploy/nginx/). Without it, the
// public URL is tried. The entry records the server container's hash, so the shell's server picks up a
// redeployed remote.
import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const { manifestEntry, validateRegistry } = createRequire(import.meta.url)('./lib/page-registry.cjs');

const { values, positionals } = parseArgs({
  options: { manifest: { type: 'string' } },
  allowPositionals: true,
});
if (!values.manifest || positionals.length === 0) {
  console.error('usage: remotes-manifest.mjs --manifest FILE name=PUBLIC_URL[@INTERNAL_URL] ...');
  process.exit(2);
}

async function readManifest(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
}

async function fetchRegistry(baseUrl) {
  const url = new URL('pages.json', baseUrl);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return validateRegistry(await response.json(), url.href);
}

/** A hash of the remote's server container: the shell's server reloads the remote when it changes. */
async function serverBuildVersion(baseUrl) {
  const url = new URL('server/remoteEntry.js', baseUrl);
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(
      `${url} answered ${response.status}: give the remote's internal address, name=PUBLIC_URL@INTERNAL_URL`,
    );
  }
  return createHash('sha256')
    .update(await response.text())
    .digest('base64url')
    .slice(0, 12);
}

try {
  const manifest = await readManifest(values.manifest);
  for (const remote of positionals) {
    const [, name, publicUrl, fetchUrl] = remote.match(/^(\w+)=([^@]+)(?:@(.+))?$/) ?? [];
    if (!name) throw new Error(`"${remote}" is not name=PUBLIC_URL[@INTERNAL_URL]`);
    const base = (url) => (url.endsWith('/') ? url : `${url}/`);
    const serverBaseUrl = base(fetchUrl ?? publicUrl);
    manifest[name] = manifestEntry(base(publicUrl), await fetchRegistry(serverBaseUrl), {
      serverBaseUrl,
      version: await serverBuildVersion(serverBaseUrl),
    });
    console.log(`${name}: ${manifest[name].entry} (${Object.keys(manifest[name].pages).length} pages)`);
  }
  // Written whole, then renamed: the shell never serves half a manifest.
  const partial = `${values.manifest}.${process.pid}.tmp`;
  await writeFile(partial, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(partial, values.manifest);
} catch (error) {
  console.error(`The manifest was not changed: ${error.message}`);
  process.exit(1);
}
