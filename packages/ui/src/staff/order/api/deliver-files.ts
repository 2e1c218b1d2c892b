import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryInput, Order } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { withBalanceConfirmation } from '../balance/confirm-balance.ts';
import { queueQueryOptions } from '../../queue/api/get-queue.ts';
import { staffOrderQueryOptions } from './get-staff-order.ts';

/** POST /staff/orders/:id/deliveries — links uploaded files to the order and completes it. */
export async function deliverFiles({
  orderId,
  fileIds,
  note = '',
  confirmSizeMismatch,
  confirmQuality,
}: { orderId: string } & DeliveryInput): Promise<Order> {
  const url = `/staff/orders/${encodeURIComponent(orderId)}/deliveries`;
  return withBalanceConfirmation(async (confirmBalance) => {
    const body = {
      fileIds,
      note,
      ...(confirmSizeMismatch?.length ? { confirmSizeMismatch } : {}),
      ...(confirmQuality?.length ? { confirmQuality } : {}),
      ...(confirmBalance ? { confirmBalance } : {}),
    } satisfies DeliveryInput;
    return (await http.post<Order>(url, body)).data;
  });
}

export function useDeliverFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deliverFiles,
    onSuccess: (_order, { orderId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffOrderQueryOptions(orderId).queryKey }),
        queryClient.invalidateQueries({ queryKey: queueQueryOptions().queryKey }),
      ]),
  });
}
