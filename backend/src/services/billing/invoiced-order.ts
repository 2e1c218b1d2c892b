import type { Knex } from 'knex';
import type { OrderRow, PaymentRow } from '../../db/rows.ts';
import { paymentsOfOrder } from './payments-query.ts';

/** What an invoice shows of an order: the order with its client's name and address, and its payments. */
export interface InvoicedOrder {
  order: OrderRow & { client_username: string; client_email: string };
  payments: PaymentRow[];
}

/** The order `orderId` and what its invoice lists, or undefined when there is no such order. */
export async function invoicedOrder(db: Knex, orderId: string): Promise<InvoicedOrder | undefined> {
  const order = await db('orders as o')
    .join('users as client', 'client.id', 'o.user_id')
    .where('o.id', orderId)
    .first<InvoicedOrder['order'] | undefined>(
      'o.*',
      'client.username as client_username',
      'client.email as client_email',
    );
  if (!order) return undefined;
  return { order, payments: await paymentsOfOrder(db, order.id) };
}
