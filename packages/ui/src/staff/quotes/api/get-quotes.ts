import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffQuotesResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

export type QuoteFilter = 'open' | 'handled' | 'all';

export interface QuotesQuery {
  filter: QuoteFilter;
  page: number;
}

/** GET /staff/quotes — the inbox, newest first. */
export async function getQuotes({
  filter = 'all',
  page = 1,
}: Partial<QuotesQuery>): Promise<StaffQuotesResponse> {
  const params: Record<string, string> = { page: String(page) };
  if (filter !== 'all') params.handled = String(filter === 'handled');
  const { data } = await http.get<StaffQuotesResponse>('/staff/quotes', { params });
  return data;
}

/** Without arguments its key matches every page and filter (TanStack matches key objects partially). */
export function quotesQueryOptions(query: Partial<QuotesQuery> = {}) {
  return queryOptions({
    queryKey: ['staff', 'quotes', query] as const,
    queryFn: () => getQuotes(query),
    placeholderData: keepPreviousData,
  });
}

export function useQuotes(query: QuotesQuery) {
  return useQuery(quotesQueryOptions(query));
}
