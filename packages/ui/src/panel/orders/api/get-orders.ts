import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** GET /order/getorder — the client's orders, newest first. */
export async function getOrders(): Promise<Order[]> {
  const { data } = await http.get<Order[]>('/order/getorder');
  return data;
}

export function ordersQueryOptions() {
  return queryOptions({ queryKey: ['panel', 'orders'] as const, queryFn: getOrders });
}

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
