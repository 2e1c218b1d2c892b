import { emitWebhookEvent, orderRef } from '../webhooks/events.ts';
import type { Knex } from 'knex';
import type { CreateBlock, RevisionBlock, ServiceKey, ShipToInput } from '@stitchdesk/shared';
import { readStoredBlock, SERVICE_LABELS } from '@stitchdesk/shared';
import { placementTerms } from './placement.ts';
import { claimCoverage, coveredByOf, recordUsage } from '../plans/coverage.ts';
import type { FileRow, OrderRow, PresentedFileRow, ProofRow } from '../../db/rows.ts';
import { attachUploads, filesOfOrders, filesOfUserOrders } from '../files/files.ts';
import { proofsOfOrders, proofsOfUserOrders } from '../proofs/proofs-query.ts';
import { ownedBy } from '../../policies.ts';
import { notify, notifyClientsStaff } from '../notifications/notifications.ts';
import { ORDER_COLUMNS, recordOrderEvent, type Client } from './order-rows.ts';
import { resolveShipTo } from './ship-to.ts';
import { placementPriceColumns } from '../billing/order-price.ts';
import { shopSettingsOf } from '../settings/shop-settings.ts';

type Db = Knex | Knex.Transaction;

/**
 * The fields stored in orders.details (or revisions.changes): the block without its attachments,
 * which live in `files`. Custom apparel's total quantity is the server's sum of the size quantities.
 */
export function storedFields(
  block: CreateBlock<ServiceKey> | RevisionBlock<ServiceKey>,
): Record<string, unknown> & { orderTitle: string } {
  const { attachment: _attachment, ...fields } = block;
  if ('sizes' in fields)
    return { ...fields, quantity: fields.sizes.reduce((sum, entry) => sum + entry.quantity, 0) };
  return fields;
}

/**
 * Places an order within the caller's transaction: the order (status Pending, whatever the body
 * said; its price, due time and Super Rush worked out here, see placementTerms, with the settings'
 * Super Rush fee and tax: order-price.ts), its attachments
 * (the client's own unattached uploads), the audit event and the notifications. Goods get their
 * ship-to copied on (ship-to.ts): the one given, else the client's default shipping address.
 */
export async function createOrder(
  trx: Knex.Transaction,
  client: Client,
  key: ServiceKey,
  block: CreateBlock<ServiceKey>,
  { turnaroundMinutes }: { turnaroundMinutes: number },
  shipToInput?: ShipToInput,
  /** A price agreed beforehand (an accepted offer's): it stands instead of the list or a plan's. */
  agreedPriceCents?: number,
): Promise<OrderRow> {
  const { orderTitle, superRush: _superRush, ...rest } = storedFields(block);
  const shipTo = await resolveShipTo(trx, client.id, key, shipToInput);
  const placedAt = new Date();
  const terms = placementTerms(key, block, readStoredBlock(key, rest), { placedAt, turnaroundMinutes });
  // A monthly plan's allowance, counted under its row's lock: the order is then priced $0.00.
  const coverage =
    agreedPriceCents === undefined
      ? await claimCoverage(trx, client.id, key, rest.designCategory, placedAt)
      : null;
  // A plan covers the design, not the rush: a covered Super Rush order still owes the fee (and its
  // tax), so its work is priced $0.00 and the fee is added as on any other order.
  const workCents = agreedPriceCents ?? (coverage ? 0 : terms.priceCents);
  const priced = placementPriceColumns(await shopSettingsOf(trx), terms.superRush, workCents);
  const [order] = await trx('orders')
    .insert({
      user_id: client.id,
      service_type: key,
      status: 'Pending',
      title: orderTitle,
      details: rest,
      created_at: placedAt,
      updated_at: placedAt,
      super_rush: terms.superRush,
      due_at: terms.dueAt,
      ...priced,
      covered_by: coverage ? coveredByOf(coverage) : null,
      ship_to: shipTo,
    })
    .returning<OrderRow[]>([...ORDER_COLUMNS]);
  if (coverage) await recordUsage(trx, coverage, order.id);
  await attachUploads(trx, {
    ownerId: client.id,
    urls: block.attachment.map((a) => a.url),
    orderId: order.id,
  });
  await recordOrderEvent(trx, {
    orderId: order.id,
    actorId: client.id,
    from: null,
    to: 'Pending',
    note: 'Order placed',
  });
  await notify(trx, [client.id], `Your order ${order.title} has been placed`, order.id);
  await notifyClientsStaff(
    trx,
    client.id,
    `New ${SERVICE_LABELS[key]} order ${order.title} from ${client.username}`,
    order.id,
  );
  await emitWebhookEvent(trx, client.id, 'order.created', {
    ...orderRef(order),
    status: order.status,
    createdAt: order.created_at.toISOString(),
  });
  return order;
}

