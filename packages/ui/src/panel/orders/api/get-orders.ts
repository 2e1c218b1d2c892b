import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@stitchdesk/shared';
import { apiGet } from '../../../lib/api.ts';

/** GET /order/getorder — the client's orders, newest first. */
export const getOrders = () => apiGet<Order[]>('/order/getorder');

export function ordersQueryOptions() {
  return queryOptions({ queryKey: ['panel', 'orders'] as const, queryFn: getOrders });
}

export const useOrders = () => useQuery(ordersQueryOptions());
