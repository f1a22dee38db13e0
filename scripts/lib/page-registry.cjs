// A remote's page registry (`src/pages.json`, types in shared/src/registry/pageRegistry.ts) and the site's
// manifest of remotes built from the registries. Used by the webpack factory, `npm start`, the dev server,
// the e2e harness and `scripts/remotes-manifest.mjs`, so each reads a registry the same way.
const fs = require('node:fs');
const path = require('node:path');
const { federationName, internalPortOf, portOf, remotes } = require('./ports.cjs');

// The standalone entries find page files by this name (a webpack context), so every page follows it.
const pageFile = /Page\.tsx$/;

function fail(where, message) {
  throw new Error(`${where}: ${message}`);
}

/** Throws a clear error unless `registry` is a valid page registry; returns it. */
function validateRegistry(registry, where) {
  if (!registry || typeof registry.pages !== 'object') fail(where, 'expected { "pages": { ... } }');
  for (const [module, page] of Object.entries(registry.pages)) {
    const at = `${where} pages.${module}`;
    if (!/^[A-Z][A-Za-z0-9]*$/.test(module)) fail(at, 'a page is named like a component, e.g. CountryPage');
    if (!Array.isArray(page.paths) || page.paths.length === 0) fail(at, '"paths" lists at least one path');
    for (const path of page.paths) if (!/^\/\S*$/.test(path)) fail(at, `path "${path}" must start with /`);
    if (
      page.query !== undefined &&
      !(Array.isArray(page.query) && page.query.every((name) => /^\w+$/.test(name)))
    )
      fail(at, '"query" lists the query parameters the page reads, e.g. ["q"]');
    if (page.formPost !== undefined && page.formPost !== 'enquiry')
      fail(at, '"formPost" names the form the page posts without its app: "enquiry"');
    if (typeof page.source !== 'string' || !pageFile.test(page.source))
      fail(at, '"source" is the page file, named *Page.tsx');
    if (!page.texts || typeof page.texts.error !== 'string') fail(at, '"texts.error" is required');
  }
  for (const [module, source] of Object.entries(registry.widgets ?? {})) {
    if (typeof source !== 'string') fail(`${where} widgets.${module}`, 'a widget maps to its file');
  }
  return registry;
}

function readRegistry(file) {
  return validateRegistry(JSON.parse(fs.readFileSync(file, 'utf8')), file);
}

/** Webpack `exposes` of a registry: every page and widget as `./<Name>`. */
function exposesOf(registry) {
  const sources = {
    ...Object.fromEntries(Object.entries(registry.pages).map(([module, page]) => [module, page.source])),
    ...registry.widgets,
  };
  return Object.fromEntries(Object.entries(sources).map(([module, source]) => [`./${module}`, source]));
}

/**
 * One remote's entry in the site's `/remotes.json`: where browsers load its code, where the shell's
 * server loads its server container (`serverBaseUrl`, the same build reached from the server; with
 * `version`, a new build gets a new URL, so the server drops what it kept of the old one), and the
 * pages it answers.
 */
function manifestEntry(baseUrl, registry, { serverBaseUrl = baseUrl, version } = {}) {
  const serverEntry = new URL('server/remoteEntry.js', serverBaseUrl);
  if (version) serverEntry.searchParams.set('v', version);
  return {
    entry: new URL('remoteEntry.js', baseUrl).href,
    serverEntry: serverEntry.href,
    pages: registry.pages,
  };
}

/** When a built file was written, as a version: a rebuild changes it (undefined when not built). */
function buildVersion(file) {
  try {
    return Math.trunc(fs.statSync(file).mtimeMs).toString(36);
  } catch {
    return undefined;
  }
}

/**
 * The manifest of the remotes on this machine, each on its port (PORT_OFFSET applies; the server
 * container on the remote's internal port), with the registry
 * read from `registryFile` inside the remote's folder: `src/pages.json` in development, `dist/pages.json`
 * (what was built) in production. `root` is the checkout the remotes are in: this one by default (the
 * shell's bundled server, which is not in scripts/lib, names its own).
 */
function localManifest(registryFile, env = process.env, root = path.join(__dirname, '..', '..')) {
  return Object.fromEntries(
    remotes.map((app) => [
      federationName(app),
      manifestEntry(
        `http://localhost:${portOf(app, env)}/`,
        readRegistry(path.join(root, app, registryFile)),
        {
          serverBaseUrl: `http://127.0.0.1:${internalPortOf(app, env)}/`,
          version: buildVersion(path.join(root, app, 'dist', 'server', 'remoteEntry.js')),
        },
      ),
    ]),
  );
}

module.exports = { exposesOf, localManifest, manifestEntry, readRegistry, validateRegistry };
