import type { Seo } from '../api/entities';
import type { PageMeta } from '@lux/store';

/**
 * A page's meta from its SEO record (SPEC 3: meta_title, meta_description, meta_keywords). A field the
 * record leaves empty, or the whole record until it loads, falls back to `fallback`'s.
 */
export function seoMeta(seo: Seo | undefined, fallback: PageMeta): PageMeta {
  return {
    title: seo?.meta_title || fallback.title,
    description: seo?.meta_description || fallback.description,
    keywords: seo?.meta_keywords || fallback.keywords,
  };
}
