import type { Order, PaymentInput } from '@stitchdesk/shared';
import { apiPath, apiPost, useRefreshingMutation } from '../../../lib/api.ts';
import { orderStaleKeys } from './order-stale-keys.ts';

/** POST /staff/orders/:id/payments — appends one payment to the order's ledger. */
export async function recordPayment({
  orderId,
  ...payment
}: { orderId: string } & PaymentInput): Promise<Order> {
  return apiPost<Order>(apiPath`/staff/orders/${orderId}/payments`, payment);
}

export const useRecordPayment = () => useRefreshingMutation(recordPayment, orderStaleKeys);
