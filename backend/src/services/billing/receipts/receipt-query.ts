import type { Knex } from 'knex';
import type { PaymentMethod, ServiceKey } from '@stitchdesk/shared';
import { isUuid } from '../../../lib/ids.ts';
import { whereOrderVisible, type Viewer } from '../../../policies.ts';
import { LEDGER_SEQUENCE_WINDOW } from '../payments-query.ts';

/** What a receipt shows of one payment: the payment, its order, its client, and the ledger up to it. */
export interface ReceiptRow {
  id: string;
  amount_cents: number;
  method: PaymentMethod;
  paid_at: Date;
  provider: string;
  /** The payment's place in its order's ledger: 1 for the first. */
  sequence: number;
  /** What the order had received once this payment was in (this one included). */
  paid_to_date_cents: number;
  order_id: string;
  number: number;
  title: string;
  service_type: ServiceKey;
  price_cents: number | null;
  user_id: string;
  client_username: string;
  client_email: string;
}

/**
 * The payment `paymentId` as its receipt shows it, or undefined when there is none, or when `viewer`
 * (a bearer token's user; none for a signed link) may not see its order: a client their own orders,
 * staff what policies.ts lets them see.
 */
export async function receiptOf(
  db: Knex,
  paymentId: string,
  viewer?: Viewer,
): Promise<ReceiptRow | undefined> {
  if (!isUuid(paymentId)) return undefined;
  const inLedger = `over (${LEDGER_SEQUENCE_WINDOW})`;
  const ledger = db('payments as p')
    .select(
      'p.id',
      'p.order_id',
      'p.amount_cents',
      'p.method',
      'p.paid_at',
      'p.provider',
      db.raw(`(row_number() ${inLedger})::int as sequence`),
      db.raw(`(sum(p.amount_cents) ${inLedger})::int as paid_to_date_cents`),
    )
    .whereIn('p.order_id', db('payments').select('order_id').where({ id: paymentId }));
  const query = db
    .from(ledger.as('ledger'))
    .join('orders', 'orders.id', 'ledger.order_id')
    .join('users as client', 'client.id', 'orders.user_id')
    .where('ledger.id', paymentId)
    .first<ReceiptRow | undefined>(
      'ledger.*',
      'orders.number',
      'orders.title',
      'orders.service_type',
      'orders.price_cents',
      'orders.user_id',
      'client.username as client_username',
      'client.email as client_email',
    );
  if (viewer) whereOrderVisible(query, viewer, { clientTable: 'client' });
  return query;
}
