import { PageHeadRecord } from '@lux/shared';
import { composeDocument } from './composeDocument';

const template = `<!doctype html><html><head><title>Aurelia Journeys</title><meta name="description" content="Default" /><script defer src="/main.js"></script></head><body><div id="root"><noscript>This page needs JavaScript.</noscript></div></body></html>`;

function compose(head: PageHeadRecord, state = {}) {
  return composeDocument({
    template,
    origin: 'https://aurelia.example',
    pathname: '/packages/kerala',
    head,
    css: '<style data-emotion="css abc">.a{}</style>',
    appHtml: '<main><h1>Kerala</h1></main>',
    state: { luxApi: state, manifest: {}, failedModules: [], loadingModules: [], heroUnderHeader: false },
    preloads: ['http://localhost:3004/__federation_expose_JournalListPage.abc1234567.js'],
  });
}

it('gives the page its own head in place of the template’s, and keeps the scripts', () => {
  const head = new PageHeadRecord();
  head.recordMeta({ title: 'Kerala Backwaters | Aurelia Journeys', description: 'Houseboats & "spice"' });
  head.recordImage({
    src: '/media/kerala-960.avif',
    srcSet: '/media/kerala-480.avif 480w',
    sizes: '100vw',
    type: 'image/avif',
  });
  const html = compose(head);

  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toContain('<title>Kerala Backwaters | Aurelia Journeys</title>');
  expect(html).toContain('<meta name="description" content="Houseboats &amp; &quot;spice&quot;" />');
  expect(html).not.toContain('content="Default"');
  expect(html).toContain('<link rel="canonical" href="https://aurelia.example/packages/kerala" />');
  expect(html).toContain(
    '<meta property="og:image" content="https://aurelia.example/media/kerala-960.webp" />',
  );
  expect(html).toMatch(
    /<link rel="preload" as="image" href="\/media\/kerala-960.avif" imagesrcset="[^"]+" imagesizes="100vw" type="image\/avif"/,
  );
  expect(html).toContain(
    '<link rel="preload" as="script" href="http://localhost:3004/__federation_expose_JournalListPage.abc1234567.js" fetchpriority="low" />',
  );
  expect(html).toContain('<script defer src="/main.js"></script>');
  // The template's note for a page left to the browser makes way for the rendered page.
  expect(html).toContain('<div id="root"><main><h1>Kerala</h1></main></div>');
  expect(html).not.toContain('needs JavaScript');
});

it('carries, after the app’s root, the note on what works without scripts: hidden, shown without them', () => {
  const html = compose(new PageHeadRecord());
  // The attribute holdEarlyEvents.js shows it by; outside the root, so hydration never touches it.
  expect(html).toMatch(
    /<\/div>\s*<p role="status" hidden data-without-app-note>Scripts have not run on this page, so its menus and search will not open\./,
  );
  expect(html).toContain('<a href="/enquire">enquiry form</a>');
  expect(html).toContain('<a href="tel:+918047192200">+91 80 4719 2200</a>');
  expect(html).toMatch(
    /<style>[^<]*@media \(scripting: none\) \{ \[data-without-app-note\] \{ display: block; \} \}/,
  );
  expect(html.indexOf('data-without-app-note]')).toBeLessThan(html.indexOf('</head>'));
});

it('preloads a full-screen hero’s tall crop for phones held upright, and its 3:2 picture for other screens', () => {
  const head = new PageHeadRecord();
  const phone = '(max-width: 599px) and (max-aspect-ratio: 3/4)';
  head.recordImage(
    {
      src: '/media/kerala-960.avif',
      srcSet: '/media/kerala-480.avif 480w',
      sizes: '100vw',
      type: 'image/avif',
    },
    { src: '/media/kerala-portrait-1080.avif', type: 'image/avif', media: phone },
  );
  const preloads = compose(head).match(/<link rel="preload" as="image"[^>]*>/g);

  expect(preloads).toEqual([
    expect.stringMatching(
      /href="\/media\/kerala-960.avif" .* media="not all and \(max-width: 599px\) and \(max-aspect-ratio: 3\/4\)"/,
    ),
    `<link rel="preload" as="image" href="/media/kerala-portrait-1080.avif" type="image/avif" media="${phone}" fetchpriority="high" />`,
  ]);
});

it('names the address the page gives as canonical, wherever it was reached from', () => {
  const head = new PageHeadRecord();
  head.recordMeta({ title: 'Kerala', canonicalPath: '/packages/kerala-backwaters' });
  const html = compose(head);

  expect(html).toContain(
    '<link rel="canonical" href="https://aurelia.example/packages/kerala-backwaters" />',
  );
  expect(html).toContain(
    '<meta property="og:url" content="https://aurelia.example/packages/kerala-backwaters" />',
  );
});

it('writes structured data with absolute URLs, and never lets content close a script element', () => {
  const head = new PageHeadRecord();
  head.recordMeta({
    title: 'Trip',
    structuredData: [
      { '@type': 'TouristTrip', name: '</script><script>alert(1)</script>', url: '/packages/kerala' },
    ],
  });
  const html = compose(head, { note: '</script><script>alert(2)</script>' });

  const ldJson = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(JSON.parse(ldJson)).toEqual({
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: '</script><script>alert(1)</script>',
    url: 'https://aurelia.example/packages/kerala',
  });
  expect(html).not.toContain('<script>alert');
});

it('declares the fonts in a style of their own, before and apart from Emotion’s', () => {
  const html = compose(new PageHeadRecord());

  const fontStyle = html.indexOf('<style id="lux-font-faces">@font-face {');
  expect(fontStyle).toBeGreaterThan(-1);
  expect(fontStyle).toBeLessThan(html.indexOf('<style data-emotion="css abc">'));
  expect(html.match(/@font-face/g)).toHaveLength(3);
});

it("puts text with String.replace patterns ($`, $', $&, $$) in the page as it is, once", () => {
  const hostile = "q=$` $' $& $$ $1 $<x>";
  const head = new PageHeadRecord();
  head.recordMeta({ title: `Search results for "${hostile}"` });
  const html = composeDocument({
    template,
    origin: 'https://aurelia.example',
    pathname: '/search',
    head,
    css: '',
    appHtml: `<main><h1>${hostile}</h1></main>`,
    state: {
      luxApi: { query: hostile },
      manifest: {},
      failedModules: [],
      loadingModules: [],
      heroUnderHeader: false,
    },
    preloads: [],
  });

  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/<div id="root">/g)).toHaveLength(1);
  expect(html).toContain(`<main><h1>${hostile}</h1></main>`);
  expect(html).toContain(
    "<title>Search results for &quot;q=$` $' $&amp; $$ $1 $<x>&quot;</title>".replace('<x>', '&lt;x&gt;'),
  );
  expect(html.length).toBeLessThan(template.length + 3000);
});
