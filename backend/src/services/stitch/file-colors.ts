import type { Thread } from '@stitchdesk/stitch';
import type { Knex } from 'knex';
import type { FileRow, OrderRow } from '../../db/rows.ts';
import { orderBlock } from '../../db/stored-block.ts';
import { orderThreadColors } from '@stitchdesk/shared';

/** The thread colours of the order a file belongs to (none for a file of no order). */
export async function orderColorsOfFile(db: Knex, file: Pick<FileRow, 'order_id'>): Promise<Thread[]> {
  if (!file.order_id) return [];
  const order = await db<OrderRow>('orders')
    .select('service_type', 'details')
    .where({ id: file.order_id })
    .first();
  return order ? orderThreadColors(orderBlock(order)) : [];
}
