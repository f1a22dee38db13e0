import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { describeApiError, isNotFound } from '../../api/apiError';
import { useNotFoundStatus } from '@lux/store';
import { Message } from './QueryState.styles';

/** A data-driven page's SPEC texts (section 8), as its registry entry holds them. */
export interface QueryStateMessages {
  /** e.g. 'Loading articles...' */
  loading: string;
  /** e.g. 'Could not load articles.' */
  error: string;
  /** e.g. 'Article not found.'; shown for an API 404 and for a loaded but empty answer. */
  notFound: string;
}

/** What an RTK Query hook returns, as far as the page states need it. */
interface QueryResult<T> {
  /** The answer for the current arguments only: a page whose URL changed shows loading, not the old page. */
  currentData?: T;
  error?: FetchBaseQueryError | SerializedError;
  isFetching: boolean;
  isError: boolean;
}

interface QueryStateProps<T> {
  result: QueryResult<T>;
  messages: QueryStateMessages;
  /** Whether loaded data counts as empty (defaults to null or an empty list). */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
  /** `panel` inside a menu or a section of a page, `page` (the default) in place of a whole page. */
  size?: PageMessageProps['size'];
}

const isEmptyByDefault = (data: unknown) => data == null || (Array.isArray(data) && data.length === 0);

/**
 * The one way a data-driven page shows SPEC's loading, error and not-found texts. Not-found wins over
 * error for a 404, since a missing page is an answer, not a failure.
 */
export function QueryState<T>({
  result,
  messages,
  isEmpty = isEmptyByDefault,
  children,
  size,
}: QueryStateProps<T>) {
  const data = result.currentData;
  // A page (not a section) whose API answered 404 is not found, for the server's status too.
  useNotFoundStatus(size !== 'panel' && result.isError && isNotFound(result.error));
  if (result.isFetching && data === undefined)
    return (
      <PageMessage tone="status" size={size}>
        {messages.loading}
      </PageMessage>
    );
  if (result.isError && !isNotFound(result.error)) {
    return (
      <PageMessage tone="error" detail={describeApiError(result.error)} size={size}>
        {messages.error}
      </PageMessage>
    );
  }
  if (data === undefined || isEmpty(data)) {
    return (
      <PageMessage tone="info" size={size}>
        {messages.notFound}
      </PageMessage>
    );
  }
  return <>{children(data)}</>;
}

interface PageMessageProps {
  tone: 'status' | 'error' | 'info';
  /**
   * What went wrong, as SPEC 8 holds it ('API request failed with status 500'): kept in
   * `data-error-detail` for developers and QA, since visitors read only the page's own text.
   */
  detail?: string;
  size?: 'page' | 'panel';
  children: ReactNode;
}

/** A page-sized message; errors are announced as alerts, loading as a polite status. */
export function PageMessage({ tone, detail, size = 'page', children }: PageMessageProps) {
  const role = tone === 'error' ? 'alert' : tone === 'status' ? 'status' : undefined;
  return (
    <Message data-tone={tone} data-size={size} data-error-detail={detail} role={role}>
      <div>{children}</div>
    </Message>
  );
}
