import {
  createOrderBlockSchemas,
  serverEarliestDate,
  type CreateBlock,
  type ServiceKey,
} from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { FileRow, OrderRow } from '../../db/rows.ts';
import type { FileUrl } from '../../db/rows.ts';
import { badRequest } from '../../errors.ts';
import { createOrder } from './orders.ts';
import { type Client } from './order-rows.ts';

export const CANNOT_REORDER_AS_IS =
  'This order cannot be placed again as it was: start it again from the order form to change it';

/**
 * Places a new order from one of the client's orders: the same service, fields, Super Rush and
 * attachments (and ship-to), checked as a new order would be today (a delivery date now past is refused with the
 * form's own message). The attachments are copied as new file rows of the new order pointing at the
 * same stored objects (nothing is copied in storage; stored objects are only ever deleted with an
 * upload never attached, which these rows never are).
 */
export async function reorder(
  trx: Knex.Transaction,
  client: Client,
  source: OrderRow,
  config: { turnaroundMinutes: number },
  fileUrl: FileUrl,
): Promise<OrderRow> {
  const service: ServiceKey = source.service_type;
  const { quantity: _sum, ...fields } = source.details;
  const attachments = await trx<FileRow>('files')
    .select('id', 'name')
    .where({ order_id: source.id, kind: 'attachment', revision_id: null });
  const schema = createOrderBlockSchemas({ earliestDate: serverEarliestDate() })[service];
  const parsed = schema.safeParse({
    ...(service === 'customApparel' ? fields : source.details),
    orderTitle: source.title,
    superRush: source.super_rush,
    attachment: attachments.map((file) => ({ url: fileUrl(file), name: file.name })),
  });
  if (!parsed.success) {
    throw badRequest(
      CANNOT_REORDER_AS_IS,
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  // The attachments were checked as the form would; they are copied below, not claimed as uploads.
  const block: CreateBlock<ServiceKey> = { ...parsed.data, attachment: [] };
  // The goods go where the first order's went, unless it had no ship-to (then the default's).
  const order = await createOrder(trx, client, service, block, config, source.ship_to ?? undefined);
  await trx.raw(
    `INSERT INTO files (owner_id, order_id, kind, name, size, content_type, sha256, storage_key, stitch, created_at)
     SELECT ?, ?, 'attachment', name, size, content_type, sha256, storage_key, stitch, now()
       FROM files
      WHERE order_id = ? AND kind = 'attachment' AND revision_id IS NULL
      ORDER BY created_at, id`,
    [client.id, order.id, source.id],
  );
  return order;
}
