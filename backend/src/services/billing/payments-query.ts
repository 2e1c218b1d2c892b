import type { Knex } from 'knex';
import type { PaymentRow } from '../../db/rows.ts';
import { oldestFirst } from '../../db/oldest-first.ts';

type Db = Knex | Knex.Transaction;

/** The order's payments ledger, oldest first (refunds among them), each with who recorded it. */
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
    )
    .where('p.order_id', orderId)
    .orderBy(oldestFirst('p', 'paid_at'));
}
