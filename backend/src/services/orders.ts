import type { Knex } from 'knex';
import type { OrderStatus, ServiceKey } from '@stitchdesk/shared';
import { SERVICE_LABELS } from '@stitchdesk/shared';
import type { FileRow, OrderRow } from '../presenters/rows.ts';
import { attachUploads, filesOfUserOrders } from './files.ts';
import { notify, staffRecipientsFor } from './notifications.ts';
import { bumpOrdersVersion } from './orders-version.ts';

type Db = Knex | Knex.Transaction;

export const ORDER_COLUMNS = [
  'id',
  'user_id',
  'service_type',
  'status',
  'title',
  'details',
  'read_status',
  'created_at',
  'updated_at',
] as const;

/** What every validated order block has; the rest are the service's own fields. */
export interface OrderBlockInput {
  orderTitle: string;
  attachment: { url: string; name: string }[];
  [field: string]: unknown;
}

/**
 * The fields stored in orders.details (or revisions.changes): the block without its attachments,
 * which live in `files`. Custom apparel's total quantity is the server's sum of the size quantities.
 */
export function storedFields(key: ServiceKey, block: OrderBlockInput): Record<string, unknown> {
  const { attachment: _attachment, ...fields } = block;
  if (key === 'customApparel') {
    const sizes = Array.isArray(fields.sizes) ? (fields.sizes as { quantity: number }[]) : [];
    fields.quantity = sizes.reduce((sum, entry) => sum + entry.quantity, 0);
  }
  return fields;
}

export async function recordOrderEvent(
  trx: Db,
  event: {
    orderId: string;
    actorId: string | null;
    from: OrderStatus | null;
    to: OrderStatus;
    note?: string;
  },
): Promise<void> {
  await trx('order_events').insert({
    order_id: event.orderId,
    actor_id: event.actorId,
    from_status: event.from,
    to_status: event.to,
    note: event.note ?? '',
  });
}

export interface Client {
  id: string;
  username: string;
}

/**
 * Places an order in one transaction: the order (status Pending, whatever the body said), its
 * attachments (the client's own unattached uploads), the audit event and the notifications.
 */
export async function createOrder(
  db: Knex,
  client: Client,
  key: ServiceKey,
  block: OrderBlockInput,
): Promise<OrderRow> {
  return db.transaction((trx) => placeOrder(trx, client, key, block));
}

/** createOrder's work inside the caller's transaction (which may store the answer beside it). */
export async function placeOrder(
  trx: Knex.Transaction,
  client: Client,
  key: ServiceKey,
  block: OrderBlockInput,
): Promise<OrderRow> {
  const { orderTitle, ...rest } = storedFields(key, block);
  const [order] = await trx('orders')
    .insert({ user_id: client.id, service_type: key, status: 'Pending', title: orderTitle, details: rest })
    .returning<OrderRow[]>([...ORDER_COLUMNS]);
  await attachUploads(trx, {
    ownerId: client.id,
    urls: block.attachment.map((a) => a.url),
    orderId: order.id,
  });
  await recordOrderEvent(trx, {
    orderId: order.id,
    actorId: client.id,
    from: null,
    to: 'Pending',
    note: 'Order placed',
  });
  await bumpOrdersVersion(trx, client.id);
  await notify(trx, [client.id], `Your order ${order.title} has been placed`, order.id);
  await notify(
    trx,
    await staffRecipientsFor(trx, client.id),
    `New ${SERVICE_LABELS[key]} order ${order.title} from ${client.username}`,
    order.id,
  );
  return order;
}

/** Newest first: the order of the client's list. */
const NEWEST_FIRST = [
  { column: 'created_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

/**
 * Changes whenever anything the order list shows of an order does: the row's xmin, which every
 * UPDATE renews, and changes of the order's files update the row too (migration 0005's trigger).
 */
const STAMP = 'orders.xmin::text AS stamp';

/** An order row with its stamp (see STAMP). */
export type StampedOrderRow = OrderRow & { stamp: string };

/** The caller's orders, newest first, each with its stamp: what the order list is made of. */
export async function orderStampsOfUser(db: Db, userId: string): Promise<{ id: string; stamp: string }[]> {
  return db('orders')
    .select('id', db.raw(STAMP))
    .where({ user_id: userId })
    .orderBy([...NEWEST_FIRST]);
}

/**
 * The caller's orders, newest first, with their stamps, and every file of theirs: two queries,
 * whatever the count. With `orderIds`, only those orders (of this caller) and their files.
 */
export async function ordersOfUser(
  db: Db,
  userId: string,
  orderIds?: readonly string[],
): Promise<{ orders: StampedOrderRow[]; files: FileRow[] }> {
  const orders = db('orders')
    .select(...ORDER_COLUMNS, db.raw(STAMP))
    .where({ user_id: userId })
    .orderBy([...NEWEST_FIRST]);
  if (orderIds) orders.whereRaw('orders.id = ANY(?::uuid[])', [[...orderIds]]);
  const [orderRows, files] = await Promise.all([orders, filesOfUserOrders(db, userId, orderIds)]);
  return { orders: orderRows as StampedOrderRow[], files };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The order when it exists and belongs to `userId`; undefined otherwise (also for a malformed id). */
export async function findOrderOfUser(
  db: Db,
  userId: string,
  orderId: string,
): Promise<OrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  return db<OrderRow>('orders')
    .select(...ORDER_COLUMNS)
    .where({ id: orderId, user_id: userId })
    .first();
}
