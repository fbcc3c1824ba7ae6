import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFound, QueryState } from '../../lib/QueryState';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { NotFoundScreen } from './NotFoundScreen';

export interface RecordScreenProps<T> {
  /** The id of the `{id}-{alias}` segment; null when the segment is malformed. */
  id: number | null;
  query: UseQueryResult<T>;
  /** The tab title once the record has loaded. */
  title: (record: T) => string;
  skeleton: ReactNode;
  children: (record: T) => ReactNode;
}

/**
 * A page about one record (episode, channel): the not-found page for a malformed or unknown id, the skeleton while
 * it loads, a retry when the call fails, then the record.
 */
export function RecordScreen<T>({ id, query, title, skeleton, children }: RecordScreenProps<T>) {
  useDocumentTitle(query.data === undefined ? undefined : title(query.data));
  if (id === null || isNotFound(query.error)) return <NotFoundScreen />;
  return (
    <QueryState
      error={query.error}
      isPending={query.isPending}
      onRetry={() => void query.refetch()}
      skeleton={skeleton}
    >
      {query.data !== undefined && children(query.data)}
    </QueryState>
  );
}
