import {
  PHYSICAL_SERVICES,
  type Address,
  type OrderStatus,
  type ServiceKey,
  type ShipToInput,
} from '@stitchdesk/shared';
import type { Knex } from 'knex';
import { addressOfRow } from '../../db/address-row.ts';
import type { OrderRow } from '../../db/rows.ts';
import { conflict, notFound } from '../../errors.ts';
import { defaultShippingAddress, ownAddress } from '../accounts/addresses.ts';
import { findOrderOfUser, ORDER_NOT_FOUND, ORDER_COLUMNS } from './order-rows.ts';

type Db = Knex | Knex.Transaction;

export const SHIP_TO_GOODS_ONLY = 'Only patches and custom apparel are shipped';
export const SHIP_TO_TOO_LATE = 'This order has been shipped or closed: its ship-to address cannot change';

/** Once goods left (or the order closed), where they went is history. */
const SHIP_TO_CLOSED: readonly OrderStatus[] = ['Shipped', 'Completed', 'Cancelled'];

/**
 * Where a new order's goods ship: a copy of the client's saved address (another's is 404), the new
 * address given, or, when none was given, a copy of the client's default shipping address; null
 * when there is none (the order then asks the client for one). Digital work ships nothing.
 */
export async function resolveShipTo(
  db: Db,
  clientId: string,
  service: ServiceKey,
  input: ShipToInput | undefined,
): Promise<Address | null> {
  if (!PHYSICAL_SERVICES.includes(service)) return null;
  if (input && 'addressId' in input) return addressOfRow(await ownAddress(db, clientId, input.addressId));
  if (input) return input;
  const fallback = await defaultShippingAddress(db, clientId);
  return fallback ? addressOfRow(fallback) : null;
}

/**
 * The client gives (or changes) the ship-to of their own goods order until it ships: a saved
 * address or a new one, copied onto the order.
 */
export function setShipTo(
  db: Knex,
  clientId: string,
  orderId: string,
  input: ShipToInput,
): Promise<OrderRow> {
  return db.transaction(async (trx) => {
    const order = await findOrderOfUser(trx, clientId, orderId, { forUpdate: true });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!PHYSICAL_SERVICES.includes(order.service_type)) throw conflict(SHIP_TO_GOODS_ONLY);
    if (SHIP_TO_CLOSED.includes(order.status)) throw conflict(SHIP_TO_TOO_LATE);
    const shipTo = await resolveShipTo(trx, clientId, order.service_type, input);
    const [updated] = await trx('orders')
      .where({ id: order.id })
      .update({ ship_to: shipTo, updated_at: trx.fn.now() })
      .returning<OrderRow[]>([...ORDER_COLUMNS]);
    return updated;
  });
}
