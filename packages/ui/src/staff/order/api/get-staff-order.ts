import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffOrderDetail } from '@stitchdesk/shared';
import { apiGet, apiPath } from '../../../lib/api.ts';

/** GET /staff/orders/:id — the order with its files, history, revisions and allowed moves. */
export const getStaffOrder = (orderId: string) => apiGet<StaffOrderDetail>(apiPath`/staff/orders/${orderId}`);

export function staffOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['staff', 'order', orderId] as const,
    queryFn: () => getStaffOrder(orderId),
  });
}

export const useStaffOrder = (orderId: string) => useQuery(staffOrderQueryOptions(orderId));
