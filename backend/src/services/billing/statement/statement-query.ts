import type { Knex } from 'knex';
import type { OutstandingOrderRow, StatementPaymentRow, StatementRows } from '../../../db/rows.ts';
import { ownedBy } from '../../../policies.ts';
import { shopSettingsOf } from '../../settings/shop-settings.ts';
import { LEDGER_SEQUENCE_WINDOW } from '../payments-query.ts';

type Db = Knex | Knex.Transaction;

/** The client's orders that owe money, oldest first (the order a statement is paid in). */
export function outstandingOrdersOf(db: Db, clientId: string): Promise<OutstandingOrderRow[]> {
  return db('orders')
    .select('id', 'number', 'title', 'status', 'service_type', 'price_cents', 'paid_cents')
    .where(ownedBy(clientId))
    .whereNot('status', 'Cancelled')
    .whereNotNull('price_cents')
    .whereRaw('price_cents > paid_cents')
    .orderBy([{ column: 'created_at' }, { column: 'number' }]);
}

/** Every payment on the client's orders, newest first. */
export function paymentsOfClient(db: Db, clientId: string): Promise<StatementPaymentRow[]> {
  return db('payments as p')
    .join('orders', 'orders.id', 'p.order_id')
    .where(ownedBy(clientId))
    .select(
      'p.id',
      'p.order_id',
      'orders.number',
      'p.amount_cents',
      'p.method',
      'p.paid_at',
      db.raw(`(row_number() over (${LEDGER_SEQUENCE_WINDOW}))::int as sequence`),
    )
    .orderBy([
      { column: 'p.paid_at', order: 'desc' },
      { column: 'p.created_at', order: 'desc' },
    ]);
}

/** What GET /user/statement shows: the orders owing money and the payments made, read together. */
export async function statementOf(db: Knex, clientId: string): Promise<StatementRows> {
  const [orders, payments, settings] = await Promise.all([
    outstandingOrdersOf(db, clientId),
    paymentsOfClient(db, clientId),
    shopSettingsOf(db),
  ]);
  return { currency: settings.currency, orders, payments };
}
