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
