import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** GET /order/getorder/:orderId — one order with its four blocks. */
export async function getOrder(orderId: string): Promise<Order> {
  const { data } = await http.get<Order>(`/order/getorder/${encodeURIComponent(orderId)}`);
  return data;
}

export function orderQueryOptions(orderId: string) {
  return queryOptions({ queryKey: ['panel', 'order', orderId] as const, queryFn: () => getOrder(orderId) });
}

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
