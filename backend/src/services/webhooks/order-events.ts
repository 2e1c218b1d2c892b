import type { Knex } from 'knex';
import type { OrderRow } from '../../db/rows.ts';
import { emitWebhookEvent, orderRef } from './events.ts';

/** A status move as webhooks tell it: order.status_changed, and order.completed with its files. */
export async function emitStatusChange(
  trx: Knex.Transaction,
  before: OrderRow,
  after: OrderRow,
): Promise<void> {
  if (before.status === after.status) return;
  const at = new Date().toISOString();
  await emitWebhookEvent(trx, after.user_id, 'order.status_changed', {
    ...orderRef(after),
    from: before.status,
    to: after.status,
    changedAt: at,
  });
  if (after.status !== 'Completed') return;
  const files = await trx('files')
    .where({ order_id: after.id, kind: 'delivery' })
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .select<{ id: string; name: string; size: number }[]>('id', 'name', 'size');
  await emitWebhookEvent(trx, after.user_id, 'order.completed', {
    ...orderRef(after),
    completedAt: at,
    files,
  });
}
