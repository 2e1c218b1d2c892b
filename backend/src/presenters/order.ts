import type { FileRef, Order } from '@stitchdesk/shared';
import { SERVICE_LABELS } from '@stitchdesk/shared';
import { allBlocks } from './blocks.ts';
import type { FileRow, FileUrl, OrderRow } from './rows.ts';

const byCreation = (a: FileRow, b: FileRow) =>
  a.created_at.getTime() - b.created_at.getTime() || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/** The order's own attachments: uploaded with the order itself, not with one of its revisions. */
export function orderAttachments(order: Pick<OrderRow, 'id'>, files: FileRow[], fileUrl: FileUrl): FileRef[] {
  return files
    .filter((f) => f.kind === 'attachment' && f.order_id === order.id && f.revision_id === null)
    .sort(byCreation)
    .map((f) => ({ url: fileUrl(f), name: f.name }));
}

/** URLs of the files staff delivered for the order. */
export function orderDeliveries(order: Pick<OrderRow, 'id'>, files: FileRow[], fileUrl: FileUrl): string[] {
  return files
    .filter((f) => f.kind === 'delivery' && f.order_id === order.id)
    .sort(byCreation)
    .map((f) => fileUrl(f));
}

export interface PresentOrderInput {
  order: OrderRow;
  /** The owner's e-mail address. */
  email: string;
  /** Files linked to the order (others are ignored, so a batch for many orders may be passed). */
  files: FileRow[];
  fileUrl: FileUrl;
}

/** An order row → the Order of DESIGN §3, all four blocks present, only the ordered one filled. */
export function presentOrder({ order, email, files, fileUrl }: PresentOrderInput): Order {
  const stored = { ...order.details, orderTitle: order.title };
  return {
    _id: order.id,
    serviceType: SERVICE_LABELS[order.service_type],
    orderStatus: order.status,
    createdAt: order.created_at.toISOString(),
    email,
    readStatus: order.read_status,
    ...allBlocks(order.service_type, stored, {
      attachment: orderAttachments(order, files, fileUrl),
      delivered: orderDeliveries(order, files, fileUrl),
    }),
  };
}
