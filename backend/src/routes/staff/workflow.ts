import { paymentSchema, priceChangeSchema, proofSchema, refundSchema } from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { recordManualPayment } from '../../services/billing/payments.ts';
import { setOrderPrice } from '../../services/billing/price.ts';
import { refundOrder } from '../../services/billing/refunds.ts';
import { sendProof } from '../../services/proofs/proofs.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { orderStepAnswer, orderStepSpec } from './order-step.ts';
import { viewerOf } from './roles.ts';

/** Staff steps of the production workflow: the price, the payments ledger (refunds too) and proofs. */
export function staffWorkflowRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  const answer = orderStepAnswer(deps);

  const price = defineRoute(
    orderStepSpec({
      step: 'price',
      summary: 'Set or change the order’s price (integer cents) with a reason kept in its history',
      body: priceChangeSchema,
      answered: 'The order with its new price',
    }),
    async (ctx) => {
      const { amountCents, reason } = ctx.input.body;
      const orderId = ctx.input.params.id;
      await answer(ctx, await setOrderPrice(db, viewerOf(ctx), { orderId, amountCents, reason }));
    },
  );

  const payment = defineRoute(
    orderStepSpec({
      step: 'payments',
      summary: 'Record a payment received (append-only ledger); never more than the balance',
      body: paymentSchema,
      answered: 'The order with what is paid and owed',
    }),
    async (ctx) => {
      const change = await recordManualPayment(db, viewerOf(ctx), {
        orderId: ctx.input.params.id,
        ...ctx.input.body,
      });
      await answer(ctx, change);
    },
  );

  const refund = defineRoute(
    orderStepSpec({
      step: 'refunds',
      summary:
        'Give money back: a card payment through Stripe, another recorded as a manual refund; a new ' +
        'ledger line (negative), never more than is paid and not yet refunded (409)',
      body: refundSchema,
      answered: 'The order with what stays paid and owed',
    }),
    async (ctx) => {
      const change = await refundOrder(db, deps.config, viewerOf(ctx), {
        orderId: ctx.input.params.id,
        ...ctx.input.body,
      });
      await answer(ctx, change);
    },
  );

  const proof = defineRoute(
    orderStepSpec({
      step: 'proofs',
      summary: 'Send a proof (your own uploads: images or PDF); the order awaits the client’s approval',
      body: proofSchema,
      answered: 'The order, Awaiting Approval, with the proof',
    }),
    async (ctx) => {
      const { fileIds, note } = ctx.input.body;
      const orderId = ctx.input.params.id;
      await answer(ctx, await sendProof(db, viewerOf(ctx), { orderId, fileIds, note }));
    },
  );

  return [price, payment, refund, proof];
}
