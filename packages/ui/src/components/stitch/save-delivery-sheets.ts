import type { Order } from '@stitchdesk/shared';
import type { Platform } from '../../platform/types.ts';
import { orderServiceKey, orderTitle } from '../../lib/order-data.ts';
import { saveApprovalSheet } from './approval-sheet.ts';
import { deliveredStitchFiles, sheetOrderOf } from './stitch-files.ts';

/**
 * On the desktop, saves the approval sheet of each delivered stitch file beside the deliveries
 * (wherever the app saves those: its Save button and the auto-download). The web saves sheets only
 * when asked, one button per file, so this does nothing there. A sheet that fails is logged and
 * the others are still saved. Resolves with the number of sheets saved.
 */
export async function saveDeliverySheets(platform: Platform, order: Order): Promise<number> {
  if (platform.kind !== 'desktop') return 0;
  const service = orderServiceKey(order);
  if (!service) return 0;
  const sheetOrder = sheetOrderOf(order, service, {
    orderNumber: order.number,
    orderTitle: orderTitle(order),
  });
  let saved = 0;
  for (const file of deliveredStitchFiles(order)) {
    try {
      await saveApprovalSheet(platform, file, sheetOrder, file.stitch);
      saved += 1;
    } catch (error) {
      console.error(`Could not save the approval sheet of ${file.name}`, error);
    }
  }
  return saved;
}
