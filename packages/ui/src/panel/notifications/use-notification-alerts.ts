import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PAID_IN_FULL } from '@stitchdesk/shared';
import { usePlatform } from '../../lib/platform-context.tsx';
import { getOrder, orderQueryOptions } from '../orders/api/get-order.ts';
import { ordersQueryOptions } from '../orders/api/get-orders.ts';
import { unreadQueryOptions } from '../orders/api/get-unread.ts';
import { saveOrderDelivery } from '../deliveries/save-order-deliveries.ts';
import { useNotifications } from './api/get-notifications.ts';

/**
 * A notification that may make an order's deliveries ready to save: the order completed, or paid
 * in full (its files were held until paid). Saving an order with nothing new to save does nothing.
 */
export function isDeliveryReadyNotice(message: string): boolean {
  const words = message.toLowerCase();
  return words.includes('completed') || words.includes(PAID_IN_FULL);
}

/**
 * Runs for the whole panel: keeps the notification poll going and, for each new unread
 * notification since the previous poll (never for those already there on the first load), raises
 * an OS notification and, where the host is set to, saves a completed (or now paid) order's deliveries. Every step
 * and message about an order comes with a notification, so a new one about an order is also what
 * refreshes My Orders (its statuses and "reply to a message" markers) and that order's page without a
 * reload.
 */
export function useNotificationAlerts() {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const { data } = useNotifications();
  const seen = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!data) return;
    if (seen.current === null) {
      seen.current = new Set(data.list.map((n) => n._id));
      return;
    }
    const aboutOrders = new Set<string>();
    for (const notification of data.list) {
      if (seen.current.has(notification._id)) continue;
      seen.current.add(notification._id);
      if (notification.orderId) aboutOrders.add(notification.orderId);
      if (notification.readStatus) continue;
      platform.notify('Stitchdesk', notification.message);
      if (
        notification.orderId &&
        isDeliveryReadyNotice(notification.message) &&
        platform.autoDownloadDeliveries()
      ) {
        getOrder(notification.orderId)
          .then((order) => saveOrderDelivery(platform, order))
          .catch((error: unknown) => console.error('Could not download the delivered files', error));
      }
    }
    if (aboutOrders.size > 0) {
      void queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: unreadQueryOptions().queryKey });
      // An order page open on one of them reads it again (a payment staff recorded opens held files).
      for (const orderId of aboutOrders)
        void queryClient.invalidateQueries({ queryKey: orderQueryOptions(orderId).queryKey });
    }
  }, [data, platform, queryClient]);
}
