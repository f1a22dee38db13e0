import type { PageMeta, Seo } from '@lux/shared';

/** A page's title, description and keywords from its SEO record, or `fallbackTitle` until it loads. */
export function seoMeta(seo: Seo | undefined, fallbackTitle: string): PageMeta {
  if (!seo) return { title: fallbackTitle };
  return {
    title: seo.meta_title || fallbackTitle,
    description: seo.meta_description,
    keywords: seo.meta_keywords,
  };
}
