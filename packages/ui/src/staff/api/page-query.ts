import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/**
 * The query of one page of a staff list. Its key carries the query, so without arguments it matches
 * every page and filter (TanStack matches key objects partially); the last page stays shown while
 * the next one loads, so the list does not flicker.
 */
export function staffPageQueryOptions<TQuery extends object, TResponse>(
  list: string,
  query: TQuery,
  fetchPage: (query: TQuery) => Promise<TResponse>,
) {
  return queryOptions({
    queryKey: ['staff', list, query] as const,
    queryFn: () => fetchPage(query),
    placeholderData: keepPreviousData,
  });
}
