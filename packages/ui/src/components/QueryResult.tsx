import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../lib/http.ts';
import { Empty, LoadError, Loading } from './Loading.tsx';

interface QueryResultProps<T> {
  query: UseQueryResult<T>;
  /** The spinner's text ("Loading clients..."). */
  loading: string;
  /** The failure's text when the API gives none. */
  failed: string;
  /** What the list says when `isEmpty` holds for the answer. */
  empty: ReactNode;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** A loaded list's four states: loading, failed, empty, or its content. */
export function QueryResult<T>({ query, loading, failed, empty, isEmpty, children }: QueryResultProps<T>) {
  if (query.isPending) return <Loading text={loading} />;
  if (query.isError) return <LoadError message={errorMessage(query.error, failed)} />;
  return isEmpty(query.data) ? <Empty>{empty}</Empty> : children(query.data);
}
