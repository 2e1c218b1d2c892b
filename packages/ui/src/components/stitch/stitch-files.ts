import type { Blocks, FileRef, Order, ServiceKey } from '@stitchdesk/shared';
import type { SheetOrder } from './approval-sheet.ts';
import type { DesignSize } from './read-dropped-file.ts';
import type { StitchFile } from './stitch-info.ts';

/** The attachments of a block the API recognised as stitch files. */
export function attachedStitchFiles(blocks: Partial<Blocks>, service: ServiceKey): StitchFile[] {
  const files: StitchFile[] = [];
  for (const { url, name, stitch } of blocks[service]?.attachment ?? []) {
    if (stitch) files.push({ url, name, stitch });
  }
  return files;
}

/** The files among `files` the API recognised as stitch files. */
export function stitchFilesAmong(files: readonly FileRef[]): StitchFile[] {
  const found: StitchFile[] = [];
  for (const { url, name, stitch } of files) {
    if (stitch) found.push({ url, name, stitch });
  }
  return found;
}

/** The delivered files the API recognised as stitch files (its `deliveredFiles`, beside `completeOrder`). */
export function deliveredStitchFiles(order: Pick<Order, 'deliveredFiles'>): StitchFile[] {
  return stitchFilesAmong(order.deliveredFiles ?? []);
}

/** What an approval sheet says about the order. */
export function sheetOrderOf(
  blocks: Partial<Blocks>,
  service: ServiceKey,
  order: { orderNumber: number; orderTitle: string },
): SheetOrder {
  const block = blocks[service];
  const designName = block && 'designName' in block ? block.designName : '';
  const instructions = block?.otherInstructions?.trim();
  return { ...order, designName: designName || undefined, ...(instructions ? { instructions } : {}) };
}

/** The design size the order asked for (inches), for the blocks that have one. */
export function designSizeOf(blocks: Partial<Blocks>, service: ServiceKey): DesignSize | null {
  const block = blocks[service];
  return block && 'designSize' in block ? (block.designSize ?? null) : null;
}

/** The files a plain grid shows: those without a stitch preview card of their own below it. */
export function withoutStitchFiles<F extends { url: string }>(
  files: F[],
  stitch: readonly { url: string }[],
): F[] {
  const carded = new Set(stitch.map((file) => file.url));
  return files.filter((file) => !carded.has(file.url));
}
