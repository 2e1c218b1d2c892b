import type { Blocks, FileRef, Order, ServiceKey } from '@stitchdesk/shared';
import { parseServiceParam } from '@stitchdesk/shared';
import { fileNameFromUrl } from './files.ts';

/** docs/product.md §My Orders: the title is that of whichever block has one. */
export function orderTitle(order: Order): string {
  return (
    order.vector?.orderTitle ||
    order.digitizing?.orderTitle ||
    order.patches?.orderTitle ||
    order.customApparel?.orderTitle ||
    ''
  );
}

/** The block key of the ordered service (the order carries its label). */
export function orderServiceKey(order: Pick<Order, 'serviceType'>): ServiceKey | null {
  return parseServiceParam(order.serviceType);
}

/**
 * Delivered files as `{url, name}`: digitizing keeps `{url}` objects, the others plain URLs (docs/product.md
 * §Order shape).
 */
export function completedFiles(blocks: Partial<Blocks>, service: ServiceKey): FileRef[] {
  const block = blocks[service];
  if (!block) return [];
  // Digitizing keeps `{url}` objects, the other services plain URLs.
  const urls = (block.completeOrder ?? []).map((file) => (typeof file === 'string' ? file : file.url));
  return urls.filter(Boolean).map((url) => ({ url, name: fileNameFromUrl(url) }));
}

export function attachedFiles(blocks: Partial<Blocks>, service: ServiceKey): FileRef[] {
  return blocks[service]?.attachment ?? [];
}
