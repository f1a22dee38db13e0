const metaContent = (name: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

/** What a page set as its title, description and keywords, as search engines and browser tabs read it. */
export function currentPageMeta() {
  return {
    title: document.title,
    description: metaContent('description'),
    keywords: metaContent('keywords'),
  };
}
