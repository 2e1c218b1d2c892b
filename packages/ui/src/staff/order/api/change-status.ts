import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, StatusChangeInput } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { withBalanceConfirmation } from '../balance/confirm-balance.ts';
import { queueQueryOptions } from '../../queue/api/get-queue.ts';
import { staffOrderQueryOptions } from './get-staff-order.ts';

/** POST /staff/orders/:id/status — moves the order along one allowed arrow. */
export async function changeStatus({
  orderId,
  status,
  note = '',
  shipment,
}: { orderId: string } & StatusChangeInput): Promise<Order> {
  const url = `/staff/orders/${encodeURIComponent(orderId)}/status`;
  return withBalanceConfirmation(async (confirmBalance) => {
    const body = {
      status,
      note,
      ...(shipment ? { shipment } : {}),
      ...(confirmBalance ? { confirmBalance } : {}),
    } satisfies StatusChangeInput;
    return (await http.post<Order>(url, body)).data;
  });
}

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStatus,
    onSuccess: (_order, { orderId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffOrderQueryOptions(orderId).queryKey }),
        queryClient.invalidateQueries({ queryKey: queueQueryOptions().queryKey }),
      ]),
  });
}
