import { SERVICE_LABELS, type Notification } from '@stitchdesk/shared';
import type { NotificationListRow } from '../db/rows.ts';

export function presentNotification(row: NotificationListRow): Notification {
  return {
    _id: row.id,
    message: row.message,
    readStatus: row.read_status,
    createdAt: row.created_at.toISOString(),
    orderId: row.order_id,
    orderNumber: row.order_number,
    serviceType: row.order_service ? SERVICE_LABELS[row.order_service] : null,
  };
}
