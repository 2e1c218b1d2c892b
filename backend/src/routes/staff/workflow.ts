import { paymentSchema, priceChangeSchema, proofSchema } from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { recordManualPayment } from '../../services/workflow/payments.ts';
import { setOrderPrice } from '../../services/workflow/price.ts';
import { sendProof } from '../../services/workflow/proofs.ts';
import type { Route } from '../define-route.ts';
import { staffOrderStep } from './order-step.ts';

/** Staff steps of the production workflow: the price, the payments ledger and proofs (issue 13). */
export function staffWorkflowRoutes(deps: AppDeps): Route[] {
  const { db } = deps;

  const price = staffOrderStep(deps, {
    step: 'price',
    summary: 'Set or change the order’s price (integer cents) with a reason kept in its history',
    body: priceChangeSchema,
    answered: 'The order with its new price',
    take: (viewer, orderId, { amountCents, reason }) =>
      setOrderPrice(db, viewer, { orderId, amountCents, reason }),
  });

  const payment = staffOrderStep(deps, {
    step: 'payments',
    summary: 'Record a payment received (append-only ledger); never more than the balance',
    body: paymentSchema,
    answered: 'The order with what is paid and owed',
    take: (viewer, orderId, body) => recordManualPayment(db, viewer, { orderId, ...body }),
  });

  const proof = staffOrderStep(deps, {
    step: 'proofs',
    summary: 'Send a proof (your own uploads: images or PDF); the order awaits the client’s approval',
    body: proofSchema,
    answered: 'The order, Awaiting Approval, with the proof',
    take: (viewer, orderId, { fileIds, note }) => sendProof(db, viewer, { orderId, fileIds, note }),
  });

  return [price, payment, proof];
}
