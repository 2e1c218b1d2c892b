import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { formatCents, formatOrderNumber, priceSummary } from '@stitchdesk/shared';
import type { OrderRow } from '../../../db/rows.ts';
import { addJob } from '../../../queue/add-job.ts';
import { notify } from '../../notifications/notifications.ts';
import { queueOrderMail } from '../../notifications/order-mail.ts';
import { ORDER_COLUMNS, recordOrderEvent } from '../../orders/order-rows.ts';
import { appendPayment } from '../payments.ts';
import { orderSharesOf, type OrderShare } from './session-metadata.ts';

export const STRIPE_PROVIDER = 'stripe';

/** The payment intent of a paid session: the ledger's provider reference (the session's id without one). */
export function paymentIntentOf(session: Stripe.Checkout.Session): string {
  const intent = session.payment_intent;
  if (typeof intent === 'string') return intent;
  return intent?.id ?? session.id;
}

export function overpaymentRefundMessage(number: number, refundCents: number): string {
  return `${formatCents(refundCents)} of your card payment was more than order ${formatOrderNumber(number)} still owed, so it is being refunded to your card`;
}

export function paymentFailedMessage(number: number): string {
  return `Your payment for order ${formatOrderNumber(number)} did not go through. Nothing was charged; you can pay again from the order page`;
}

/**
 * A paid Checkout Session of orders, into the ledger: each order (locked, in id order so two sessions
 * never wait on each other) gets its own share through appendPayment, as much of it as the order still
 * owes; the rest, if any (two tabs, two sessions), is refunded through Stripe by a job and noted in
 * the order's history and told the client. A share already in the ledger (the session delivered
 * under another event) records nothing.
 */
export async function recordSessionPayment(
  trx: Knex.Transaction,
  session: Stripe.Checkout.Session,
  paidAt: Date,
): Promise<void> {
  const named = orderSharesOf(session.metadata);
  if (!named) return;
  const paymentIntent = paymentIntentOf(session);
  const shares = [...named.shares].sort((a, b) => a.orderId.localeCompare(b.orderId));
  for (const share of shares) {
    const order = await trx<OrderRow>('orders')
      .select(...ORDER_COLUMNS)
      .where({ id: share.orderId, user_id: named.clientId })
      .forUpdate()
      .first();
    if (!order) continue;
    const recorded = await trx('payments')
      .where({ provider: STRIPE_PROVIDER, provider_ref: paymentIntent, order_id: order.id })
      .first('id');
    if (recorded) continue;
    await recordShare(trx, order, share, paymentIntent, paidAt);
  }
}

async function recordShare(
  trx: Knex.Transaction,
  order: OrderRow,
  share: OrderShare,
  paymentIntent: string,
  paidAt: Date,
): Promise<void> {
  const owed =
    order.status === 'Cancelled' || order.price_cents === null
      ? 0
      : priceSummary(order.service_type, order.price_cents, order.paid_cents).balanceCents;
  const fits = Math.min(share.amountCents, owed);
  let current = order;
  if (fits > 0) {
    ({ order: current } = await appendPayment(
      trx,
      order,
      { amountCents: fits, method: 'card', reference: 'Stripe Checkout', paidAt },
      { provider: STRIPE_PROVIDER, providerRef: paymentIntent, recordedBy: null },
    ));
  }
  const refundCents = share.amountCents - fits;
  if (refundCents <= 0) return;
  const message = overpaymentRefundMessage(order.number, refundCents);
  await recordOrderEvent(trx, {
    orderId: order.id,
    actorId: null,
    from: current.status,
    to: current.status,
    kind: 'payment',
    note: `Card payment of ${formatCents(share.amountCents)} was ${formatCents(refundCents)} more than the balance: that part is refunded through Stripe`,
    clientMessage: message,
  });
  await notify(trx, [order.user_id], message, order.id);
  await queueOrderMail(trx, { userId: order.user_id, orderId: order.id, message });
  await addJob(
    trx,
    'stripe:refund-excess',
    { paymentIntent, orderId: order.id, amountCents: refundCents },
    { jobKey: `stripe-refund-excess:${paymentIntent}:${order.id}`, maxAttempts: 10 },
  );
}

/** A session whose delayed payment failed: the client is told on each order it named. */
export async function tellPaymentFailed(
  trx: Knex.Transaction,
  session: Stripe.Checkout.Session,
): Promise<void> {
  const named = orderSharesOf(session.metadata);
  if (!named) return;
  for (const share of named.shares) {
    const order = await trx<OrderRow>('orders')
      .select('id', 'number', 'user_id')
      .where({ id: share.orderId, user_id: named.clientId })
      .first();
    if (!order) continue;
    const message = paymentFailedMessage(order.number);
    await notify(trx, [order.user_id], message, order.id);
    await queueOrderMail(trx, { userId: order.user_id, orderId: order.id, message });
  }
}
