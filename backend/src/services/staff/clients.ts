import type { Knex } from 'knex';
import type { ClientRow } from '../../db/rows.ts';
import { whereClientVisible } from '../../policies.ts';
import { likePattern, offsetOf, type StaffViewer } from './viewer.ts';

/**
 * The clients the viewer serves (same visibility as the queue), newest first, each with their
 * assignee and how many orders they have placed.
 */
export async function listClients(
  db: Knex,
  viewer: StaffViewer,
  { q, page, pageSize }: { q?: string; page: number; pageSize: number },
): Promise<{ rows: ClientRow[]; total: number }> {
  const scope = () => {
    const query = db('users as client').where('client.role', 'client');
    whereClientVisible(query, viewer, 'client');
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
  const [rows, [{ count }]] = await Promise.all([
    scope()
      .leftJoin('users as assignee', 'assignee.id', 'client.assign_to')
      .leftJoin(orderCounts, 'counts.user_id', 'client.id')
      .select(
        'client.id',
        'client.username',
        'client.email',
        'client.created_at',
        'assignee.id as assignee_id',
        'assignee.username as assignee_username',
        db.raw('coalesce(counts.order_count, 0)::int as order_count'),
      )
      .orderBy([
        { column: 'client.created_at', order: 'desc' },
        { column: 'client.id', order: 'desc' },
      ])
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)) as Promise<ClientRow[]>,
    scope().count({ count: '*' }) as Promise<{ count: number }[]>,
  ]);
  return { rows, total: Number(count) };
}
