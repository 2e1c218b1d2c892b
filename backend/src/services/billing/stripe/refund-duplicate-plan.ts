import type { Knex } from 'knex';
import type Stripe from 'stripe';
import type { Config } from '../../../config.ts';
import { stripeClientOf } from './client.ts';

/** A refund's metadata `kind` for the first payment of a duplicate plan subscription. */
export const DUPLICATE_PLAN_REFUND_KIND = 'duplicate-plan';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** What paid the invoice: its paid payment's payment intent, or its charge when it has none. */
function paidBy(invoice: Stripe.Invoice): { payment_intent: string } | { charge: string } | null {
  for (const entry of invoice.payments?.data ?? []) {
    if (entry.status !== 'paid') continue;
    const intent = idOf(entry.payment.payment_intent);
    if (intent) return { payment_intent: intent };
    const charge = idOf(entry.payment.charge);
    if (charge) return { charge };
  }
  return null;
}

/**
 * The `stripe:refund-duplicate-plan` job (plans/duplicate-plans.ts): the subscription cancelled at
 * once (no renewal, no proration) and its latest invoice's payment refunded in full. Safe to retry:
 * a cancelled subscription is not cancelled again, the refund carries an idempotency key of the
 * subscription, and the row says when it is done.
 */
export async function refundDuplicatePlan(db: Knex, config: Config, subscriptionId: string): Promise<void> {
  const duplicate = await db('plan_duplicates')
    .first<{ id: string; refunded_at: Date | null } | undefined>('id', 'refunded_at')
    .where({ stripe_subscription_id: subscriptionId });
  if (!duplicate || duplicate.refunded_at) return;
  const stripe = stripeClientOf(config);
  if (!stripe) throw new Error('Card payments were turned off before a duplicate plan could be refunded');

  let subscription = await stripe.subscriptions.retrieve(subscriptionId);
  if (subscription.status !== 'canceled')
    subscription = await stripe.subscriptions.cancel(
      subscriptionId,
      {},
      { idempotencyKey: `duplicate-plan-cancel:${subscriptionId}` },
    );
  const invoiceId = idOf(subscription.latest_invoice);
  if (!invoiceId) throw new Error(`Subscription ${subscriptionId} has no invoice to refund yet`);
  const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
  let refundId: string | null = null;
  if (invoice.amount_paid > 0) {
    const source = paidBy(invoice);
    // Paid, but its payment not listed yet: the job's retry finds it.
    if (!source) throw new Error(`Invoice ${invoiceId} lists no paid payment to refund yet`);
    const refund = await stripe.refunds.create(
      { ...source, metadata: { kind: DUPLICATE_PLAN_REFUND_KIND, subscriptionId } },
      { idempotencyKey: `duplicate-plan-refund:${subscriptionId}` },
    );
    refundId = refund.id;
  }
  await db('plan_duplicates')
    .where({ id: duplicate.id })
    .update({ stripe_refund_id: refundId, refunded_at: db.fn.now() });
}
