import type { Knex } from 'knex';
import { formatCents, listPriceCents } from '@stitchdesk/shared';
import type { OrderRow } from '../../db/rows.ts';
import { orderBlock } from '../../db/stored-block.ts';
import { ORDER_COLUMNS, recordOrderEvent } from '../orders/order-rows.ts';
import { repricedColumns } from './order-price.ts';

const shown = (cents: number | null) => (cents === null ? 'to be confirmed' : formatCents(cents));

/**
 * After a client's edit, the list price follows the revised order (50 patches revised to 100 cost
 * the 100-piece package) — unless staff have set the price themselves, which stands, or the new
 * figure would be less than already paid. The figure is the total: the list price with the order's
 * Super Rush fee and tax (order-price.ts). Recorded in the history when it changes.
 */
export async function repriceAfterRevision(trx: Knex.Transaction, order: OrderRow): Promise<OrderRow> {
  // The server's own repricing is recorded without an actor; a person's price stands.
  const setByStaff = await trx('order_events')
    .where({ order_id: order.id, kind: 'price' })
    .whereNotNull('actor_id')
    .first('id');
  if (setByStaff) return order;
  const workCents = listPriceCents(order.service_type, orderBlock(order));
  // A plan's order stays covered: its work is $0.00 whatever the revision (the fee still applies).
  const priced = await repricedColumns(trx, order, order.covered_by ? 0 : workCents);
  const next = priced.price_cents;
  if (next === order.price_cents || (next !== null && next < order.paid_cents)) return order;
  const [updated] = await trx('orders')
    .where({ id: order.id })
    .update(priced)
    .returning<OrderRow[]>([...ORDER_COLUMNS]);
  await recordOrderEvent(trx, {
    orderId: order.id,
    actorId: null,
    from: order.status,
    to: order.status,
    kind: 'price',
    note: `Price ${shown(order.price_cents)} → ${shown(next)}: the published price of the revised order`,
  });
  return updated;
}
