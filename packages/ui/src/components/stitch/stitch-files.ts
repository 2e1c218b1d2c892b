import type { Blocks, ServiceKey } from '@stitchdesk/shared';
import { fileNameFromUrl } from '../../lib/files.ts';
import type { SheetOrder } from './approval-sheet.ts';
import type { DesignSize } from './read-dropped-file.ts';
import { stitchOf, type StitchFile } from './stitch-info.ts';

/** The attachments of a block the API recognised as stitch files. */
export function attachedStitchFiles(blocks: Partial<Blocks>, service: ServiceKey): StitchFile[] {
  const files: StitchFile[] = [];
  for (const { url, name, stitch } of blocks[service]?.attachment ?? []) {
    if (stitch) files.push({ url, name, stitch });
  }
  return files;
}

/**
 * The delivered files the API recognised as stitch files: from the order's `deliveredFiles`
 * (`{url, name, stitch?}`, beside the spec's fields) when it has them, else from the block's
 * `completeOrder`, whose entries are `{url}` objects or plain URL strings (the spec's shapes).
 */
export function deliveredStitchFiles(blocks: Partial<Blocks>, service: ServiceKey): StitchFile[] {
  const files: StitchFile[] = [];
  const listed = (blocks as { deliveredFiles?: unknown }).deliveredFiles;
  const entries: unknown[] = Array.isArray(listed) ? listed : (blocks[service]?.completeOrder ?? []);
  for (const entry of entries) {
    const stitch = stitchOf(entry);
    const url = entry && typeof entry === 'object' && 'url' in entry ? String(entry.url) : null;
    if (stitch && url) {
      const name =
        'name' in (entry as object) ? String((entry as { name: unknown }).name) : fileNameFromUrl(url);
      files.push({ url, name, stitch });
    }
  }
  return files;
}

/** What an approval sheet says about the order. */
export function sheetOrderOf(
  blocks: Partial<Blocks>,
  service: ServiceKey,
  order: { orderId: string; orderTitle: string },
): SheetOrder {
  const block = blocks[service];
  const designName = block && 'designName' in block ? block.designName : '';
  return { ...order, designName: designName || undefined };
}

/** The design size the order asked for (inches), for the blocks that have one. */
export function designSizeOf(blocks: Partial<Blocks>, service: ServiceKey): DesignSize | null {
  const block = blocks[service];
  return block && 'designSize' in block ? (block.designSize ?? null) : null;
}
