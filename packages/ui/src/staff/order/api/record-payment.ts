import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, PaymentInput } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { refreshOrder } from './refresh-order.ts';

/** POST /staff/orders/:id/payments — appends one payment to the order's ledger. */
export async function recordPayment({
  orderId,
  ...payment
}: { orderId: string } & PaymentInput): Promise<Order> {
  const { data } = await http.post<Order>(`/staff/orders/${encodeURIComponent(orderId)}/payments`, payment);
  return data;
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: (_order, { orderId }) => refreshOrder(queryClient, orderId),
  });
}
