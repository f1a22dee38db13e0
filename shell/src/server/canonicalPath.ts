/**
 * The one address of a page that `pathname` is another way of writing, or undefined when it is that one
 * already: every route and slug of the site is lower case with no trailing slash, so `/Countries/Japan/`
 * is `/countries/japan`. Percent-escapes are kept as sent (`%C3%B4` is `ô`, not capitals), and repeated
 * slashes become one, so no address leads off the site (`//elsewhere.example/`).
 */
export function canonicalPath(pathname: string): string | undefined {
  const canonical =
    pathname
      .replace(/\/{2,}/g, '/')
      .replace(/\/$/, '')
      .replace(/%[0-9a-fA-F]{2}|[A-Z]+/g, (part) => (part.startsWith('%') ? part : part.toLowerCase())) ||
    '/';
  return canonical === pathname ? undefined : canonical;
}
