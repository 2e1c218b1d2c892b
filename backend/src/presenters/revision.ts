import type { Revision } from '@stitchdesk/shared';
import type { Thread } from '@stitchdesk/stitch';
import { blockOf } from './blocks.ts';
import { revisionBlock } from '../db/stored-block.ts';
import { presentFileRef } from './order.ts';
import { orderThreadColors } from '@stitchdesk/shared';
import type { FileRow, OrderRow, RevisionRow, FileUrl } from '../db/rows.ts';

export interface PresentRevisionInput {
  revision: RevisionRow;
  /** The revised order: its service names the block, its current status is the revision's orderStatus. */
  order: Pick<OrderRow, 'number' | 'service_type' | 'status'>;
  /** Files linked to the revision (others are ignored, so a batch may be passed). */
  files: FileRow[];
  fileUrl: FileUrl;
}

/**
 * A revision row → the Revision of docs/product.md §Order shape: `changes` holds one full block keyed by the
 * service.
 */
export function presentRevision({ revision, order, files, fileUrl }: PresentRevisionInput): Revision {
  // A revision's files are shown in the colours the revision asks for.
  let colors: readonly Thread[] | undefined;
  const stored = revisionBlock(order.service_type, revision);
  const revisionColors = () => (colors ??= orderThreadColors(stored));
  const attachment = files
    .filter((f) => f.kind === 'attachment' && f.revision_id === revision.id)
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id))
    .map((f) => presentFileRef(f, fileUrl, revisionColors));
  return {
    _id: revision.id,
    orderId: revision.order_id,
    orderNumber: order.number,
    orderStatus: order.status,
    changes: {
      [order.service_type]: blockOf(order.service_type, stored, { attachment, delivered: [] }),
    },
    createdAt: revision.created_at.toISOString(),
  };
}
