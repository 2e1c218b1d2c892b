import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffOrderDetail } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** GET /staff/orders/:id — the order with its files, history, revisions and allowed moves. */
export async function getStaffOrder(orderId: string): Promise<StaffOrderDetail> {
  const { data } = await http.get<StaffOrderDetail>(`/staff/orders/${encodeURIComponent(orderId)}`);
  return data;
}

export function staffOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['staff', 'order', orderId] as const,
    queryFn: () => getStaffOrder(orderId),
  });
}

export function useStaffOrder(orderId: string) {
  return useQuery(staffOrderQueryOptions(orderId));
}
