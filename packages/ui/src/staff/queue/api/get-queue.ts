import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus, QueueFlag, StaffQueueResponse } from '@stitchdesk/shared';
import { apiGet } from '../../../lib/api.ts';

export interface QueueFilters {
  status?: OrderStatus;
  flag?: QueueFlag;
  /** A service key or label. */
  service?: string;
  client?: string;
  employee?: string;
  q?: string;
  page?: number;
  pageSize?: number;
}

/** Drops empty filters so the query key and the URL only carry what narrows the list. */
export function queueParams(filters: QueueFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params[key] = String(value);
  }
  return params;
}

/** GET /staff/orders — the queue page with per-status counts. */
export async function getQueue(filters: QueueFilters): Promise<StaffQueueResponse> {
  return apiGet<StaffQueueResponse>('/staff/orders', { params: queueParams(filters) });
}

/** Without arguments its key matches every page and filter (TanStack matches key objects partially). */
export function queueQueryOptions(filters: QueueFilters = {}) {
  return queryOptions({
    queryKey: ['staff', 'queue', queueParams(filters)] as const,
    queryFn: () => getQueue(filters),
    // Keep showing the last page while the next filter loads, so the tabs do not flicker.
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

export const useQueue = (filters: QueueFilters) => useQuery(queueQueryOptions(filters));
