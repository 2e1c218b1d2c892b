import type { Knex } from 'knex';
import type { ClientRow } from '../../db/rows.ts';
import { notFound } from '../../errors.ts';
import { whereClientVisible } from '../../policies.ts';
import { signOutEverywhere } from './sign-out-everywhere.ts';
import { usersChanged } from './user-cache.ts';
import { likePattern, type StaffViewer } from '../orders/viewer.ts';
import { newestPage } from '../newest-page.ts';

export const CLIENT_NOT_FOUND = 'Client not found';

/**
 * Disables or enables a client account (admin). Disabling also ends every session and API token,
 * so enabling again never revives a token from before.
 */
export async function setClientDisabled(db: Knex, clientId: string, disabled: boolean): Promise<void> {
  await db.transaction(async (trx) => {
    const changed = await trx('users')
      .where({ id: clientId, role: 'client' })
      .update({ disabled, updated_at: trx.fn.now() });
    if (changed === 0) throw notFound(CLIENT_NOT_FOUND);
    if (disabled) await signOutEverywhere(trx, clientId, 'disabled');
    usersChanged(trx, [clientId]);
  });
}

/** One client as the clients list shows it. */
export async function findClient(
  db: Knex,
  viewer: StaffViewer,
  clientId: string,
): Promise<ClientRow | undefined> {
  const { rows } = await listClients(db, viewer, { page: 1, pageSize: 1, id: clientId });
  return rows[0];
}

/**
 * The clients the viewer serves (same visibility as the queue), newest first, each with their
 * assignee and how many orders they have placed.
 */
export async function listClients(
  db: Knex,
  viewer: StaffViewer,
  { q, page, pageSize, id }: { q?: string; page: number; pageSize: number; id?: string },
): Promise<{ rows: ClientRow[]; total: number }> {
  const scope = () => {
    const query = db('users as client').where('client.role', 'client');
    whereClientVisible(query, viewer, 'client');
    if (id) query.where('client.id', id);
    if (q) {
      const pattern = likePattern(q);
      query.where((text) =>
        text.where('client.username', 'ilike', pattern).orWhere('client.email', 'ilike', pattern),
      );
    }
    return query;
  };
  const orderCounts = db('orders')
    .select('user_id')
    .count({ order_count: '*' })
    .groupBy('user_id')
    .as('counts');
  return newestPage<ClientRow>(
    scope,
    (query) =>
      query
        .leftJoin('users as assignee', 'assignee.id', 'client.assign_to')
        .leftJoin(orderCounts, 'counts.user_id', 'client.id')
        .select(
          'client.id',
          'client.username',
          'client.email',
          'client.created_at',
          'client.disabled',
          'client.email_verified_at',
          'assignee.id as assignee_id',
          'assignee.username as assignee_username',
          db.raw('coalesce(counts.order_count, 0)::int as order_count'),
        ),
    { page, pageSize, table: 'client' },
  );
}
