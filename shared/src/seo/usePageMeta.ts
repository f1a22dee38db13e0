import { useEffect } from 'react';
import { company } from '../company';
import { usePageHeadRecord } from '@lux/store';
import type { PageMeta } from '@lux/store';

const fullTitle = (title: string) => (title.includes(company.name) ? title : `${title} | ${company.name}`);

function setMetaTag(name: string, content: string | undefined) {
  if (content === undefined) return;
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Sets the document title (with the brand) and the description and keywords meta tags of a page. On
 * the server it records them (with the page's structured data) for the document's head instead.
 */
export function usePageMeta(meta: PageMeta) {
  const record = usePageHeadRecord();
  record?.recordMeta({ ...meta, title: fullTitle(meta.title) });
  const { title, description, keywords } = meta;
  useEffect(() => {
    document.title = fullTitle(title);
    setMetaTag('description', description);
    setMetaTag('keywords', keywords);
  }, [title, description, keywords]);
}
