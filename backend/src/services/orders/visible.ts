import type { Knex } from 'knex';
import type { StaffOrderRow } from '../../db/rows.ts';
import { isUuid } from '../../lib/ids.ts';
import { ORDER_COLUMNS, ORDER_NOT_FOUND } from './order-rows.ts';
import { notFound } from '../../errors.ts';
import { whereOrderVisible } from '../../policies.ts';
import type { StaffViewer } from './viewer.ts';

type Db = Knex | Knex.Transaction;

export const STAFF_ORDER_COLUMNS = [
  ...ORDER_COLUMNS.map((column) => `orders.${column}`),
  'client.username as client_username',
  'client.email as client_email',
  'assignee.id as assignee_id',
  'assignee.username as assignee_username',
];

/**
 * orders ⋈ the client ⟕ the assignee (the order's own, else the client's), limited to what `viewer`
 * may see: an order assigned to an employee opens for them (policies.ts).
 */
export function visibleOrders(db: Db, viewer: StaffViewer): Knex.QueryBuilder {
  const query = db('orders')
    .join('users as client', 'client.id', 'orders.user_id')
    .leftJoin('users as assignee', 'assignee.id', db.raw('coalesce(orders.assigned_to, client.assign_to)'));
  return whereOrderVisible(query, viewer, { clientTable: 'client' });
}

/**
 * The order when `viewer` may see it; undefined for an unknown id, a malformed one, or an order
 * outside the viewer's clients (so the answer is 404 either way and reveals nothing).
 * With `lock`, the order row is locked for the rest of the transaction.
 */
export async function findVisibleOrder(
  db: Db,
  viewer: StaffViewer,
  orderId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<StaffOrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const query = visibleOrders(db, viewer).select(STAFF_ORDER_COLUMNS).where('orders.id', orderId).first();
  if (lock) query.forUpdate('orders');
  return query;
}

/** The order `viewer` is changing, locked for the rest of the transaction; 404 when they may not see it. */
export async function lockVisibleOrder(
  trx: Knex.Transaction,
  viewer: StaffViewer,
  orderId: string,
): Promise<StaffOrderRow> {
  const order = await findVisibleOrder(trx, viewer, orderId, { lock: true });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}
