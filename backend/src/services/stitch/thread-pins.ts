import type { Knex } from 'knex';
import { notFound } from '../../errors.ts';
import { ORDER_NOT_FOUND } from '../orders/order-rows.ts';
import type { StaffViewer } from '../orders/viewer.ts';
import { findVisibleOrder } from '../orders/visible.ts';

export const NO_STITCH_FILE = 'Stitch file not found';

/**
 * Replaces the thread codes staff pinned to the stops of one stitch file of an order they see
 * (`{}` clears them): a pinned code wins over the nearest thread everywhere after. 404 for an order
 * outside the viewer's clients, or a file that is not one of its stitch files.
 */
export async function pinThreads(
  db: Knex,
  viewer: StaffViewer,
  { orderId, fileId, pins }: { orderId: string; fileId: string; pins: Record<string, string> },
): Promise<void> {
  await db.transaction(async (trx) => {
    const order = await findVisibleOrder(trx, viewer, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const updated = await trx('files')
      .where({ id: fileId, order_id: order.id })
      .whereNotNull('stitch')
      .update({ thread_pins: Object.keys(pins).length ? JSON.stringify(pins) : null });
    if (updated === 0) throw notFound(NO_STITCH_FILE);
  });
}
