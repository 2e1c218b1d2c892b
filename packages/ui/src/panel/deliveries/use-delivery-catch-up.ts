import { useEffect } from 'react';
import { usePlatform } from '../../lib/platform-context.tsx';
import { getOrders } from '../orders/api/get-orders.ts';
import { catchUpDeliveries } from './save-order-deliveries.ts';

/**
 * Once per panel visit (so at every start of the desktop app): with automatic downloads on, saves
 * the deliveries of orders completed while the app was closed. Later completions arrive through
 * the notification poll (use-notification-alerts).
 */
export function useDeliveryCatchUp() {
  const platform = usePlatform();
  useEffect(() => {
    if (!platform.savedDeliveries || !platform.autoDownloadDeliveries()) return;
    getOrders()
      .then((orders) => catchUpDeliveries(platform, orders))
      .catch((error: unknown) => console.error('Could not catch up on deliveries', error));
  }, [platform]);
}
