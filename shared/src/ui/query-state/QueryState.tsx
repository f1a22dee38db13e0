import styled from '@emotion/styled';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { isNotFound } from '../api/apiError';
import { colors, fonts, layout } from './theme';

export interface QueryStateMessages {
  /** e.g. 'Loading articles...' */
  loading: string;
  /** e.g. 'Could not load articles.' */
  error: string;
  /** e.g. 'Article not found.'; shown for an API 404 and for a loaded but empty answer. */
  notFound?: string;
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
}: QueryStateProps<T>) {
  const data = result.currentData;
  if (result.isFetching && data === undefined)
    return <PageMessage tone="status">{messages.loading}</PageMessage>;
  if (result.isError && !isNotFound(result.error))
    return <PageMessage tone="error">{messages.error}</PageMessage>;
  if (data === undefined || isEmpty(data)) {
    return <PageMessage tone="info">{messages.notFound ?? messages.error}</PageMessage>;
  }
  return <>{children(data)}</>;
}

const Message = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: calc(${layout.headerHeight}px + 48px) ${layout.gutter} 64px;
  text-align: center;
  font-family: ${fonts.display};
  font-size: clamp(1.4rem, 2.5vw, 1.9rem);
  color: ${colors.inkSoft};
  &[data-tone='error'] {
    color: ${colors.error};
  }
`;

interface PageMessageProps {
  tone: 'status' | 'error' | 'info';
  children: ReactNode;
}

/** A page-sized message; errors are announced as alerts, loading as a polite status. */
export function PageMessage({ tone, children }: PageMessageProps) {
  const role = tone === 'error' ? 'alert' : tone === 'status' ? 'status' : undefined;
  return (
    <Message data-tone={tone} role={role}>
      <div>{children}</div>
    </Message>
  );
}
