import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, StatusChangeInput } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { queueQueryOptions } from '../../queue/api/get-queue.ts';
import { staffOrderQueryOptions } from './get-staff-order.ts';

/** POST /staff/orders/:id/status — moves the order along one allowed arrow. */
export async function changeStatus({
  orderId,
  status,
  note = '',
}: { orderId: string } & StatusChangeInput): Promise<Order> {
  const { data } = await http.post<Order>(`/staff/orders/${encodeURIComponent(orderId)}/status`, {
    status,
    note,
  } satisfies StatusChangeInput);
  return data;
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
