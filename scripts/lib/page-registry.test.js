const fs = require('node:fs');
const path = require('node:path');
const { exposesOf, localManifest, validateRegistry } = require('./page-registry.cjs');
const { remotes } = require('./ports.cjs');

const root = path.join(__dirname, '..', '..');
const registryOf = (app) => JSON.parse(fs.readFileSync(path.join(root, app, 'src', 'pages.json'), 'utf8'));

it.each(remotes)('%s declares each page once, with a file that exists and its texts', (app) => {
  const registry = validateRegistry(registryOf(app), app);
  for (const source of Object.values(exposesOf(registry))) {
    expect(fs.existsSync(path.join(root, app, source))).toBe(true);
  }
});

it('gives every path of the site to one page only', () => {
  const paths = remotes.flatMap((app) => Object.values(registryOf(app).pages).flatMap((page) => page.paths));
  expect(new Set(paths).size).toBe(paths.length);
});

it('names each remote in the manifest by its federation name, at its port', () => {
  const manifest = localManifest('src/pages.json', { PORT_OFFSET: '100' });
  expect(manifest.mfe_journal.entry).toBe('http://localhost:3104/remoteEntry.js');
  // The server container only on the internal port, never the one browsers reach.
  expect(manifest.mfe_journal.serverEntry).toMatch(/^http:\/\/127\.0\.0\.1:3604\/server\/remoteEntry\.js/);
  expect(manifest.mfe_journal.pages.JournalArticlePage.paths).toEqual(['/journal/:slug']);
});

it('refuses a registry a shell could not route', () => {
  const page = { paths: ['/about'], source: './src/about/AboutPage.tsx', texts: { error: 'Sorry.' } };
  expect(() => validateRegistry({ pages: { AboutPage: page } }, 'ok')).not.toThrow();
  expect(() => validateRegistry({ pages: { AboutPage: { ...page, paths: [] } } }, 'r')).toThrow(/paths/);
  expect(() => validateRegistry({ pages: { AboutPage: { ...page, paths: ['about'] } } }, 'r')).toThrow(
    /start with/,
  );
  expect(() => validateRegistry({ pages: { AboutPage: { ...page, texts: {} } } }, 'r')).toThrow(
    /texts.error/,
  );
  expect(() => validateRegistry({ pages: { AboutPage: { ...page, source: './About.tsx' } } }, 'r')).toThrow(
    /Page.tsx/,
  );
  expect(() => validateRegistry({ routes: [] }, 'r')).toThrow(/pages/);
  expect(() =>
    validateRegistry({ pages: { AboutPage: { ...page, formPost: 'enquiry' } } }, 'ok'),
  ).not.toThrow();
  expect(() => validateRegistry({ pages: { AboutPage: { ...page, formPost: 'newsletter' } } }, 'r')).toThrow(
    /formPost/,
  );
});
