import type { Notification } from '@stitchdesk/shared';
import type { NotificationRow } from '../db/rows.ts';

export function presentNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    message: row.message,
    readStatus: row.read_status,
    createdAt: row.created_at.toISOString(),
    orderId: row.order_id,
  };
}
