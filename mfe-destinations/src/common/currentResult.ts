import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

interface QueryHookResult<T> {
  currentData?: T;
  error?: FetchBaseQueryError | SerializedError;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
}

/**
 * A query's answer for the current URL only. Moving from one country to another keeps the same page
 * mounted; RTK Query's `data` would still show the previous country until the next one arrives.
 */
export function currentResult<T>(result: QueryHookResult<T>) {
  return {
    data: result.currentData,
    error: result.error,
    isLoading: result.isLoading || (result.isFetching && result.currentData === undefined),
    isError: result.isError,
  };
}
