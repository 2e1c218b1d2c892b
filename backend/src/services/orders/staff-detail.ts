import type { Knex } from 'knex';
import { notFound } from '../../errors.ts';
import type { OrderEventRow, RevisionRow, StaffOrderDetailRows } from '../../db/rows.ts';
import { paymentsOfOrder } from '../billing/payments-query.ts';
import { nextStepsOf } from '../production/requirements.ts';
import { assignableEmployees } from './assignment.ts';
import { proofsOfOrders } from '../proofs/proofs-query.ts';
import { filesOfOrders } from '../files/files.ts';
import { REVISION_COLUMNS } from './order-rows.ts';
import { ORDER_NOT_FOUND } from './order-rows.ts';
import { findVisibleOrder } from './visible.ts';
import type { StaffViewer } from './viewer.ts';
import { oldestFirst } from '../../db/oldest-first.ts';
import { savedMachinesOf } from '../machines/profile.ts';

/** The order's history, oldest first, each move with who made it. */
export async function orderEvents(db: Knex, orderId: string): Promise<OrderEventRow[]> {
  return db('order_events as e')
    .leftJoin('users as actor', 'actor.id', 'e.actor_id')
    .select(
      'e.id',
      'e.from_status',
      'e.to_status',
      'e.note',
      'e.created_at',
      'actor.id as actor_id',
      'actor.username as actor_username',
      'actor.role as actor_role',
      'e.kind',
      'e.client_message',
    )
    .where('e.order_id', orderId)
    .orderBy(oldestFirst('e'));
}

/**
 * Everything the staff order page shows: the order with its files, the client's revisions (newest
 * first), the history and the client's machines (shown before a delivery). 404 outside the viewer's clients.
 */
export async function staffOrderDetail(
  db: Knex,
  viewer: StaffViewer,
  orderId: string,
): Promise<StaffOrderDetailRows> {
  const row = await findVisibleOrder(db, viewer, orderId);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const [files, events, revisions, proofs, payments, nextSteps, employees, clientMachines] =
    await Promise.all([
      filesOfOrders(db, [row.id]),
      orderEvents(db, row.id),
      db<RevisionRow>('revisions')
        .select(...REVISION_COLUMNS)
        .where({ order_id: row.id })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ]),
      proofsOfOrders(db, [row.id]),
      paymentsOfOrder(db, row.id),
      nextStepsOf(db, row),
      assignableEmployees(db),
      savedMachinesOf(db, row.user_id),
    ]);
  return { order: row, files, events, revisions, proofs, payments, nextSteps, employees, clientMachines };
}
