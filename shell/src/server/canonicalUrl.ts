import { escapedLineBreaks } from '@lux/shared/links';

/**
 * The path with its dot segments (`.` and `..`, as sent or escaped: `%2e%2E`) resolved, as a URL is:
 * `/packages/%2e%2e/about` is `/about`.
 */
function withoutDotSegments(pathname: string): string {
  const segments: string[] = [];
  for (const segment of pathname.split('/').slice(1)) {
    const unescaped = segment.replace(/%2e/gi, '.');
    if (unescaped === '..') segments.pop();
    else if (unescaped !== '.') segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/**
 * The one address of a page that `url` is another way of writing, or undefined when it is that one
 * already: every route and slug of the site is lower case with no trailing slash, so `/Countries/Japan/`
 * is `/countries/japan`. The query is kept as sent, and so are percent-escapes (`%C3%B4` is `ô`, not
 * capitals); repeated slashes become one, so no address leads off the site (`//elsewhere.example/`); dot
 * segments are resolved, as the router would (only a client that sends the path unresolved has them).
 * Escaped line breaks (CR, LF, U+2028, U+2029) are dropped: no page has one, and the router's catch-all
 * does not match them, so an address with one would render as an empty page, not as the not-found one.
 */
export function canonicalUrl(url: string): string | undefined {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const canonical =
    withoutDotSegments(pathname.replace(escapedLineBreaks, '').replace(/\/{2,}/g, '/'))
      .replace(/\/$/, '')
      .replace(/%[0-9a-fA-F]{2}|[A-Z]+/g, (part) => (part.startsWith('%') ? part : part.toLowerCase())) ||
    '/';
  return canonical === pathname ? undefined : canonical + url.slice(pathname.length);
}
