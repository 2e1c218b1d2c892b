import { STAFF_ROLES } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { NotificationListRow } from '../../db/rows.ts';
import { usersChanged } from '../accounts/user-cache.ts';

/** Most notifications one list answer carries (newest first). */
export const NOTIFICATION_LIST_LIMIT = 100;

type Db = Knex | Knex.Transaction;

/**
 * Gives each user in `userIds` the notification `message` (about `orderId`, if any). Call it inside
 * the transaction of the change it reports, so a notification exists exactly when its change does.
 * It only inserts: the recipients' ETags move with their notification count (migration 0007 tells
 * every process's user cache), so orders of different clients never wait on a shared recipient's row.
 */
export async function notify(
  trx: Db,
  userIds: readonly string[],
  message: string,
  orderId: string | null,
): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  await trx('notifications').insert(recipients.map((user_id) => ({ user_id, message, order_id: orderId })));
  usersChanged(trx, recipients);
}

export async function bumpNotificationsVersion(trx: Db, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await trx('users')
    .whereIn('id', userIds)
    .update({ notifications_version: trx.raw('notifications_version + 1') });
  usersChanged(trx, userIds);
}

/** Every active admin: who hears about work nobody in particular is assigned to. */
export async function activeAdminIds(trx: Db): Promise<string[]> {
  const rows = await trx('users')
    .select('id')
    .where({ role: 'admin', disabled: false })
    .orderBy('created_at');
  return rows.map((row: { id: string }) => row.id);
}

/** Tells the staff who hear about one of `clientId`'s orders (staffRecipientsFor) of it. */
export async function notifyClientsStaff(
  trx: Db,
  clientId: string,
  message: string,
  orderId: string,
): Promise<void> {
  await notify(trx, await staffRecipientsFor(trx, clientId, orderId), message, orderId);
}

/**
 * The staff who hear about a client's order: its assignee (the employee staff gave the order to,
 * else the one the client assigned their work to), when that account is active staff; otherwise
 * every active admin. Without `orderId`, the client's assignee.
 */
export async function staffRecipientsFor(trx: Db, clientId: string, orderId?: string): Promise<string[]> {
  const assigneeId = orderId
    ? trx('orders')
        .join('users as client', 'client.id', 'orders.user_id')
        .where({ 'orders.id': orderId, 'orders.user_id': clientId })
        .select(trx.raw('coalesce(orders.assigned_to, client.assign_to)'))
    : trx('users').where({ id: clientId }).select('assign_to');
  const assignee = await trx('users as staff')
    .where('staff.id', assigneeId)
    .whereIn('staff.role', STAFF_ROLES)
    .andWhere('staff.disabled', false)
    .first<{ id: string } | undefined>('staff.id');
  return assignee ? [assignee.id] : activeAdminIds(trx);
}

/** The user's newest notifications, each with its order's number and service so the bell can link to it. */
export async function listNotifications(db: Db, userId: string): Promise<NotificationListRow[]> {
  return db('notifications as n')
    .leftJoin('orders as o', 'o.id', 'n.order_id')
    .select(
      'n.id',
      'n.user_id',
      'n.message',
      'n.read_status',
      'n.order_id',
      'n.created_at',
      'o.number as order_number',
      'o.service_type as order_service',
    )
    .where('n.user_id', userId)
    .orderBy([
      { column: 'n.created_at', order: 'desc' },
      { column: 'n.id', order: 'desc' },
    ])
    .limit(NOTIFICATION_LIST_LIMIT);
}

/** Marks all of the user's notifications read; the version moves only when something changed. */
export async function markAllNotificationsRead(db: Knex, userId: string): Promise<number> {
  return db.transaction(async (trx) => {
    const changed = await trx('notifications')
      .where({ user_id: userId, read_status: false })
      .update({ read_status: true });
    if (changed > 0) await bumpNotificationsVersion(trx, [userId]);
    return changed;
  });
}

/**
 * The weak ETag of a user's notification list: it changes when notifications_version does (read
 * state) and when a notification is added or removed (the count).
 */
export function notificationsEtag(userId: string, version: number, count: number): string {
  return `W/"n-${userId}-${version}-${count}"`;
}
