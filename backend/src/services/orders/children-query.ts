import type { Knex } from 'knex';
import { ownedBy } from '../../policies.ts';
import { oldestFirst } from '../../db/oldest-first.ts';

type Db = Knex | Knex.Transaction;

/*
 * The rows a table keeps per order (files, proofs: an `order_id` and a `created_at`), oldest first.
 * Order ids are bound as one array, never one parameter each: a client with 10,000 orders made that
 * 10,000 bind parameters, and PostgreSQL refuses more than 65,535.
 */

/** The rows of `table` that belong to these orders. */
export async function rowsOfOrders<Row extends object>(
  db: Db,
  table: string,
  columns: readonly string[],
  orderIds: readonly string[],
): Promise<Row[]> {
  if (orderIds.length === 0) return [];
  return db(table)
    .select(...columns)
    .whereRaw('order_id = ANY(?::uuid[])', [[...orderIds]])
    .orderBy(oldestFirst());
}

/** The rows of `table` that belong to any order of `userId` (or to only `orderIds` of them), in one query joining orders. */
export async function rowsOfUserOrders<Row extends object>(
  db: Db,
  table: string,
  columns: readonly string[],
  userId: string,
  orderIds?: readonly string[],
): Promise<Row[]> {
  const query = db<Row>(table)
    .select(...columns.map((column) => `${table}.${column}`))
    .join('orders', 'orders.id', `${table}.order_id`)
    .where(ownedBy(userId));
  if (orderIds) query.whereRaw(`${table}.order_id = ANY(?::uuid[])`, [[...orderIds]]);
  return query.orderBy(oldestFirst(table));
}
