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

module.exports = { readableUrl };
