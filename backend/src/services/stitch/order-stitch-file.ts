import { orderThreadColors, type OrderThreadColor } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { FileRow, OrderRow, RevisionRow } from '../../db/rows.ts';
import { orderBlock, revisionBlock } from '../../db/stored-block.ts';
import { FILE_COLUMNS } from '../files/files.ts';

/**
 * The order's stitch file `fileId` when the client sees it in an order or revision answer: one of
 * its attachments (the order's own or a revision's) or its delivered files.
 */
export function stitchFileOfOrder(
  db: Knex,
  order: Pick<OrderRow, 'id'>,
  fileId: string,
): Promise<FileRow | undefined> {
  return db<FileRow>('files')
    .select(...FILE_COLUMNS)
    .where({ id: fileId, order_id: order.id })
    .whereIn('kind', ['attachment', 'delivery'])
    .whereNotNull('stitch')
    .first();
}

/** The colours the answers listing `file` draw it in: its revision's for a revision's attachment. */
export async function answerColorsOfFile(
  db: Knex,
  order: OrderRow,
  file: Pick<FileRow, 'revision_id'>,
): Promise<readonly OrderThreadColor[]> {
  if (!file.revision_id) return orderThreadColors(orderBlock(order));
  const revision = await db<RevisionRow>('revisions')
    .select('changes')
    .where({ id: file.revision_id, order_id: order.id })
    .first();
  return revision ? orderThreadColors(revisionBlock(order.service_type, revision)) : [];
}
