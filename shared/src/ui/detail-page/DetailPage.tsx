import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import type { Seo } from '../../api/entities';
import type { LuxQueryHook } from '@lux/store';
import { useHeroUnderHeader } from '../../hooks/useHeroUnderHeader';
import type { RegisteredPage } from '../../registry/pageRegistry';
import { seoMeta } from '../../seo/seoMeta';
import { usePageMeta } from '../../seo/usePageMeta';
import { breadcrumbList } from '../../seo/structuredData';
import type { PageMeta, StructuredData } from '@lux/store';
import { QueryState } from '../query-state/QueryState';
import type { QueryStateMessages } from '../query-state/QueryState';

/** A detail page's registry entry (pages.json): one route path with a param, and all three texts. */
export type DetailPageEntry = Pick<RegisteredPage, 'paths'> & { texts: QueryStateMessages };

export interface DetailPageOptions<T> {
  /** The page's title until its data loads, and when its SEO record has none. */
  fallbackTitle: string;
  /** Where the loaded data keeps its SEO record. */
  seo: (data: T) => Seo | undefined;
  /** What the loaded data offers for meta its SEO record leaves empty, e.g. an article's own title. */
  metaFallback?: (data: T) => Partial<PageMeta>;
  /** What search engines are told the loaded page is (TouristTrip, Article…); a breadcrumb trail is added. */
  structuredData?: (data: T) => StructuredData[];
  /** The loaded page opens on a full-screen hero under the header, which is then clear (SPEC 2.2). */
  heroUnderHeader?: boolean;
  /** The loaded page. */
  render: (data: T) => ReactNode;
}

/**
 * The scaffold of every data-driven detail page, written once: the route param → the query → the
 * page's meta from its SEO record → SPEC's loading, error and not-found texts, then the loaded page.
 * A new detail page is its registry entry, its query hook and a component that renders the data:
 *
 *   export default detailPage(registry.pages.CountryPage, useGetCountryDetailQuery, { … });
 */
export function detailPage<T>(
  entry: DetailPageEntry,
  useQuery: LuxQueryHook<T>,
  options: DetailPageOptions<T>,
) {
  // The registry path names the param the page fetches by: `/countries/:slug` → `slug`.
  const param = /:(\w+)/.exec(entry.paths[0] ?? '')?.[1];
  if (!param) throw new Error(`A detail page's path names what it shows: ${entry.paths.join(', ')}`);
  const { fallbackTitle, seo, metaFallback, structuredData, heroUnderHeader = false, render } = options;

  return function DetailPage() {
    const result = useQuery(useParams()[param] ?? '');
    const { pathname } = useLocation();
    const data = result.currentData;
    const loaded = data !== undefined;
    // Reached by id or by slug, the page is its slug's address (`/experiences/6` → `/experiences/honeymoons`).
    const slug = loaded ? (data as { slug?: unknown }).slug : undefined;
    const canonicalPath =
      typeof slug === 'string' ? entry.paths[0]?.replace(`:${param}`, encodeURIComponent(slug)) : undefined;
    const meta = seoMeta(loaded ? seo(data) : undefined, {
      title: fallbackTitle,
      ...(loaded ? metaFallback?.(data) : undefined),
    });
    usePageMeta({
      ...meta,
      canonicalPath,
      structuredData: loaded
        ? [
            ...(structuredData?.(data) ?? []),
            breadcrumbList([
              { name: 'Home', path: '/' },
              { name: meta.title, path: canonicalPath ?? pathname },
            ]),
          ]
        : undefined,
    });

    return (
      <QueryState result={result} messages={entry.texts}>
        {(shown) => (
          <>
            {heroUnderHeader && <HeroUnderHeader />}
            {render(shown)}
          </>
        )}
      </QueryState>
    );
  };
}

/** Mounted with the loaded page only: loading, failed and not-found pages have no hero, so a solid header. */
function HeroUnderHeader() {
  useHeroUnderHeader();
  return null;
}
