import type { Knex } from 'knex';
import type { OrderEventKind, OrderStatus } from '@stitchdesk/shared';
import type { OrderRow } from '../../db/rows.ts';
import { ownedBy } from '../../policies.ts';
import { isUuid } from '../../lib/ids.ts';

/*
 * An order's rows as every domain reads and writes them: its columns, one of a client's orders,
 * a line of its history. Production, billing and proofs build on these (and on visible.ts,
 * viewer.ts, children-query.ts); the rest of orders/ builds on them (docs/architecture.md
 * §Service domains).
 */

type Db = Knex | Knex.Transaction;

export const ORDER_COLUMNS = [
  'id',
  'number',
  'user_id',
  'service_type',
  'status',
  'title',
  'details',
  'read_status',
  'created_at',
  'updated_at',
  'super_rush',
  'due_at',
  'price_cents',
  'work_price_cents',
  'super_rush_fee_cents',
  'tax_rate_basis_points',
  'tax_label',
  'paid_cents',
  // Dates as text: node-postgres would read a date as local midnight.
  'estimated_ship_date',
  'estimated_delivery_from',
  'estimated_delivery_to',
  'shipment_carrier',
  'shipment_tracking_number',
  'shipment_tracking_url',
  'shipped_at',
  'assigned_to',
  'ship_to',
  'covered_by',
] as const satisfies readonly (keyof OrderRow)[];

export const ORDER_NOT_FOUND = 'Order not found';

export const REVISION_COLUMNS = ['id', 'order_id', 'user_id', 'status', 'changes', 'created_at'] as const;

export interface Client {
  id: string;
  username: string;
}

export async function recordOrderEvent(
  trx: Db,
  event: {
    orderId: string;
    actorId: string | null;
    from: OrderStatus | null;
    to: OrderStatus;
    note?: string;
    /** A status move unless said otherwise; other steps keep from and to equal. */
    kind?: OrderEventKind;
    /** The words the client was told about it, if anything. */
    clientMessage?: string | null;
  },
): Promise<void> {
  await trx('order_events').insert({
    order_id: event.orderId,
    actor_id: event.actorId,
    from_status: event.from,
    to_status: event.to,
    note: event.note ?? '',
    kind: event.kind ?? 'status',
    client_message: event.clientMessage ?? null,
  });
}

/**
 * The order when it exists and belongs to `userId`; undefined otherwise (also for a malformed id).
 * `forUpdate` locks the row until the caller's transaction ends, so concurrent edits queue.
 */
export async function findOrderOfUser(
  db: Db,
  userId: string,
  orderId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<OrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const query = db<OrderRow>('orders')
    .select(...ORDER_COLUMNS)
    .where({ id: orderId, ...ownedBy(userId) })
    .first();
  return forUpdate ? query.forUpdate() : query;
}
