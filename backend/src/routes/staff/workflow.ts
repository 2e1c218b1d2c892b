import Router from '@koa/router';
import * as contract from '@stitchdesk/shared';
import { paymentSchema, priceChangeSchema, proofSchema } from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { auth } from '../../middleware/auth.ts';
import { validate } from '../../middleware/validate.ts';
import type { OrderChange } from '../../services/workflow/transitions.ts';
import { recordManualPayment } from '../../services/workflow/payments.ts';
import { setOrderPrice } from '../../services/workflow/price.ts';
import { sendProof } from '../../services/workflow/proofs.ts';
import { describeRoute, errorResponses, uuidPathDoc } from '../route-docs.ts';
import { workflowResponders } from '../workflow-responders.ts';
import { STAFF_ROLES, viewerOf } from './roles.ts';

/** Staff steps of the production workflow: the price, the payments ledger and proofs (issue 13). */
export function staffWorkflowRouter(deps: AppDeps): Router {
  const { db } = deps;
  const { present, mailClient } = workflowResponders(deps);
  const router = new Router({ prefix: '/staff/orders' });

  const answer = async (ctx: { body: unknown }, change: OrderChange) => {
    mailClient(change);
    ctx.body = await present(change.order, change.client.email);
  };

  describeRoute(router, {
    method: 'post',
    path: '/:id/price',
    summary: 'Set or change the order’s price (integer cents) with a reason kept in its history',
    tag: 'Staff',
    access: 'staff',
    pathParams: { id: uuidPathDoc('Order id') },
    body: priceChangeSchema,
    responses: {
      200: { description: 'The order with its new price', schema: contract.orderSchema },
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });
  router.post(
    '/:id/price',
    auth({ roles: STAFF_ROLES }),
    validate({ body: priceChangeSchema }),
    async (ctx) => {
      const { amountCents, reason } = ctx.input.body;
      await answer(
        ctx,
        await setOrderPrice(db, viewerOf(ctx), { orderId: ctx.params.id, amountCents, reason }),
      );
    },
  );

  describeRoute(router, {
    method: 'post',
    path: '/:id/payments',
    summary: 'Record a payment received (append-only ledger); never more than the balance',
    tag: 'Staff',
    access: 'staff',
    pathParams: { id: uuidPathDoc('Order id') },
    body: paymentSchema,
    responses: {
      200: { description: 'The order with what is paid and owed', schema: contract.orderSchema },
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });
  router.post(
    '/:id/payments',
    auth({ roles: STAFF_ROLES }),
    validate({ body: paymentSchema }),
    async (ctx) => {
      const change = await recordManualPayment(db, viewerOf(ctx), {
        orderId: ctx.params.id,
        ...ctx.input.body,
      });
      await answer(ctx, change);
    },
  );

  describeRoute(router, {
    method: 'post',
    path: '/:id/proofs',
    summary: 'Send a proof (your own uploads: images or PDF); the order awaits the client’s approval',
    tag: 'Staff',
    access: 'staff',
    pathParams: { id: uuidPathDoc('Order id') },
    body: proofSchema,
    responses: {
      200: { description: 'The order, Awaiting Approval, with the proof', schema: contract.orderSchema },
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });
  router.post('/:id/proofs', auth({ roles: STAFF_ROLES }), validate({ body: proofSchema }), async (ctx) => {
    const { fileIds, note } = ctx.input.body;
    await answer(ctx, await sendProof(db, viewerOf(ctx), { orderId: ctx.params.id, fileIds, note }));
  });

  return router;
}
