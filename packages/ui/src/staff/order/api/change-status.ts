import type { Order, StatusChangeInput } from '@stitchdesk/shared';
import { apiPath, apiPost, useRefreshingMutation } from '../../../lib/api.ts';
import { withBalanceConfirmation } from '../balance/confirm-balance.ts';
import { orderStaleKeys } from './order-stale-keys.ts';

/** POST /staff/orders/:id/status — moves the order along one allowed arrow. */
export async function changeStatus({
  orderId,
  status,
  note = '',
  shipment,
}: { orderId: string } & StatusChangeInput): Promise<Order> {
  return withBalanceConfirmation((confirmBalance) =>
    apiPost<Order>(apiPath`/staff/orders/${orderId}/status`, {
      status,
      note,
      ...(shipment ? { shipment } : {}),
      ...(confirmBalance ? { confirmBalance } : {}),
    } satisfies StatusChangeInput),
  );
}

export const useChangeStatus = () => useRefreshingMutation(changeStatus, orderStaleKeys);
