import type { Knex } from 'knex';
import type { PaymentRow } from '../../db/rows.ts';
import { MANUAL_PROVIDER } from './payments.ts';

type Db = Knex | Knex.Transaction;

/**
 * A line's place in its order's ledger (1 for the first), as its receipt is numbered ("1042-2"):
 * by when it was paid, then recorded. Receipts, the statement and the order's ledger count alike.
 */
export const LEDGER_SEQUENCE_WINDOW = 'partition by p.order_id order by p.paid_at, p.created_at, p.id';

/** The order's payments ledger, oldest first in its receipts' order (refunds among them), each with who recorded it. */
export async function paymentsOfOrder(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db('payments as p')
    .leftJoin('users as recorder', 'recorder.id', 'p.recorded_by')
    .select(
      'p.id',
      'p.order_id',
      'p.amount_cents',
      'p.method',
      'p.reference',
      'p.paid_at',
      'p.recorded_by',
      'recorder.username as recorded_by_username',
      'p.provider',
      'p.provider_ref',
      'p.refund_of',
      'p.created_at',
      db.raw(`(row_number() over (${LEDGER_SEQUENCE_WINDOW}))::int as sequence`),
      db.raw('p.provider <> ? as online', [MANUAL_PROVIDER]),
    )
    .where('p.order_id', orderId)
    .orderBy([
      { column: 'p.paid_at', order: 'asc' },
      { column: 'p.created_at', order: 'asc' },
      { column: 'p.id', order: 'asc' },
    ]);
}