/**
 * Changes whenever anything the order list shows of an order does: the row's xmin, which every
 * UPDATE renews, and changes of the order's files and proofs update the row too (migration 0120's triggers).
 * An order's key is its id and this stamp in 10 digits (an xid is 32 bits): 46 characters.
 */
const KEY = "orders.id::text || lpad(orders.xmin::text, 10, '0')";

/**
 * The caller's orders, newest first (by columns that never change), as one string of keys (see
 * KEY): what the order list is made of. One value, not a row per order: read for every rebuild of
 * a list of thousands, rows cost an object each to parse and collect, and the keys are compared
 * with the kept ones as bytes anyway.
 */
export async function orderKeysOfUser(db: Db, userId: string): Promise<string> {
  const row = await db('orders')
    .first<{ keys: string }>(
      db.raw(`coalesce(string_agg(${KEY}, '' ORDER BY orders.created_at DESC, orders.id DESC), '') AS keys`),
    )
    .where(ownedBy(userId));
  return row.keys;
}

/**
 * The caller's orders and every file of theirs: three queries, whatever the count. With `orderIds`,
 * only those orders (of this caller) and their files. The orders come in no particular order: the
 * list's order is its keys' (orderKeysOfUser), and sorting 10,000 full rows (4 MB, past work_mem, so
 * on disk) cost PostgreSQL more than reading them.
 */
export async function ordersOfUser(
  db: Db,
  userId: string,
  orderIds?: readonly string[],
): Promise<{ orders: OrderRow[]; files: PresentedFileRow[]; proofs: ProofRow[] }> {
  const orders = ofUserOrders(db<OrderRow>('orders').select(...ORDER_COLUMNS), userId, orderIds);
  return withPartsOfUserOrders(db, userId, orderIds, orders);
}

/** A row with its key in the order list as it was read (see KEY). */
export type KeyedOrderRow = OrderRow & { list_key: string };

/**
 * The caller's orders as ordersOfUser reads them, each with its list key read with the row: a list
 * built from these rows records the key of the version it encoded, whichever of this read and
 * orderKeysOfUser's saw a change first.
 */
export async function keyedOrdersOfUser(
  db: Db,
  userId: string,
  orderIds?: readonly string[],
): Promise<{ orders: KeyedOrderRow[]; files: PresentedFileRow[]; proofs: ProofRow[] }> {
  const orders = ofUserOrders(
    db<KeyedOrderRow>('orders').select(...ORDER_COLUMNS, { list_key: db.raw(KEY) }),
    userId,
    orderIds,
  );
  return withPartsOfUserOrders(db, userId, orderIds, orders);
}

/** `query` (of the orders table) limited to the caller's orders, and to `orderIds` when given. */
function ofUserOrders<Q extends Knex.QueryBuilder>(
  query: Q,
  userId: string,
  orderIds?: readonly string[],
): Q {
  query.where(ownedBy(userId));
  if (orderIds) query.whereRaw('orders.id = ANY(?::uuid[])', [[...orderIds]]);
  return query;
}

/** The rows `orders` reads, with the caller's files and proofs (of `orderIds` only, when given) read beside them. */
async function withPartsOfUserOrders<R>(
  db: Db,
  userId: string,
  orderIds: readonly string[] | undefined,
  orders: PromiseLike<R[]>,
): Promise<{ orders: R[]; files: PresentedFileRow[]; proofs: ProofRow[] }> {
  const [orderRows, files, proofs] = await Promise.all([
    orders,
    filesOfUserOrders(db, userId, orderIds),
    proofsOfUserOrders(db, userId, orderIds),
  ]);
  return { orders: orderRows, files, proofs };
}

/** What presenting these orders needs besides their rows: their files and proofs. */
export async function partsOfOrders(
  db: Db,
  orderIds: readonly string[],
): Promise<{ files: FileRow[]; proofs: ProofRow[] }> {
  const [files, proofs] = await Promise.all([filesOfOrders(db, orderIds), proofsOfOrders(db, orderIds)]);
  return { files, proofs };
}
