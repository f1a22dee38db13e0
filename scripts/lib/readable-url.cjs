// What the front ends' servers make of an address before their router reads it (front-end-server.mjs).

/**
 * The URL with each percent-escape of its path that does not decode as UTF-8 (`%ff`, an old Latin-1 link's
 * `c%F4te`, a lone `%`) turned into the text it shows (`%25ff`), so the address reads as one that names no
 * page, and its visitor gets the not-found page, not a router's failure.
 */
function readableUrl(url) {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  try {
    decodeURI(pathname);
    return url;
  } catch {
    const readable = pathname
      .replace(/(?:%[0-9a-f]{2})+/gi, (escapes) => {
        try {
          decodeURIComponent(escapes);
          return escapes;
        } catch {
          return escapes.replaceAll('%', '%25');
        }
      })
      .replace(/%(?![0-9a-f]{2})/gi, '%25');
    return readable + url.slice(pathname.length);
  }
}

/**
 * The address as one on this site, whatever its path starts with: the slashes and backslashes that lead
 * it become one, as `//host` or `/\host` would be another site's address in a Location.
 */
const onThisSite = (url) => url.replace(/^[/\\]+/, '/');

/**
 * The address cut to at most `limit` characters by leaving out the query's parameters that do not fit,
 * the others kept in their order and as they were sent (a campaign's `utm_source` stays, an ad network's
 * kilobytes of click id go), or undefined when the path alone is longer; on this site (`onThisSite`).
 */
function urlWithin(url, limit) {
  const queryStart = url.indexOf('?');
  const pathname = onThisSite(queryStart === -1 ? url : url.slice(0, queryStart));
  if (pathname.length > limit) return undefined;
  const kept = [];
  let length = pathname.length;
  for (const parameter of queryStart === -1 ? [] : url.slice(queryStart + 1).split('&')) {
    // Each parameter costs its text and the `?` or `&` before it.
    if (parameter === '' || length + 1 + parameter.length > limit) continue;
    kept.push(parameter);
    length += 1 + parameter.length;
  }
  return kept.length === 0 ? pathname : `${pathname}?${kept.join('&')}`;
}

module.exports = { onThisSite, readableUrl, urlWithin };
