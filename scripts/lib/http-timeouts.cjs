// How long a client may take to send its request, for every server of ours (the front ends' Node server
// and the API): a client that sends its headers or body a byte at a time would otherwise hold a socket,
// its memory and a file descriptor for as long as it likes. REQUEST_TIMEOUT_MS, default 30 s.

const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** REQUEST_TIMEOUT_MS from the environment, checked: a whole number of milliseconds, at least 1000. */
function requestTimeoutMs(env = process.env) {
  if (env.REQUEST_TIMEOUT_MS === undefined || env.REQUEST_TIMEOUT_MS === '')
    return DEFAULT_REQUEST_TIMEOUT_MS;
  const ms = Number(env.REQUEST_TIMEOUT_MS);
  if (!Number.isInteger(ms) || ms < 1000) {
    throw new Error(
      `REQUEST_TIMEOUT_MS must be a whole number of milliseconds, 1000 or more, not "${env.REQUEST_TIMEOUT_MS}"`,
    );
  }
  return ms;
}

/**
 * Fastify's options for a server whose clients must send a whole request (headers and body) within
 * `timeoutMs` and their headers within 10 s of connecting, or be answered 408 and disconnected.
 */
function timeoutOptions(timeoutMs) {
  return {
    requestTimeout: timeoutMs,
    // An idle socket (nothing sent either way) is closed too, however it was left.
    connectionTimeout: 2 * timeoutMs,
    // Fastify hands this to http.createServer. Node looks for overdue requests only this often (30 s by
    // default), so without it a request could run that much past its timeout.
    http: {
      headersTimeout: Math.min(10_000, timeoutMs),
      connectionsCheckingInterval: Math.min(1000, timeoutMs / 2),
    },
  };
}

module.exports = { DEFAULT_REQUEST_TIMEOUT_MS, requestTimeoutMs, timeoutOptions };
