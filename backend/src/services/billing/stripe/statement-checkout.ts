import type { Knex } from 'knex';
import { formatOrderNumber, type CheckoutSession } from '@stitchdesk/shared';
import type { Config } from '../../../config.ts';
import { ownedBy } from '../../../policies.ts';
import { conflict, notFound } from '../../../errors.ts';
import { ORDER_NOT_FOUND } from '../../orders/order-rows.ts';
import { shopSettingsOf } from '../../settings/shop-settings.ts';
import { outstandingOrdersOf } from '../statement/statement-query.ts';
import { openCheckoutSession, stripeOrNotFound, type CheckoutLine } from './checkout.ts';
import { MAX_ORDERS_PER_SESSION } from './session-metadata.ts';

export const NOTHING_OWED_ON_STATEMENT = 'Nothing is owed on your statement.';

export const orderOwesNothing = (number: number) =>
  `Order ${formatOrderNumber(number)} owes nothing (paid, cancelled or not priced yet), so it cannot be paid.`;

/** The client panel's statement page: where a statement's Checkout Session sends the browser back. */
export function statementPageUrl(publicUrl: string): string {
  return `${publicUrl}/clientpanel/statement`;
}

/**
 * POST /user/statement/checkout: one Checkout Session paying the balance of several of the client's
 * orders, a line each. `orderIds` must name the client's own orders (404 otherwise, as for any order
 * that is not theirs) that still owe money (409 naming the one that does not); without it, every
 * outstanding order, the oldest first, as many as one session holds.
 */
export async function createStatementCheckout(
  db: Knex,
  config: Config,
  client: { id: string; email: string },
  input: { orderIds?: string[] },
): Promise<CheckoutSession> {
  const stripe = stripeOrNotFound(config);
  const outstanding = await outstandingOrdersOf(db, client.id);
  let chosen = outstanding;
  if (input.orderIds) {
    const wanted = new Set(input.orderIds.map((id) => id.toLowerCase()));
    chosen = outstanding.filter((order) => wanted.has(order.id));
    if (chosen.length < wanted.size) {
      const owing = new Set(chosen.map((order) => order.id));
      const missing = [...wanted].filter((id) => !owing.has(id));
      const own = await db('orders')
        .select('number')
        .where(ownedBy(client.id))
        .whereIn('id', missing)
        .orderBy('number');
      if (own.length < missing.length) throw notFound(ORDER_NOT_FOUND);
      throw conflict(orderOwesNothing(own[0].number));
    }
  }
  if (chosen.length === 0) throw conflict(NOTHING_OWED_ON_STATEMENT);
  const lines: CheckoutLine[] = chosen.slice(0, MAX_ORDERS_PER_SESSION).map((order) => ({
    order,
    amount: 'balance',
    amountCents: order.price_cents - order.paid_cents,
  }));
  const { currency } = await shopSettingsOf(db);
  return openCheckoutSession(stripe, currency, client, lines, statementPageUrl(config.publicUrl));
}
