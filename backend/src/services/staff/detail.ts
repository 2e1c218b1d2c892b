import type { Knex } from 'knex';
import { allowedTransitions, type StaffOrderDetail } from '@stitchdesk/shared';
import { notFound } from '../../errors.ts';
import { presentOrder } from '../../presenters/order.ts';
import { presentRevision } from '../../presenters/revision.ts';
import type { FileUrl, RevisionRow } from '../../db/rows.ts';
import { filesOfOrders } from '../files.ts';
import { REVISION_COLUMNS } from '../revisions.ts';
import { ORDER_NOT_FOUND } from '../orders.ts';
import { findVisibleOrder } from './orders.ts';
import { presentOrderEvent, presentStaffOrderSummary, type OrderEventRow } from '../../presenters/staff.ts';
import type { StaffViewer } from './viewer.ts';

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
    )
    .where('e.order_id', orderId)
    .orderBy([
      { column: 'e.created_at', order: 'asc' },
      { column: 'e.id', order: 'asc' },
    ]);
}

/**
 * Everything the staff order page shows: the order in the spec's shape (the orders presenter, so its
 * files and completeOrder are exactly what the client sees), the client's revisions with their files,
 * the history and the moves allowed from the current status. 404 outside the viewer's clients.
 */
export async function staffOrderDetail(
  db: Knex,
  viewer: StaffViewer,
  orderId: string,
  fileUrl: FileUrl,
): Promise<StaffOrderDetail> {
  const row = await findVisibleOrder(db, viewer, orderId);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const [files, events, revisions] = await Promise.all([
    filesOfOrders(db, [row.id]),
    orderEvents(db, row.id),
    db<RevisionRow>('revisions')
      .select(...REVISION_COLUMNS)
      .where({ order_id: row.id })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
  ]);
  return {
    order: presentOrder({ order: row, email: row.client_email, files, fileUrl }),
    summary: presentStaffOrderSummary(row),
    events: events.map(presentOrderEvent),
    revisions: revisions.map((revision) => presentRevision({ revision, order: row, files, fileUrl })),
    allowedTransitions: allowedTransitions(row.service_type, row.status),
  };
}
