import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, PaymentMethod } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { refreshOrder } from './refresh-order.ts';

export interface PaymentEntry {
  orderId: string;
  amountCents: number;
  method: PaymentMethod;
  reference?: string;
  /** ISO timestamp; the server takes "now" when absent. */
  paidAt?: string;
}

/** POST /staff/orders/:id/payments — appends one payment to the order's ledger. */
export async function recordPayment({ orderId, ...payment }: PaymentEntry): Promise<Order> {
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
