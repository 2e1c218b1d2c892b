import type { FileRef, Order } from '@stitchdesk/shared';
import { SERVICE_LABELS, heldBalanceCents, orderThreadColors } from '@stitchdesk/shared';
import type { Thread } from '@stitchdesk/stitch';
import { allBlocks } from './blocks.ts';
import { orderBlock } from '../db/stored-block.ts';
import { ORDER_VIEW, presentStitch, type StitchView } from './stitch.ts';
import type { OrderRow, PresentedFileRow, ProofRow, FileUrl } from '../db/rows.ts';
import { presentWorkflow } from './workflow.ts';

const byCreation = (a: PresentedFileRow, b: PresentedFileRow) =>
  a.created_at.getTime() - b.created_at.getTime() || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/*
 * A list presents many orders from one batch of files; scanning the whole batch for each order made
 * a 10,000-order list cost 10,000 × 12,500 comparisons. The batch is grouped by order once instead
 * (per array, rebuilt if the array's length changed).
 */
type Grouped<T> = { length: number; byOrder: Map<string, T[]> };

function rowsOfOrder<T>(
  batches: WeakMap<T[], Grouped<T>>,
  rows: T[],
  orderIdOf: (row: T) => string | null,
  orderId: string,
): T[] {
  let grouped = batches.get(rows);
  if (!grouped || grouped.length !== rows.length) {
    const byOrder = new Map<string, T[]>();
    for (const row of rows) {
      const id = orderIdOf(row);
      if (id === null) continue;
      const list = byOrder.get(id);
      if (list) list.push(row);
      else byOrder.set(id, [row]);
    }
    grouped = { length: rows.length, byOrder };
    batches.set(rows, grouped);
  }
  return grouped.byOrder.get(orderId) ?? [];
}

const groupedFiles = new WeakMap<PresentedFileRow[], Grouped<PresentedFileRow>>();
const groupedProofs = new WeakMap<ProofRow[], Grouped<ProofRow>>();

function filesOfOrder(files: PresentedFileRow[], orderId: string): PresentedFileRow[] {
  return rowsOfOrder(groupedFiles, files, (file) => file.order_id, orderId);
}

/** The order's proofs out of a batch, grouped once per batch like its files. */
function proofsOfOrder(proofs: ProofRow[], orderId: string): ProofRow[] {
  return rowsOfOrder(groupedProofs, proofs, (proof) => proof.order_id, orderId);
}

/**
 * A file as `{url, name}`, with `stitch` beside them for a stitch file, drawn in `colors` (read only
 * when needed: most files are not stitch files).
 */
export function presentFileRef(
  file: PresentedFileRow,
  fileUrl: FileUrl,
  colors: () => readonly Thread[],
  view: StitchView = ORDER_VIEW,
): FileRef {
  const url = fileUrl(file);
  if (!file.stitch) return { url, name: file.name };
  return { url, name: file.name, stitch: presentStitch(file, url, colors(), view) };
}

/** The thread colours of `order`, worked out once and only if a stitch file asks for them. */
function colorsOf(order: Pick<OrderRow, 'service_type' | 'details'>): () => readonly Thread[] {
  let colors: readonly Thread[] | undefined;
  return () => (colors ??= orderThreadColors(orderBlock(order)));
}

/** The order's files that `keep` picks, oldest first, as the API shows them. */
function orderFiles(
  order: Pick<OrderRow, 'id'>,
  files: PresentedFileRow[],
  fileUrl: FileUrl,
  colors: () => readonly Thread[],
  keep: (file: PresentedFileRow) => boolean,
  view: StitchView,
): FileRef[] {
  return filesOfOrder(files, order.id)
    .filter(keep)
    .sort(byCreation)
    .map((f) => presentFileRef(f, fileUrl, colors, view));
}

export interface PresentOrderInput {
  order: OrderRow;
  /** The owner's e-mail address. */
  email: string;
  /** Files linked to the order (others are ignored, so a batch for many orders may be passed). */
  files: PresentedFileRow[];
  /** Proofs of the order, oldest first (others are ignored, like files). */
  proofs: ProofRow[];
  fileUrl: FileUrl;
  /**
   * How stitch files are shown: by default the stops an order card lists, without thread names
   * (an order list does not know each client's chart).
   */
  stitchView?: StitchView;
  /** The shop's "hold finished files until paid" (its settings), for `filesHeld`. */
  holdFilesUntilPaid: boolean;
}

/**
 * For an order just placed (new, placed again, an offer accepted): it has no delivered files, so
 * nothing of it is held whatever the setting, and its answer need not read the settings.
 */
export const NOTHING_DELIVERED_YET = { holdFilesUntilPaid: false } as const;

/**
 * Whether the order's delivered files answer 402 to the client (services/billing/file-hold.ts holds
 * each file by the same rule): the setting on, a delivered file, a balance above 0.
 */
function filesHeldOf(
  order: Pick<OrderRow, 'price_cents' | 'paid_cents'>,
  deliveredFiles: readonly FileRef[],
  holdOn: boolean,
): boolean {
  return deliveredFiles.length > 0 && heldBalanceCents(holdOn, order.price_cents, order.paid_cents) !== null;
}

/**
 * An order row → the Order of docs/product.md §Order shape, all four blocks present, only the ordered one
 * filled.
 */
export function presentOrder({
  order,
  email,
  files,
  proofs,
  fileUrl,
  stitchView = ORDER_VIEW,
  holdFilesUntilPaid,
}: PresentOrderInput): Order {
  const stored = { ...orderBlock(order), orderTitle: order.title };
  const colors = colorsOf(order);
  const deliveredFiles = orderFiles(order, files, fileUrl, colors, (f) => f.kind === 'delivery', stitchView);
  return {
    _id: order.id,
    number: order.number,
    serviceType: SERVICE_LABELS[order.service_type],
    orderStatus: order.status,
    createdAt: order.created_at.toISOString(),
    email,
    readStatus: order.read_status,
    ...allBlocks(order.service_type, stored, {
      attachment: orderFiles(
        order,
        files,
        fileUrl,
        colors,
        // Uploaded with the order itself, not with one of its revisions.
        (f) => f.kind === 'attachment' && f.revision_id === null,
        stitchView,
      ),
      delivered: deliveredFiles.map((f) => f.url),
    }),
    deliveredFiles,
    filesHeld: filesHeldOf(order, deliveredFiles, holdFilesUntilPaid),
    invoiceUrl: order.price_cents === null ? null : fileUrl.invoice(order),
    ...presentWorkflow(order, filesOfOrder(files, order.id), proofsOfOrder(proofs, order.id), fileUrl),
  };
}
