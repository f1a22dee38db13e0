// SQLSTATEs that say the server cannot serve now, not that the query was wrong: class 08 (connection
// exceptions), 57P01 to 57P03 (shut down by an administrator or a crash, not yet accepting
// connections) and 53300 (too many connections).
const UNAVAILABLE_SQLSTATE = /^(?:08...|57P0[1-3]|53300)$/;
// The socket to the server failing, on connecting or later.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// pg's own errors for a connection it lost, or could not get in time, carry no code.
const LOST_CONNECTION =
  /^(?:Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * Whether `error` means the database is out of reach for the moment (restarting, failing over,
 * unreachable), so the request may succeed if sent again shortly: a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Duck-typed: errors from Node's sockets are not instances of a Jest test's Error class.
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') return UNAVAILABLE_SQLSTATE.test(code) || NETWORK_CODES.has(code);
  return typeof message === 'string' && LOST_CONNECTION.test(message);
}
