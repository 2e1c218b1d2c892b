import { useQuery } from '@tanstack/react-query';
import type { StaffQuotesResponse } from '@stitchdesk/shared';
import { apiGet } from '../../../lib/api.ts';
import { staffPageQueryOptions } from '../../api/page-query.ts';

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
  const handled = filter === 'all' ? {} : { handled: String(filter === 'handled') };
  return apiGet<StaffQuotesResponse>('/staff/quotes', { params: { page: String(page), ...handled } });
}

export const quotesQueryOptions = (query: Partial<QuotesQuery> = {}) =>
  staffPageQueryOptions('quotes', query, getQuotes);

export const useQuotes = (query: QuotesQuery) => useQuery(quotesQueryOptions(query));
