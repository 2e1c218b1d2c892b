import { PHYSICAL_SERVICES, type Address, type StoredBlock } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import { orderBlock } from '../../db/stored-block.ts';
import type { StaffOrderRow } from '../../db/rows.ts';
import { conflict, notFound } from '../../errors.ts';
import { ORDER_NOT_FOUND } from '../orders/order-rows.ts';
import { findVisibleOrder } from '../orders/visible.ts';
import type { StaffViewer } from '../orders/viewer.ts';
import { SHIP_TO_REQUIRED } from './status-messages.ts';

export const PACKING_SLIP_GOODS_ONLY = 'Only patches and custom apparel have a packing slip';

const inches = (size: { width: number; height: number } | null) =>
  size ? `, ${size.width} × ${size.height} in` : '';

/** The parcel's lines: the patches with their size and backing, or the garments size by size. */
export function parcelContents(order: Pick<StaffOrderRow, 'service_type' | 'details' | 'title'>) {
  if (order.service_type === 'patches') {
    const block = orderBlock(order) as StoredBlock<'patches'>;
    const kind = [block.patchCategory, 'patch'].filter(Boolean).join(' ');
    const backing = block.backing ? `, ${block.backing} backing` : '';
    return [{ description: `${kind}${inches(block.designSize)}${backing}`, quantity: block.quantity ?? 0 }];
  }
  const block = orderBlock(order) as StoredBlock<'customApparel'>;
  const garment = block.garmentCategory || 'Garment';
  const colors = block.garmentColors.length ? ` (${block.garmentColors.join(', ')})` : '';
  return block.sizes.map((entry) => ({
    description: `${garment}${colors}, size ${entry.size}`,
    quantity: entry.quantity,
  }));
}

/**
 * The goods order `viewer` may see, with where it ships and what is in the parcel: what its
 * packing slip prints. 404 outside their clients; 409 for digital work or goods without a ship-to.
 */
export async function packingSlipOf(
  db: Knex,
  viewer: StaffViewer,
  orderId: string,
): Promise<{ order: StaffOrderRow; shipTo: Address; contents: { description: string; quantity: number }[] }> {
  const order = await findVisibleOrder(db, viewer, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (!PHYSICAL_SERVICES.includes(order.service_type)) throw conflict(PACKING_SLIP_GOODS_ONLY);
  if (!order.ship_to) throw conflict(SHIP_TO_REQUIRED);
  return { order, shipTo: order.ship_to, contents: parcelContents(order) };
}
