import type { Role } from '@stitchdesk/shared';
import type { Knex } from 'knex';

/**
 * Who may see which orders, in one place (DESIGN §5): a client sees their own orders; an employee
 * the work of the clients who assigned it to them and of the clients who assigned nobody; an admin
 * everything. Every query that lists or finds orders or clients for a user takes its condition
 * from here, so a route answers 404 for what the rule hides, whichever route it is.
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
