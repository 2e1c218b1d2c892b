import * as contract from '@stitchdesk/shared';
import { requestChangesSchema } from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { ORDER_NOT_FOUND } from '../../services/orders/order-rows.ts';
import { PROOF_NOT_FOUND } from '../../services/production/messages.ts';
import { approveProof, requestProofChanges, type DecisionResult } from '../../services/proofs/proofs.ts';
import type { SignedIn } from '../../middleware/auth.ts';
import { uuidParam } from '../params.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { errorResponses } from '../route-docs.ts';
import { workflowResponders } from '../workflow-responders.ts';

const proofParams = z.object({
  orderId: uuidParam(ORDER_NOT_FOUND, 'Order id'),
  proofId: uuidParam(PROOF_NOT_FOUND, 'Proof id'),
});

/** The client's decision on a proof of their own order (issue 13): approve it, or request changes. */
export function orderProofsRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  const { present } = workflowResponders(deps);

  async function answer(result: DecisionResult, user: SignedIn['user']) {
    return present(result.order, user.email, user);
  }

  const approve = defineRoute(
    {
      method: 'post',
      path: '/order/:orderId/proofs/:proofId/approve',
      summary: 'Approve the latest proof of one’s order; production may start (dates fixed for goods)',
      tag: 'Orders',
      access: 'client',
      scope: 'orders:write',
      params: proofParams,
      responses: {
        200: { description: 'The order, In Progress, with the approval', schema: contract.orderSchema },
        ...errorResponses(400, 409),
      },
    },
    async (ctx) => {
      const { user } = ctx.state;
      const result = await approveProof(db, user, ctx.input.params);
      ctx.body = await answer(result, user);
    },
  );

  const requestChanges = defineRoute(
    {
      method: 'post',
      path: '/order/:orderId/proofs/:proofId/request-changes',
      summary: 'Request changes on the latest proof of one’s order; the comment becomes a revision',
      tag: 'Orders',
      access: 'client',
      scope: 'orders:write',
      params: proofParams,
      body: requestChangesSchema,
      responses: {
        200: { description: 'The order, Revision Requested', schema: contract.orderSchema },
        ...errorResponses(409),
      },
    },
    async (ctx) => {
      const { user } = ctx.state;
      const result = await requestProofChanges(db, user, {
        ...ctx.input.params,
        comment: ctx.input.body.comment,
        fileIds: ctx.input.body.fileIds,
      });
      ctx.body = await answer(result, user);
    },
  );

  return [approve, requestChanges];
}
