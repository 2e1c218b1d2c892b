import type { FileRef, Order } from '@stitchdesk/shared';
import { SERVICE_LABELS } from '@stitchdesk/shared';
import type { Thread } from '@stitchdesk/stitch';
import { allBlocks } from './blocks.ts';
import { orderThreadColors } from '../services/stitch/order-colors.ts';
import type { FileUrl } from './file-url.ts';
import { presentStitch } from './stitch.ts';
import type { FileRow, OrderRow, ProofRow } from '../db/rows.ts';
import { presentWorkflow } from './workflow.ts';

const byCreation = (a: FileRow, b: FileRow) =>
  a.created_at.getTime() - b.created_at.getTime() || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/*
 * A list presents many orders from one batch of files; scanning the whole batch for each order made
 * a 10,000-order list cost 10,000 × 12,500 comparisons. The batch is grouped by order once instead
 * (per array, rebuilt if the array's length changed).
 */
const groupedBatches = new WeakMap<FileRow[], { length: number; byOrder: Map<string, FileRow[]> }>();

function filesOfOrder(files: FileRow[], orderId: string): FileRow[] {
  let grouped = groupedBatches.get(files);
  if (!grouped || grouped.length !== files.length) {
    const byOrder = new Map<string, FileRow[]>();
    for (const file of files) {
      if (file.order_id === null) continue;
      const list = byOrder.get(file.order_id);
      if (list) list.push(file);
      else byOrder.set(file.order_id, [file]);
    }
    grouped = { length: files.length, byOrder };
    groupedBatches.set(files, grouped);
  }
  return grouped.byOrder.get(orderId) ?? [];
}

/**
 * A file as `{url, name}`, with `stitch` beside them for a stitch file, drawn in `colors` (read only
 * when needed: most files are not stitch files).
 */
export function presentFileRef(file: FileRow, fileUrl: FileUrl, colors: () => readonly Thread[]): FileRef {
  const url = fileUrl(file);
  if (!file.stitch) return { url, name: file.name };
  return { url, name: file.name, stitch: presentStitch(file, url, colors()) };
}

/** The thread colours of `order`, worked out once and only if a stitch file asks for them. */
function colorsOf(order: Pick<OrderRow, 'service_type' | 'details'>): () => readonly Thread[] {
  let colors: readonly Thread[] | undefined;
  return () => (colors ??= orderThreadColors(order.service_type, order.details));
}

const NO_COLORS = () => [];

const groupedProofs = new WeakMap<ProofRow[], { length: number; byOrder: Map<string, ProofRow[]> }>();

/** The order's proofs out of a batch, grouped once per batch like its files. */
function proofsOfOrder(proofs: ProofRow[], orderId: string): ProofRow[] {
  let grouped = groupedProofs.get(proofs);
  if (!grouped || grouped.length !== proofs.length) {
    const byOrder = new Map<string, ProofRow[]>();
    for (const proof of proofs) {
      const list = byOrder.get(proof.order_id);
      if (list) list.push(proof);
      else byOrder.set(proof.order_id, [proof]);
    }
    grouped = { length: proofs.length, byOrder };
    groupedProofs.set(proofs, grouped);
  }
  return grouped.byOrder.get(orderId) ?? [];
}

/** The order's own attachments: uploaded with the order itself, not with one of its revisions. */
export function orderAttachments(
  order: Pick<OrderRow, 'id'>,
  files: FileRow[],
  fileUrl: FileUrl,
  colors: () => readonly Thread[] = NO_COLORS,
): FileRef[] {
  return filesOfOrder(files, order.id)
    .filter((f) => f.kind === 'attachment' && f.revision_id === null)
    .sort(byCreation)
    .map((f) => presentFileRef(f, fileUrl, colors));
}

/** The files staff delivered for the order, oldest first. */
export function orderDeliveredFiles(
  order: Pick<OrderRow, 'id'>,
  files: FileRow[],
  fileUrl: FileUrl,
  colors: () => readonly Thread[] = NO_COLORS,
): FileRef[] {
  return filesOfOrder(files, order.id)
    .filter((f) => f.kind === 'delivery')
    .sort(byCreation)
    .map((f) => presentFileRef(f, fileUrl, colors));
}

export interface PresentOrderInput {
  order: OrderRow;
  /** The owner's e-mail address. */
  email: string;
  /** Files linked to the order (others are ignored, so a batch for many orders may be passed). */
  files: FileRow[];
  /** Proofs of the order, oldest first (others are ignored, like files). */
  proofs: ProofRow[];
  fileUrl: FileUrl;
}

/** An order row → the Order of DESIGN §3, all four blocks present, only the ordered one filled. */
export function presentOrder({ order, email, files, proofs, fileUrl }: PresentOrderInput): Order {
  const stored = { ...order.details, orderTitle: order.title };
  const colors = colorsOf(order);
  const deliveredFiles = orderDeliveredFiles(order, files, fileUrl, colors);
  return {
    _id: order.id,
    number: order.number,
    serviceType: SERVICE_LABELS[order.service_type],
    orderStatus: order.status,
    createdAt: order.created_at.toISOString(),
    email,
    readStatus: order.read_status,
    ...allBlocks(order.service_type, stored, {
      attachment: orderAttachments(order, files, fileUrl, colors),
      delivered: deliveredFiles.map((f) => f.url),
    }),
    deliveredFiles,
    ...presentWorkflow(order, filesOfOrder(files, order.id), proofsOfOrder(proofs, order.id), fileUrl),
  };
}
