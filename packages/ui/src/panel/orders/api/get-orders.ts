import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** GET /order/getorder — the client's orders, newest first. */
export async function getOrders(): Promise<Order[]> {
  const { data } = await http.get<Order[]>('/order/getorder');
  return data;
}

export const ordersQueryKey = ['panel', 'orders'] as const;

export function ordersQuery() {
  return queryOptions({ queryKey: ordersQueryKey, queryFn: getOrders });
}

export function useOrders() {
  return useQuery(ordersQuery());
}
