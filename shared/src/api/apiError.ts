import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

/** An API 404 means "not found", which pages show with their own text rather than as a failure. */
export function isNotFound(error: QueryError): boolean {
  return !!error && 'status' in error && error.status === 404;
}

/** How a failed call is held for logs and tests (SPEC section 8). */
export function describeApiError(error: QueryError): string {
  if (error && 'status' in error) {
    const code = typeof error.status === 'number' ? error.status : error.status.replace(/_/g, ' ');
    return `API request failed with status ${code}`;
  }
  return error?.message ?? 'API request failed';
}
