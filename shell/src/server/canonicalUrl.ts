/**
 * The one address of a page that `url` is another way of writing, or undefined when it is that one
 * already: every route and slug of the site is lower case with no trailing slash, so `/Countries/Japan/`
 * is `/countries/japan`. The query is kept as sent, and so are percent-escapes (`%C3%B4` is `ô`, not
 * capitals); repeated slashes become one, so no address leads off the site (`//elsewhere.example/`).
 */
export function canonicalUrl(url: string): string | undefined {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const canonical =
    pathname
      .replace(/\/{2,}/g, '/')
      .replace(/\/$/, '')
      .replace(/%[0-9a-fA-F]{2}|[A-Z]+/g, (part) => (part.startsWith('%') ? part : part.toLowerCase())) ||
    '/';
  return canonical === pathname ? undefined : canonical + url.slice(pathname.length);
}
