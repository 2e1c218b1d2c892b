import type { Knex } from 'knex';
import type { PaymentRow } from '../../db/rows.ts';
import { findOrderOfUser } from '../orders/order-rows.ts';
import { shopSettingsOf } from '../settings/shop-settings.ts';
import { paymentsOfOrder } from './payments-query.ts';

/** What the client's order page lists of the money: the order's ledger and the currency it is kept in. */
export interface ClientOrderPayments {
  order: { id: string; number: number };
  currency: string;
  payments: PaymentRow[];
}

/**
 * GET /order/:orderId/payments: the ledger of the client's own order `orderId`, oldest first, or
 * undefined when the order is not theirs (the route answers 404, as for an order that is not there).
 */
export async function paymentsOfClientOrder(
  db: Knex,
  clientId: string,
  orderId: string,
): Promise<ClientOrderPayments | undefined> {
  const order = await findOrderOfUser(db, clientId, orderId);
  if (!order) return undefined;
  const [payments, settings] = await Promise.all([paymentsOfOrder(db, order.id), shopSettingsOf(db)]);
  return { order: { id: order.id, number: order.number }, currency: settings.currency, payments };
}
