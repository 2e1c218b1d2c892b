import type Stripe from 'stripe';
import {
  applyStripePeriod,
  endStripePlan,
  planOfSubscription,
  setStripePlanCanceling,
} from '../../../plans/stripe-periods.ts';
import { isDuplicateSubscription, rejectDuplicateSubscription } from '../../../plans/duplicate-plans.ts';
import { recordPlanPayment } from '../../plan-payments.ts';
import { stripeClientOf } from '../client.ts';
import { namedPlanOf, type NamedPlan } from '../plan-metadata.ts';
import type { StripeEventContext, StripeEventHandlers } from './handler.ts';

/*
 * The spec's monthly plans bought by card: a subscription-mode Checkout Session starts the plan, each
 * paid invoice of its subscription starts a period (the first, then every renewal), and the
 * subscription's end stops the renewals. Since Stripe's API version 2025-03-31 a subscription's
 * period lives on its items (`items.data[].current_period_start/end`) and an invoice's on its lines
 * (`lines.data[].period`): the invoice's own period_start/period_end are the period before it.
 */

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const dateOf = (seconds: number) => new Date(seconds * 1000);

/** The period a subscription is in now: its (one) item's. */
function periodOfSubscription(subscription: Stripe.Subscription): { start: Date; end: Date } | null {
  const item = subscription.items.data[0];
  if (!item) return null;
  return { start: dateOf(item.current_period_start), end: dateOf(item.current_period_end) };
}

/** The period an invoice of `subscriptionId` paid for: its subscription line's (not a proration's). */
function periodOfInvoice(invoice: Stripe.Invoice, subscriptionId: string): { start: Date; end: Date } | null {
  const lines = invoice.lines.data.filter(
    (line) =>
      idOf(line.subscription) === subscriptionId && !line.parent?.subscription_item_details?.proration,
  );
  const line = lines.sort((a, b) => b.period.end - a.period.end)[0];
  return line ? { start: dateOf(line.period.start), end: dateOf(line.period.end) } : null;
}

/** Whose plan an invoice paid for: its subscription's metadata, or the row that holds the subscription. */
async function namedPlanOfInvoice(
  { trx }: StripeEventContext,
  metadata: Stripe.Metadata | null,
  subscriptionId: string,
): Promise<NamedPlan | null> {
  const named = namedPlanOf(metadata);
  if (named) return named;
  const row = await planOfSubscription(trx, subscriptionId);
  return row ? { clientId: row.client_id, service: row.service, plan: row.plan } : null;
}

/** Invoices that start a period of the subscription (a plan change would be another reason). */
const PERIOD_REASONS = new Set(['subscription_create', 'subscription_cycle']);

/** The client's open checkout of the session no longer blocks another (plan-checkout.ts). */
async function releaseCheckout({ trx }: StripeEventContext, sessionId: string): Promise<void> {
  await trx('plan_checkouts').where({ stripe_session_id: sessionId }).delete();
}

export const planSubscriptionHandlers: StripeEventHandlers = {
  'checkout.session.completed': async (event, context) => {
    const session = event.data.object;
    if (session.mode !== 'subscription' || session.payment_status === 'unpaid') return;
    const named = namedPlanOf(session.metadata);
    const subscriptionId = idOf(session.subscription);
    const stripe = stripeClientOf(context.config);
    if (!named || !subscriptionId || !stripe) return;
    await releaseCheckout(context, session.id);
    if (await isDuplicateSubscription(context.trx, subscriptionId)) return;
    // The session names the subscription, not its period: Stripe's subscription object has it.
    const period = periodOfSubscription(await stripe.subscriptions.retrieve(subscriptionId));
    if (!period) return;
    const outcome = await applyStripePeriod(context.trx, {
      ...named,
      subscriptionId,
      ...period,
      opening: true,
    });
    if (outcome === 'duplicate')
      await rejectDuplicateSubscription(context.trx, {
        ...named,
        subscriptionId,
        amountCents: session.amount_total ?? 0,
        currency: session.currency ?? 'usd',
      });
  },

  'checkout.session.expired': async (event, context) => {
    const session = event.data.object;
    if (session.mode === 'subscription') await releaseCheckout(context, session.id);
  },

  'invoice.paid': async (event, context) => {
    const invoice = event.data.object;
    const details = invoice.parent?.subscription_details;
    const subscriptionId = idOf(details?.subscription);
    if (!details || !subscriptionId) return;
    if (await isDuplicateSubscription(context.trx, subscriptionId)) return;
    const named = await namedPlanOfInvoice(context, details.metadata, subscriptionId);
    const period = periodOfInvoice(invoice, subscriptionId);
    if (!named || !period) return;
    if (invoice.billing_reason && PERIOD_REASONS.has(invoice.billing_reason)) {
      const opening = invoice.billing_reason === 'subscription_create';
      const outcome = await applyStripePeriod(context.trx, { ...named, subscriptionId, ...period, opening });
      // Its first payment is refunded, so it is no payment of the client's plans.
      if (outcome === 'duplicate')
        return rejectDuplicateSubscription(context.trx, {
          ...named,
          subscriptionId,
          amountCents: invoice.amount_paid,
          currency: invoice.currency,
        });
    }
    await recordPlanPayment(context.trx, {
      ...named,
      amountCents: invoice.amount_paid,
      currency: invoice.currency,
      invoiceId: invoice.id,
      subscriptionId,
      periodStart: period.start,
      periodEnd: period.end,
      paidAt: dateOf(invoice.status_transitions?.paid_at ?? event.created),
      receiptUrl: invoice.hosted_invoice_url ?? null,
    });
  },

  'customer.subscription.updated': async (event, { trx }) => {
    const subscription = event.data.object;
    if (!namedPlanOf(subscription.metadata)) return;
    await setStripePlanCanceling(trx, subscription.id, subscription.cancel_at_period_end);
  },

  'customer.subscription.deleted': async (event, { trx }) => {
    const subscription = event.data.object;
    await endStripePlan(trx, subscription.id);
  },
};
