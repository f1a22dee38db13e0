import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Seo } from '../../api/entities';
import type { LuxQueryHook } from '../../api/luxApi';
import { useHeroUnderHeader } from '../../hooks/useHeroUnderHeader';
import { seoMeta } from '../../seo/seoMeta';
import { usePageMeta } from '../../seo/usePageMeta';
import type { PageMeta } from '../../seo/usePageMeta';
import { QueryState } from '../query-state/QueryState';
import type { QueryStateMessages } from '../query-state/QueryState';

export interface DetailPageProps<T> {
  /** The page's query hook, e.g. `useGetCountryDetailQuery`; it is called with the route param. */
  useQuery: LuxQueryHook<T>;
  /** The route param that names what to show, e.g. 'slug' for `/countries/:slug`. */
  param: string;
  /** The page's loading, error and not-found texts: its registry entry's `texts`. */
  texts: QueryStateMessages;
  /** The page's title until its data loads, and when its SEO record has none. */
  fallbackTitle: string;
  /** Where the loaded data keeps its SEO record. */
  seo: (data: T) => Seo | undefined;
  /** What the loaded data offers for meta its SEO record leaves empty, e.g. an article's own title. */
  metaFallback?: (data: T) => Partial<PageMeta>;
  /** The loaded page opens on a full-screen hero under the header, which is then clear (SPEC 2.2). */
  heroUnderHeader?: boolean;
  /** The loaded page. */
  children: (data: T) => ReactNode;
}

/**
 * The scaffold of every data-driven detail page: the route param → the query → the page's meta from its
 * SEO record → SPEC's loading, error and not-found texts, then the loaded page. A new detail page is a
 * registry entry and a component that renders the loaded data.
 */
export function DetailPage<T>({
  useQuery,
  param,
  texts,
  fallbackTitle,
  seo,
  metaFallback,
  heroUnderHeader = false,
  children,
}: DetailPageProps<T>) {
  const result = useQuery(useParams()[param] ?? '');
  const data = result.currentData;
  const loaded = data !== undefined;
  usePageMeta(
    seoMeta(loaded ? seo(data) : undefined, {
      title: fallbackTitle,
      ...(loaded ? metaFallback?.(data) : undefined),
    }),
  );

  return (
    <QueryState result={result} messages={texts}>
      {(loaded) => (
        <>
          {heroUnderHeader && <HeroUnderHeader />}
          {children(loaded)}
        </>
      )}
    </QueryState>
  );
}

/** Mounted with the loaded page only: loading, failed and not-found pages have no hero, so a solid header. */
function HeroUnderHeader() {
  useHeroUnderHeader();
  return null;
}
