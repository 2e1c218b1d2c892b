import type { Knex } from 'knex';
import { formatServerDateTime } from '@stitchdesk/shared';
import { badRequest } from '../../errors.ts';
import { recordOrderEvent } from './order-rows.ts';
import { lockVisibleOrder } from './visible.ts';
import type { StaffViewer } from './viewer.ts';

export const UNKNOWN_EMPLOYEE = 'Choose an active employee';
export const DUE_BEFORE_PLACED = 'The due time cannot be earlier than when the order was placed';

/** The active employees an order can be given to, by name. */
export async function assignableEmployees(db: Knex): Promise<{ id: string; username: string }[]> {
  return db('users')
    .select('id', 'username')
    .where({ role: 'employee', disabled: false })
    .orderBy([{ column: 'username' }, { column: 'id' }]);
}

/**
 * Gives the order to an employee (null: back to the client's assignee), with a history entry. The
 * order opens for that employee and is in their queue until it is given back (policies.ts).
 */
export async function setOrderAssignee(
  db: Knex,
  viewer: StaffViewer,
  input: { orderId: string; employeeId: string | null },
): Promise<void> {
  await db.transaction(async (trx) => {
    const order = await lockVisibleOrder(trx, viewer, input.orderId);
    let name = 'the client’s assignee';
    if (input.employeeId) {
      const employee = await trx('users')
        .where({ id: input.employeeId, role: 'employee', disabled: false })
        .first<{ username: string } | undefined>('username');
      if (!employee) throw badRequest(UNKNOWN_EMPLOYEE, [{ path: 'employeeId', message: UNKNOWN_EMPLOYEE }]);
      name = employee.username;
    }
    await trx('orders')
      .where({ id: order.id })
      .update({ assigned_to: input.employeeId, updated_at: trx.fn.now() });
    await recordOrderEvent(trx, {
      orderId: order.id,
      actorId: viewer.id,
      from: order.status,
      to: order.status,
      kind: 'assignee',
      note: `Assigned to ${name}`,
    });
  });
}

/**
 * Moves the order's due time, with the old and new times and the reason in its history. It may be
 * past (work late already) but never before the order was placed.
 */
export async function setOrderDue(
  db: Knex,
  viewer: StaffViewer,
  input: { orderId: string; dueAt: string; note: string },
): Promise<void> {
  await db.transaction(async (trx) => {
    const order = await lockVisibleOrder(trx, viewer, input.orderId);
    const dueAt = new Date(input.dueAt);
    if (dueAt < order.created_at)
      throw badRequest(DUE_BEFORE_PLACED, [{ path: 'dueAt', message: DUE_BEFORE_PLACED }]);
    await trx('orders').where({ id: order.id }).update({ due_at: dueAt, updated_at: trx.fn.now() });
    const moved = `Due time moved from ${formatServerDateTime(order.due_at)} to ${formatServerDateTime(dueAt)}`;
    await recordOrderEvent(trx, {
      orderId: order.id,
      actorId: viewer.id,
      from: order.status,
      to: order.status,
      kind: 'due',
      note: input.note ? `${moved}: ${input.note}` : moved,
    });
  });
}
