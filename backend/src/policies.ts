import type { ApiTokenScope, Role } from '@stitchdesk/shared';
import type { Knex } from 'knex';

/**
 * Who may see which orders, in one place (docs/product.md §Roles): a client sees their own orders; an
 * employee the work of the clients who assigned it to them and of the clients who assigned nobody, and the
 * orders staff assigned to them; an admin everything. Every query that lists or finds orders or clients for a
 * user takes its condition from here, so a route answers 404 for what the rule hides, whichever route it is.
 */

/** Whom a query is answered for: the signed-in user's id and role. */
export interface Viewer {
  id: string;
  role: Role;
}

/** The condition on `orders` (or the alias `table`) limiting it to a client's own orders. */
export function ownedBy(clientId: string, table = 'orders'): Record<string, string> {
  return { [`${table}.user_id`]: clientId };
}

/**
 * Limits `query` to the clients whose work `viewer` sees. `clientTable` is the alias the query gives
 * the client's `users` row (joined on the order's user_id when the query is of orders).
 */
export function whereClientVisible(query: Knex.QueryBuilder, viewer: Viewer, clientTable: string) {
  switch (viewer.role) {
    case 'admin':
      return query;
    case 'employee':
      return query.where((visible) =>
        visible.where(`${clientTable}.assign_to`, viewer.id).orWhereNull(`${clientTable}.assign_to`),
      );
    case 'client':
      return query.where(`${clientTable}.id`, viewer.id);
  }
}

/**
 * Limits `query` (of `orders`, or the alias `orderTable`, joined to its client's `users` row as
 * `clientTable`) to the orders `viewer` sees: an employee's are the orders staff assigned to them,
 * besides those of the clients they see (whereClientVisible).
 */
export function whereOrderVisible(
  query: Knex.QueryBuilder,
  viewer: Viewer,
  { orderTable = 'orders', clientTable }: { orderTable?: string; clientTable: string },
) {
  if (viewer.role !== 'employee') return whereClientVisible(query, viewer, clientTable);
  return query.where((visible) =>
    visible
      .where(`${orderTable}.assigned_to`, viewer.id)
      .orWhere((ofClient) => whereClientVisible(ofClient, viewer, clientTable)),
  );
}

/**
 * Whether a caller may open files (their bytes, previews, conversions, invoices): a person signed in
 * always; an API token only with `files:read`. Answers to other tokens name files without signing.
 */
export function readsFiles(caller: { apiToken: { scopes: readonly ApiTokenScope[] } | null }): boolean {
  return !caller.apiToken || caller.apiToken.scopes.includes('files:read');
}

/**
 * The condition on `files` (or the alias `table`) limiting it to a client's own: files of the
 * client's orders (attachments, proofs, deliveries, messages) and uploads not yet on an order.
 */
export function whereFileOwnedBy(query: Knex.QueryBuilder, clientId: string, table = 'files') {
  return query.where((own) =>
    own
      .whereIn(`${table}.order_id`, (orders) => orders.select('id').from('orders').where(ownedBy(clientId)))
      .orWhere((loose) => loose.whereNull(`${table}.order_id`).where(`${table}.owner_id`, clientId)),
  );
}
