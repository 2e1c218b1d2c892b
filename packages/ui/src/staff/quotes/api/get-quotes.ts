import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffQuotesResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

export type QuoteFilter = 'open' | 'handled' | 'all';

export interface QuotesQuery {
  filter: QuoteFilter;
  page: number;
}

/** GET /staff/quotes — the inbox, newest first. */
export async function getQuotes({ filter, page }: QuotesQuery): Promise<StaffQuotesResponse> {
  const params: Record<string, string> = { page: String(page) };
  if (filter !== 'all') params.handled = String(filter === 'handled');
  const { data } = await http.get<StaffQuotesResponse>('/staff/quotes', { params });
  return data;
}

export function quotesQuery(query: QuotesQuery) {
  return queryOptions({
    queryKey: ['staff', 'quotes', query] as const,
    queryFn: () => getQuotes(query),
    placeholderData: keepPreviousData,
  });
}

export function useQuotes(query: QuotesQuery) {
  return useQuery(quotesQuery(query));
}
