import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, PriceChangeInput } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { refreshOrder } from './refresh-order.ts';

/** POST /staff/orders/:id/price — sets or changes the price; the reason goes into the history. */
export async function setPrice({
  orderId,
  ...change
}: { orderId: string } & PriceChangeInput): Promise<Order> {
  const { data } = await http.post<Order>(`/staff/orders/${encodeURIComponent(orderId)}/price`, change);
  return data;
}

export function useSetPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPrice,
    onSuccess: (_order, { orderId }) => refreshOrder(queryClient, orderId),
  });
}
