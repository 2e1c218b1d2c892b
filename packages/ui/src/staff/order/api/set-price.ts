import type { Order, PriceChangeInput } from '@stitchdesk/shared';
import { apiPath, apiPost, useRefreshingMutation } from '../../../lib/api.ts';
import { orderStaleKeys } from './order-stale-keys.ts';

/** POST /staff/orders/:id/price — sets or changes the price; the reason goes into the history. */
export async function setPrice({
  orderId,
  ...change
}: { orderId: string } & PriceChangeInput): Promise<Order> {
  return apiPost<Order>(apiPath`/staff/orders/${orderId}/price`, change);
}

export const useSetPrice = () => useRefreshingMutation(setPrice, orderStaleKeys);
