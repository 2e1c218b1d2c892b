import type { Order } from '@stitchdesk/shared';
import { saveDeliveriesZip } from '../../components/order/downloads.ts';
import { saveDeliverySheets } from '../../components/stitch/save-delivery-sheets.ts';
import { completedFiles, orderServiceKey } from '../../lib/order-data.ts';
import type { Platform } from '../../platform/types.ts';

/**
 * One key per delivered file: the order id and the file's path (its URL without the expiring
 * signature), so a new delivery after a revision is saved again and the same one never twice.
 */
export function deliveryKeys(order: Order): string[] {
  const service = orderServiceKey(order);
  if (!service) return [];
  return completedFiles(order, service).map((file) => {
    const pathOnly = new URL(file.url, 'http://localhost').pathname;
    return `${order._id}${pathOnly}`.slice(0, 600);
  });
}

/** Saves in progress, by order id: the catch-up and a notification may name the same order at once. */
const saving = new Map<string, Promise<boolean>>();

/**
 * The one place an order's delivery is saved to disk without asking (desktop): the delivered
 * files as a ZIP in the order's folder, unless every one of them was saved before (the host
 * remembers across restarts). Anything else saved beside a delivery belongs here too.
 * Resolves true when something was written. A delivery held until paid (`filesHeld`) is left
 * alone, neither fetched (every file would answer 402) nor remembered, so the first reading of
 * the order once paid saves it.
 */
export function saveOrderDelivery(platform: Platform, order: Order): Promise<boolean> {
  if (order.filesHeld) return Promise.resolve(false);
  const running = saving.get(order._id);
  if (running) return running.then(() => saveOrderDelivery(platform, order));
  const task = (async () => {
    const keys = deliveryKeys(order);
    if (keys.length === 0) return false;
    const saved = new Set(platform.savedDeliveries ? await platform.savedDeliveries.list() : []);
    if (keys.every((key) => saved.has(key))) return false;
    await saveDeliveriesZip(platform, order, { reveal: false });
    await saveDeliverySheets(platform, order);
    await platform.savedDeliveries?.add(keys);
    return true;
  })();
  saving.set(order._id, task);
  return task.finally(() => saving.delete(order._id));
}

/** Saves every completed order's delivery not saved yet: what was completed while the app was closed. */
export async function catchUpDeliveries(platform: Platform, orders: readonly Order[]): Promise<number> {
  let written = 0;
  for (const order of orders) {
    if (order.orderStatus !== 'Completed') continue;
    try {
      if (await saveOrderDelivery(platform, order)) written += 1;
    } catch (error) {
      console.error(`Could not save the delivery of order ${order._id}`, error);
    }
  }
  return written;
}
