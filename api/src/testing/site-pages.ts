import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app';

/** A page of the site and the API reads it shows, as its front end makes them (under `/api/v1`). */
export interface SitePage {
  path: string;
  reads: string[];
}

// Each page kind's route (SPEC 2.1) and the detail read its page makes with the route's slug.
const detailReads: [RegExp, (slug: string) => string][] = [
  [/^\/destinations\/continents\/([^/]+)$/, (slug) => `/continent-detail/${slug}/`],
  [/^\/countries\/([^/]+)$/, (slug) => `/country-detail/${slug}/`],
  [/^\/special\/countries\/([^/]+)$/, (slug) => `/special-country-page/${slug}/`],
  [/^\/packages\/([^/]+)$/, (slug) => `/package-detail/${slug}/`],
  [/^\/experiences\/([^/]+)$/, (slug) => `/experience-detail/${slug}/`],
  [/^\/wellness\/countries\/([^/]+)$/, (slug) => `/wellness/countries/${slug}/`],
  [/^\/wellness\/hotels\/([^/]+)$/, (slug) => `/wellness/hotels/${slug}/`],
  [/^\/mice\/([^/]+)$/, (slug) => `/mice-detail/${slug}/`],
  [/^\/inspiration\/travel-by-month\/([^/]+)$/, (slug) => `/travel-by-month/${slug}/`],
  [/^\/journal\/([^/]+)$/, (slug) => `/journal/${slug}/`],
];

const listReads: Record<string, string[]> = {
  '/': ['/journey-section/', '/featured-packages/', '/home-testimonials/'],
  '/journal': ['/journal/'],
};

/** Every page the sitemap lists, with the content reads that fill it (static pages have none). */
export async function listSitePages(testApp: TestApp): Promise<SitePage[]> {
  const sitemap = (await testApp.get('/api/v1/sitemap.xml')).body;
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
  return paths.map((path) => {
    const detail = detailReads.flatMap(([route, read]) => {
      const slug = route.exec(path)?.[1];
      return slug === undefined ? [] : [read(slug)];
    });
    return { path, reads: [...detail, ...(listReads[path] ?? [])] };
  });
}

// The front ends' own pictures: a page's components name some images in their source (the home hero,
// the About page's sections) and the shared bands they render name others (the journal teaser, the
// call to action's default backdrop). Read from the source, so a page that gains a picture is checked.
const repository = path.resolve(__dirname, '../../..');
const frontEnds = ['mfe-destinations', 'mfe-experiences', 'mfe-enquiry', 'mfe-journal'];
const STATIC_MEDIA = /\/media\/([a-z0-9-]+)\.webp/g;

interface PageSource {
  route: RegExp;
  folder: string;
}

/** Each page route of the front ends (their `pages.json`) and the folder its component lives in. */
function pageSources(): PageSource[] {
  const home: PageSource = { route: /^\/$/, folder: path.join(repository, 'shell/src/home') };
  return [
    home,
    ...frontEnds.flatMap((frontEnd) => {
      const manifest = JSON.parse(
        readFileSync(path.join(repository, frontEnd, 'src/pages.json'), 'utf8'),
      ) as {
        pages: Record<string, { paths: string[]; source: string }>;
      };
      return Object.values(manifest.pages).flatMap(({ paths, source }) =>
        paths.map((route) => ({
          route: new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
          folder: path.dirname(path.join(repository, frontEnd, source)),
        })),
      );
    }),
  ];
}

const sourcesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [readFileSync(file, 'utf8')]
      : [];
  });

const keysIn = (source: string): string[] => [...source.matchAll(STATIC_MEDIA)].map(([, key = '']) => key);
const sharedSource = (file: string) => readFileSync(path.join(repository, 'shared/src/ui', file), 'utf8');

/** The image keys a page's own components show beside its content: from the page's source folder. */
export function frontEndImages(pagePath: string): string[] {
  const page = pageSources().find(({ route }) => route.test(pagePath));
  if (!page) return [];
  const sources = sourcesUnder(page.folder);
  const keys = sources.flatMap(keysIn);
  for (const source of sources) {
    if (source.includes('<JournalTeaser'))
      keys.push(...keysIn(sharedSource('journal-teaser/JournalTeaser.tsx')));
    // A call to action without an image of its own shows the site's backdrop.
    const bands = source.match(/<(Planning)?CallToAction\b[^>]*>/g) ?? [];
    if (bands.some((band) => !/\bimage=/.test(band))) keys.push(...keysIn(sharedSource('CallToAction.tsx')));
  }
  return [...new Set(keys)];
}
