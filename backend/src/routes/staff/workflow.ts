import * as contract from '@stitchdesk/shared';
import { paymentSchema, priceChangeSchema, proofSchema } from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import type { OrderChange } from '../../services/workflow/transitions.ts';
import { recordManualPayment } from '../../services/workflow/payments.ts';
import { setOrderPrice } from '../../services/workflow/price.ts';
import { sendProof } from '../../services/workflow/proofs.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { errorResponses } from '../route-docs.ts';
import { workflowResponders } from '../workflow-responders.ts';
import { orderIdParams } from './orders.ts';
import { viewerOf } from './roles.ts';

/** Staff steps of the production workflow: the price, the payments ledger and proofs (issue 13). */
export function staffWorkflowRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  const { present } = workflowResponders(deps);

  const answer = async (ctx: { body: unknown }, change: OrderChange) => {
    ctx.body = await present(change.order, change.client.email);
  };

  const price = defineRoute(
    {
      method: 'post',
      path: '/staff/orders/:id/price',
      summary: 'Set or change the order’s price (integer cents) with a reason kept in its history',
      tag: 'Staff',
      access: 'staff',
      params: orderIdParams,
      body: priceChangeSchema,
      responses: {
        200: { description: 'The order with its new price', schema: contract.orderSchema },
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (ctx) => {
      const { amountCents, reason } = ctx.input.body;
      const orderId = ctx.input.params.id;
      await answer(ctx, await setOrderPrice(db, viewerOf(ctx), { orderId, amountCents, reason }));
    },
  );

  const payment = defineRoute(
    {
      method: 'post',
      path: '/staff/orders/:id/payments',
      summary: 'Record a payment received (append-only ledger); never more than the balance',
      tag: 'Staff',
      access: 'staff',
      params: orderIdParams,
      body: paymentSchema,
      responses: {
        200: { description: 'The order with what is paid and owed', schema: contract.orderSchema },
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (ctx) => {
      const change = await recordManualPayment(db, viewerOf(ctx), {
        orderId: ctx.input.params.id,
        ...ctx.input.body,
      });
      await answer(ctx, change);
    },
  );

  const proof = defineRoute(
    {
      method: 'post',
      path: '/staff/orders/:id/proofs',
      summary: 'Send a proof (your own uploads: images or PDF); the order awaits the client’s approval',
      tag: 'Staff',
      access: 'staff',
      params: orderIdParams,
      body: proofSchema,
      responses: {
        200: { description: 'The order, Awaiting Approval, with the proof', schema: contract.orderSchema },
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (ctx) => {
      const { fileIds, note } = ctx.input.body;
      const orderId = ctx.input.params.id;
      await answer(ctx, await sendProof(db, viewerOf(ctx), { orderId, fileIds, note }));
    },
  );

  return [price, payment, proof];
}
