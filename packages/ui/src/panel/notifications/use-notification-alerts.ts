import { useEffect, useRef } from 'react';
import { usePlatform } from '../../lib/platform-context.tsx';
import { getOrder } from '../orders/api/get-order.ts';
import { saveOrderDelivery } from '../deliveries/save-order-deliveries.ts';
import { useNotifications } from './api/get-notifications.ts';

/** A completed-order notification names the order whose deliveries are ready. */
export function isCompletedOrderNotice(message: string): boolean {
  return message.toLowerCase().includes('completed');
}

/**
 * Runs for the whole panel: keeps the notification poll going and, for each new unread
 * notification since the previous poll (never for those already there on the first load), raises
 * an OS notification and, where the host is set to, saves a completed order's deliveries.
 */
export function useNotificationAlerts() {
  const platform = usePlatform();
  const { data } = useNotifications();
  const seen = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!data) return;
    if (seen.current === null) {
      seen.current = new Set(data.list.map((n) => n._id));
      return;
    }
    for (const notification of data.list) {
      if (seen.current.has(notification._id)) continue;
      seen.current.add(notification._id);
      if (notification.readStatus) continue;
      platform.notify('Stitchdesk', notification.message);
      if (
        notification.orderId &&
        isCompletedOrderNotice(notification.message) &&
        platform.autoDownloadDeliveries()
      ) {
        getOrder(notification.orderId)
          .then((order) => saveOrderDelivery(platform, order))
          .catch((error: unknown) => console.error('Could not download the delivered files', error));
      }
    }
  }, [data, platform]);
}
