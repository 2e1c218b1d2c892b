import { ORDER_STATUSES, QUEUE_FLAGS, parseServiceParam } from '@stitchdesk/shared';
import type { QueueFilters } from './api/get-queue.ts';

/** The queue's filters live in the URL (?status=&flag=&service=&q=&client=&page=), so a view can be shared and reloaded. */
export function filtersFromSearch(search: URLSearchParams): QueueFilters {
  const status = search.get('status');
  const page = Number(search.get('page'));
  const flag = search.get('flag');
  return {
    status: ORDER_STATUSES.find((known) => known === status),
    flag: QUEUE_FLAGS.find((known) => known === flag),
    service: parseServiceParam(search.get('service')) ?? undefined,
    q: search.get('q')?.trim() || undefined,
    client: search.get('client') || undefined,
    employee: search.get('employee') || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The search string for `filters` changed by `change`; any change of filter goes back to page 1. */
export function searchWith(filters: QueueFilters, change: Partial<QueueFilters>): URLSearchParams {
  const next: QueueFilters = { ...filters, page: 1, ...change };
  const search = new URLSearchParams();
  for (const key of ['status', 'flag', 'service', 'q', 'client', 'employee'] as const) {
    const value = next[key];
    if (value) search.set(key, value);
  }
  if (next.page && next.page > 1) search.set('page', String(next.page));
  return search;
}

/** The queue showing one client's orders (the client list, the client page, the order page link to it). */
export const queueOfClient = (clientId: string) => `/staff?${searchWith({ page: 1 }, { client: clientId })}`;
