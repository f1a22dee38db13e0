import { useEffect } from 'react';
import { company } from '../company';

export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string;
}

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

/** Sets the document title (with the brand) and the description and keywords meta tags of a page. */
export function usePageMeta({ title, description, keywords }: PageMeta) {
  useEffect(() => {
    document.title = title.includes(company.name) ? title : `${title} | ${company.name}`;
    setMetaTag('description', description);
    setMetaTag('keywords', keywords);
  }, [title, description, keywords]);
}
