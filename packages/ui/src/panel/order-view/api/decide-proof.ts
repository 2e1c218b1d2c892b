import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, RequestChangesInput } from '@stitchdesk/shared';
import { apiPath, apiPost } from '../../../lib/api.ts';
import { orderQueryOptions } from '../../orders/api/get-order.ts';

export type ProofAnswer = { kind: 'approve' } | ({ kind: 'request-changes' } & RequestChangesInput);

export interface ProofDecisionRequest {
  orderId: string;
  proofId: string;
  answer: ProofAnswer;
}

/**
 * POST /order/:orderId/proofs/:proofId/approve, or …/request-changes with the comment: the client's
 * answer to the latest proof. The server answers with the order as it now stands.
 */
export async function decideProof({ orderId, proofId, answer }: ProofDecisionRequest): Promise<Order> {
  const path = apiPath`/order/${orderId}/proofs/${proofId}/${answer.kind}`;
  const body =
    answer.kind === 'request-changes'
      ? ({
          comment: answer.comment,
          ...(answer.fileIds?.length ? { fileIds: answer.fileIds } : {}),
        } satisfies RequestChangesInput)
      : {};
  return apiPost<Order>(path, body);
}

export function useDecideProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideProof,
    onSuccess: (order, { orderId }) => {
      queryClient.setQueryData(orderQueryOptions(orderId).queryKey, order);
      // The order list shows the new status, and a change request is a new revision.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['panel', 'orders'] }),
        queryClient.invalidateQueries({ queryKey: ['panel', 'revisions'] }),
      ]);
    },
  });
}
