import type { Order, ProofInput } from '@stitchdesk/shared';
import { apiPath, apiPost, useRefreshingMutation } from '../../../lib/api.ts';
import { orderStaleKeys } from './order-stale-keys.ts';

/** POST /staff/orders/:id/proofs — sends the proof to the client; the order waits for approval. */
export async function sendProof({
  orderId,
  fileIds,
  note,
}: { orderId: string } & ProofInput): Promise<Order> {
  return apiPost<Order>(apiPath`/staff/orders/${orderId}/proofs`, {
    fileIds,
    ...(note ? { note } : {}),
  } satisfies ProofInput);
}

export const useSendProof = () => useRefreshingMutation(sendProof, orderStaleKeys);
