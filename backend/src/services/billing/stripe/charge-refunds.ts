import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { allocateRefund, type RefundSlice } from '@stitchdesk/shared';
import type { Config } from '../../../config.ts';
import type { OrderRow } from '../../../db/rows.ts';
import { ORDER_COLUMNS } from '../../orders/order-rows.ts';
import { appendRefund, ledgerOf, refundablePayments, type RefundEntry } from '../refunds.ts';
import { stripeClientOf } from './client.ts';
import { EXCESS_REFUND_KIND } from './refund-excess.ts';
import { STRIPE_PROVIDER } from './session-payment.ts';

/*
 * Refunds Stripe made of a charge, into the ledger: each once, whoever made it. One made from the
 * order page is already a ledger line with Stripe's refund id (nothing to do); one made in Stripe's
 * dashboard, or one whose order-page transaction never committed, is recorded now. The refund of an
 * overpayment (money that never entered the ledger) and a failed or cancelled refund record nothing.
 */

const REASONS: Record<string, string> = {
  duplicate: 'duplicate payment',
  fraudulent: 'fraudulent payment',
  requested_by_customer: 'requested by the customer',
};

/** The history's reason of a refund made at Stripe: the one staff gave on our page, else Stripe's. */
export function stripeRefundReason(refund: Pick<Stripe.Refund, 'metadata' | 'reason'>): string {
  const ours = refund.metadata?.reason;
  if (ours) return ours;
  const why = refund.reason ? REASONS[refund.reason] : undefined;
  return why ? `Refunded in Stripe: ${why}` : 'Refunded in Stripe';
}

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Records one Stripe refund unless it is already in the ledger or gives back nothing the ledger holds. */
export async function recordStripeRefund(trx: Knex.Transaction, refund: Stripe.Refund): Promise<void> {
  if (refund.metadata?.kind === EXCESS_REFUND_KIND) return;
  if (refund.status === 'failed' || refund.status === 'canceled') return;
  const intent = idOf(refund.payment_intent);
  if (!intent) return;
  const paid = await trx('payments')
    .where({ provider: STRIPE_PROVIDER, provider_ref: intent })
    .whereNull('refund_of')
    .select<{ id: string; order_id: string }[]>('id', 'order_id');
  // A plan's invoice or anything else not paid through an order's checkout.
  if (paid.length === 0) return;
  const orderIds = [...new Set(paid.map((p) => p.order_id))].sort();
  // Locked in id order, as the route and the checkout lock them: then the check below sees a line an
  // order-page refund of this very refund has committed meanwhile.
  const orders = await trx<OrderRow>('orders')
    .select(...ORDER_COLUMNS)
    .whereIn('id', orderIds)
    .orderBy('id')
    .forUpdate();
  const recorded = await trx('payments')
    .where({ provider: STRIPE_PROVIDER, provider_ref: refund.id })
    .whereNotNull('refund_of')
    .first('id');
  if (recorded) return;

  const intentPayments = new Set(paid.map((p) => p.id));
  const candidates = [];
  for (const order of orders) {
    const payments = refundablePayments(await ledgerOf(trx, order.id)).filter((p) =>
      intentPayments.has(p.id),
    );
    candidates.push(...payments.map((p) => ({ ...p, orderId: order.id })));
  }
  const named = candidates.filter((p) => p.id === refund.metadata?.paymentId);
  const from = named.length > 0 ? named : candidates;
  const available = from.reduce((sum, p) => sum + p.refundableCents, 0);
  const slices = allocateRefund(from, Math.min(refund.amount, available)) ?? [];
  const byOrder = new Map<string, RefundSlice[]>();
  for (const slice of slices) {
    const orderId = from.find((p) => p.id === slice.paymentId)!.orderId;
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), slice]);
  }
  const refundedAt = new Date(refund.created * 1000);
  for (const order of orders) {
    const orderSlices = byOrder.get(order.id);
    if (!orderSlices) continue;
    const entries: RefundEntry[] = orderSlices.map((slice) => ({
      refundOf: { id: slice.paymentId, method: from.find((p) => p.id === slice.paymentId)!.method },
      amountCents: slice.amountCents,
      provider: STRIPE_PROVIDER,
      providerRef: refund.id,
      refundedAt,
    }));
    await appendRefund(trx, order, entries, { reason: stripeRefundReason(refund), recordedBy: null });
  }
}

/**
 * The `stripe:charge-refunds` job of a `charge.refunded` event: the charge's refunds as Stripe lists
 * them now (an event's charge carries no refund list in Stripe's current API), each recorded in a
 * transaction of its own.
 */
export async function recordChargeRefunds(db: Knex, config: Config, chargeId: string): Promise<void> {
  const stripe = stripeClientOf(config);
  if (!stripe) throw new Error('Card payments were turned off before a charge’s refunds could be recorded');
  for await (const refund of stripe.refunds.list({ charge: chargeId, limit: 100 })) {
    await db.transaction((trx) => recordStripeRefund(trx, refund));
  }
}
