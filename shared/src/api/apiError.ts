import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

/**
 * Whether a page's address names nothing, which pages show with their own not-found text rather than
 * as a failure: the API's 404, or a 400 for an address a server on the way refused outright (a proxy
 * turns down `..%2F` in a path, say). A page's only input is its address, so either means "no such page".
 */
export function isNotFound(error: QueryError): boolean {
  return !!error && 'status' in error && (error.status === 404 || error.status === 400);
}

/** How a failed call is held for logs and tests (SPEC section 8). */
export function describeApiError(error: QueryError): string {
  if (error && 'status' in error) {
    const code = typeof error.status === 'number' ? error.status : error.status.replace(/_/g, ' ');
    return `API request failed with status ${code}`;
  }
  return error?.message ?? 'API request failed';
}
