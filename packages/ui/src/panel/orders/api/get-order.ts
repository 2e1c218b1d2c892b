import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@stitchdesk/shared';
import { apiGet, apiPath } from '../../../lib/api.ts';

/** GET /order/getorder/:orderId — one order with its four blocks. */
export const getOrder = (orderId: string) => apiGet<Order>(apiPath`/order/getorder/${orderId}`);

export function orderQueryOptions(orderId: string) {
  return queryOptions({ queryKey: ['panel', 'order', orderId] as const, queryFn: () => getOrder(orderId) });
}

export const useOrder = (orderId: string) => useQuery(orderQueryOptions(orderId));
