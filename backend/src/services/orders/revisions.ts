import type { Knex } from 'knex';
import type { OrderStatus, RevisionBlock, ServiceKey } from '@stitchdesk/shared';
import { canClientRevise } from '@stitchdesk/shared';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { FileRow, OrderRow, RevisionRow } from '../../db/rows.ts';
import { attachUploads, FILE_COLUMNS } from '../files/files.ts';
import { notify, notifyClientsStaff } from '../notifications/notifications.ts';
import { ownedBy } from '../../policies.ts';
import { isUuid } from '../../lib/ids.ts';
import { storedFields } from './orders.ts';
import {
  findOrderOfUser,
  ORDER_COLUMNS,
  ORDER_NOT_FOUND,
  recordOrderEvent,
  REVISION_COLUMNS,
  type Client,
} from './order-rows.ts';
import { repriceAfterRevision } from '../billing/reprice.ts';

type Db = Knex | Knex.Transaction;

export const TITLE_LOCKED = 'The order title cannot be changed';

const REVISED_STATUS: OrderStatus = 'Revision Requested';

/** Fields left out of a revision (optional ones the client did not send) keep the order's values. */
function revisedDetails(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const next = { ...current };
  for (const [field, value] of Object.entries(changes)) {
    if (value !== undefined && field !== 'orderTitle') next[field] = value;
  }
  return next;
}

export interface RevisionRequest {
  client: Client;
  /** The client's order, locked (`findOrderOfUser` with `forUpdate`) in the same transaction. */
  order: OrderRow;
  /** The order's own service's revision block (the route picked the schema by the order). */
  block: RevisionBlock<ServiceKey>;
}

/**
 * A client's edit of their order, within the caller's transaction: the revision row (the changed
 * block), any new attachments, the order updated to the revised block and moved to Revision
 * Requested, the audit event and the notifications.
 */
export async function createRevision(trx: Knex.Transaction, { client, order, block }: RevisionRequest) {
  if (block.orderTitle !== order.title)
    throw badRequest(TITLE_LOCKED, [{ path: `${order.service_type}.orderTitle`, message: TITLE_LOCKED }]);
  if (!canClientRevise(order.status)) {
    throw conflict(`This order can no longer be revised: it is ${order.status}`);
  }

  const changes = storedFields(block);
  const [revision] = await trx('revisions')
    .insert({ order_id: order.id, user_id: client.id, status: REVISED_STATUS, changes })
    .returning<RevisionRow[]>([...REVISION_COLUMNS]);
  await attachUploads(trx, {
    ownerId: client.id,
    urls: block.attachment.map((a) => a.url),
    orderId: order.id,
    revisionId: revision.id,
    allowLinkedToOrder: true,
  });
  const [updated] = await trx('orders')
    .where({ id: order.id })
    .update({
      details: revisedDetails(order.details, changes),
      status: REVISED_STATUS,
      updated_at: trx.fn.now(),
    })
    .returning<OrderRow[]>([...ORDER_COLUMNS]);
  await recordOrderEvent(trx, {
    orderId: order.id,
    actorId: client.id,
    from: order.status,
    to: REVISED_STATUS,
    note: 'Revision submitted',
  });
  const repriced = await repriceAfterRevision(trx, updated);
  await notify(trx, [client.id], `Your revision for ${order.title} has been received`, order.id);
  await notifyClientsStaff(trx, client.id, `Revision requested on ${order.title}`, order.id);
  const files = await trx<FileRow>('files')
    .select(...FILE_COLUMNS)
    .where({ revision_id: revision.id });
  return { revision, order: repriced, files };
}

/**
 * A client's edit of their order `orderId` in one transaction: the order locked (concurrent edits
 * apply one after another), then createRevision. Another's order is 404.
 */
export async function reviseOrder(
  db: Knex,
  { client, orderId, block }: Omit<RevisionRequest, 'order'> & { orderId: string },
): Promise<Awaited<ReturnType<typeof createRevision>>> {
  return db.transaction(async (trx) => {
    const order = await findOrderOfUser(trx, client.id, orderId, { forUpdate: true });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return createRevision(trx, { client, order, block });
  });
}

export interface RevisionWithOrder {
  revision: RevisionRow;
  order: Pick<OrderRow, 'number' | 'service_type' | 'status'>;
}

interface JoinedRevision extends RevisionRow {
  order_number: number;
  order_service_type: ServiceKey;
  order_status: OrderStatus;
}

const joinedColumns = [
  ...REVISION_COLUMNS.map((c) => `revisions.${c}`),
  'orders.number as order_number',
  'orders.service_type as order_service_type',
  'orders.status as order_status',
];

function split(rows: JoinedRevision[]): RevisionWithOrder[] {
  return rows.map(({ order_number, order_service_type, order_status, ...revision }) => ({
    revision,
    order: { number: order_number, service_type: order_service_type, status: order_status },
  }));
}

async function revisionFiles(db: Db, revisionIds: string[]): Promise<FileRow[]> {
  if (revisionIds.length === 0) return [];
  return db<FileRow>('files')
    .select(...FILE_COLUMNS)
    .whereIn('revision_id', revisionIds);
}

/** The caller's revisions (of their own orders), newest first, with their files: two queries. */
export async function revisionsOfUser(
  db: Db,
  userId: string,
): Promise<{ items: RevisionWithOrder[]; files: FileRow[] }> {
  const rows: JoinedRevision[] = await db('revisions')
    .join('orders', 'orders.id', 'revisions.order_id')
    .select(joinedColumns)
    .where(ownedBy(userId))
    .orderBy([
      { column: 'revisions.created_at', order: 'desc' },
      { column: 'revisions.id', order: 'desc' },
    ]);
  const items = split(rows);
  return {
    items,
    files: await revisionFiles(
      db,
      items.map((i) => i.revision.id),
    ),
  };
}

/** One revision of the caller's own order, or undefined (also for a malformed id). */
export async function findRevisionOfUser(
  db: Db,
  userId: string,
  revisionId: string,
): Promise<{ item: RevisionWithOrder; files: FileRow[] } | undefined> {
  if (!isUuid(revisionId)) return undefined;
  const rows: JoinedRevision[] = await db('revisions')
    .join('orders', 'orders.id', 'revisions.order_id')
    .select(joinedColumns)
    .where({ 'revisions.id': revisionId, ...ownedBy(userId) });
  const [item] = split(rows);
  if (!item) return undefined;
  return { item, files: await revisionFiles(db, [item.revision.id]) };
}
