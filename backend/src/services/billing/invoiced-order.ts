import type { Address } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import { addressOfRow } from '../../db/address-row.ts';
import { priceParts, type OrderPriceParts } from '../../db/price-parts.ts';
import type { AddressRow, OrderRow, PaymentRow } from '../../db/rows.ts';
import { paymentsOfOrder } from './payments-query.ts';

/**
 * What an invoice shows of an order: the order with its client's name, e-mail and default billing
 * address (the address book's, when the client keeps one), its price in parts, and its payments.
 */
export interface InvoicedOrder {
  /** `invoiced_at`: when the order was first priced (migration 0211), the invoice's date. */
  order: OrderRow & { client_username: string; client_email: string; invoiced_at: Date | null };
  /** Its price in parts (the lines the invoice prints); null while it has no price. */
  price: OrderPriceParts | null;
  billingAddress: Address | null;
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
  const [billing, payments] = await Promise.all([
    db<AddressRow>('addresses').where({ user_id: order.user_id, default_billing: true }).first(),
    paymentsOfOrder(db, order.id),
  ]);
  return {
    order,
    price: priceParts(order),
    billingAddress: billing ? addressOfRow(billing) : null,
    payments,
  };
}
