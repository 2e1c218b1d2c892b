import type { DeliveryInput, Order } from '@stitchdesk/shared';
import { apiPath, apiPost, useRefreshingMutation } from '../../../lib/api.ts';
import { withBalanceConfirmation } from '../balance/confirm-balance.ts';
import { orderStaleKeys } from './order-stale-keys.ts';

/** POST /staff/orders/:id/deliveries — links uploaded files to the order and completes it. */
export async function deliverFiles({
  orderId,
  fileIds,
  note = '',
  confirmSizeMismatch,
  confirmQuality,
}: { orderId: string } & DeliveryInput): Promise<Order> {
  return withBalanceConfirmation((confirmBalance) =>
    apiPost<Order>(apiPath`/staff/orders/${orderId}/deliveries`, {
      fileIds,
      note,
      ...(confirmSizeMismatch?.length ? { confirmSizeMismatch } : {}),
      ...(confirmQuality?.length ? { confirmQuality } : {}),
      ...(confirmBalance ? { confirmBalance } : {}),
    } satisfies DeliveryInput),
  );
}

export const useDeliverFiles = () => useRefreshingMutation(deliverFiles, orderStaleKeys);
