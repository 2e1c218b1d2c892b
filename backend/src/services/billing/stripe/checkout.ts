import type { Knex } from 'knex';
import type Stripe from 'stripe';
import {
  formatOrderNumber,
  priceSummary,
  type CheckoutAmount,
  type CheckoutSession,
} from '@stitchdesk/shared';
import type { Config } from '../../../config.ts';
import type { OrderRow } from '../../../db/rows.ts';
import { conflict, notFound } from '../../../errors.ts';
import { orderPageUrl } from '../../notifications/order-mail.ts';
import { findOrderOfUser, ORDER_NOT_FOUND } from '../../orders/order-rows.ts';
import { ORDER_CANCELLED } from '../../production/messages.ts';
import { shopSettingsOf } from '../../settings/shop-settings.ts';
import { stripeClientOf } from './client.ts';
import { orderPaymentMetadata, type OrderShare } from './session-metadata.ts';
import { CARDS_OFF } from './webhook.ts';

export const NO_PRICE_YET = 'This order has no price yet, so there is nothing to pay.';
export const NO_DEPOSIT_OWED = 'No deposit is owed on this order.';
export const NOTHING_OWED = 'Nothing is owed on this order.';

/** The Stripe client, or 404: without the keys the checkout routes do not exist. */
export function stripeOrNotFound(config: Config): Stripe {
  const stripe = stripeClientOf(config);
  if (!stripe) throw notFound(CARDS_OFF);
  return stripe;
}

/** The line item's name: "Order #1042 — deposit". */
export function checkoutLineName(number: number, amount: CheckoutAmount): string {
  return `Order ${formatOrderNumber(number)} — ${amount}`;
}

/** What `amount` of `order` comes to now, or 409 saying why nothing is to be paid. */
export function amountOwed(order: OrderRow, amount: CheckoutAmount): number {
  if (order.status === 'Cancelled') throw conflict(ORDER_CANCELLED);
  if (order.price_cents === null) throw conflict(NO_PRICE_YET);
  const summary = priceSummary(order.service_type, order.price_cents, order.paid_cents);
  const cents = amount === 'deposit' ? summary.depositDueCents : summary.balanceCents;
  if (cents === 0)
    throw conflict(amount === 'deposit' && summary.balanceCents > 0 ? NO_DEPOSIT_OWED : NOTHING_OWED);
  return cents;
}

export interface CheckoutLine {
  order: Pick<OrderRow, 'id' | 'number'>;
  amount: CheckoutAmount;
  amountCents: number;
}

/**
 * One Checkout Session paying `lines` (one line item each) in `currency` (the shop settings'), for
 * `client`; its metadata names each order's share, so the webhook gives each order its own amount.
 * Back to `returnUrl` either way.
 */
export async function openCheckoutSession(
  stripe: Stripe,
  currency: string,
  client: { id: string; email: string },
  lines: readonly CheckoutLine[],
  returnUrl: string,
): Promise<CheckoutSession> {
  const shares: OrderShare[] = lines.map((line) => ({
    orderId: line.order.id,
    amountCents: line.amountCents,
  }));
  const metadata = orderPaymentMetadata(client.id, shares);
  const join = returnUrl.includes('?') ? '&' : '?';
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: lines.map((line) => ({
      quantity: 1,
      price_data: {
        currency: currency.toLowerCase(),
        unit_amount: line.amountCents,
        product_data: {
          name: checkoutLineName(line.order.number, line.amount),
          metadata: { orderId: line.order.id },
        },
      },
    })),
    client_reference_id: lines.length === 1 ? lines[0].order.id : client.id,
    customer_email: client.email,
    metadata,
    payment_intent_data: { metadata },
    success_url: `${returnUrl}${join}payment=success`,
    cancel_url: `${returnUrl}${join}payment=cancelled`,
  });
  if (!session.url) throw new Error('Stripe answered a Checkout Session without its URL');
  return { url: session.url, sessionId: session.id };
}

/** POST /order/:orderId/checkout: the client's own order's deposit or balance, as the server works it out. */
export async function createOrderCheckout(
  db: Knex,
  config: Config,
  client: { id: string; email: string },
  input: { orderId: string; amount: CheckoutAmount },
): Promise<CheckoutSession> {
  const stripe = stripeOrNotFound(config);
  const order = await findOrderOfUser(db, client.id, input.orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const amountCents = amountOwed(order, input.amount);
  const returnUrl = orderPageUrl(config.publicUrl, { id: order.id, serviceKey: order.service_type });
  const { currency } = await shopSettingsOf(db);
  return openCheckoutSession(
    stripe,
    currency,
    client,
    [{ order, amount: input.amount, amountCents }],
    returnUrl,
  );
}
