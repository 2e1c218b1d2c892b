import { colorName, type ServiceKey } from '@stitchdesk/shared';
import type { Thread } from '@stitchdesk/stitch';
import type { Knex } from 'knex';
import type { FileRow, OrderRow } from '../../db/rows.ts';

/**
 * The thread colours an order asked for, in the order the client chose them: the design colours
 * of a vector or patches order. Digitizing orders name no colours and garment colours are not
 * threads, so those give none (the files then show their own or the default sequence).
 */
export function orderThreadColors(service: ServiceKey, details: Record<string, unknown>): Thread[] {
  if (service !== 'vector' && service !== 'patches') return [];
  const colors = details.designColors;
  if (!Array.isArray(colors)) return [];
  return colors
    .filter((hex): hex is string => typeof hex === 'string' && /^#[0-9a-f]{6}$/i.test(hex))
    .map((hex) => {
      const name = colorName(hex);
      return name === hex ? { hex: hex.toLowerCase() } : { hex: hex.toLowerCase(), name };
    });
}

/** The thread colours of the order a file belongs to (none for a file of no order). */
export async function orderColorsOfFile(db: Knex, file: Pick<FileRow, 'order_id'>): Promise<Thread[]> {
  if (!file.order_id) return [];
  const order = await db<OrderRow>('orders')
    .select('service_type', 'details')
    .where({ id: file.order_id })
    .first();
  return order ? orderThreadColors(order.service_type, order.details) : [];
}
