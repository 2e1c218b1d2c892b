import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, ProofInput } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { refreshOrder } from './refresh-order.ts';

/** POST /staff/orders/:id/proofs — sends the proof to the client; the order waits for approval. */
export async function sendProof({
  orderId,
  fileIds,
  note,
}: { orderId: string } & ProofInput): Promise<Order> {
  const { data } = await http.post<Order>(`/staff/orders/${encodeURIComponent(orderId)}/proofs`, {
    fileIds,
    ...(note ? { note } : {}),
  } satisfies ProofInput);
  return data;
}

export function useSendProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendProof,
    onSuccess: (_order, { orderId }) => refreshOrder(queryClient, orderId),
  });
}
