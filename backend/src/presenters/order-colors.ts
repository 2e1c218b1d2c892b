import { colorName, type StoredBlock } from '@stitchdesk/shared';
import type { Thread } from '@stitchdesk/stitch';

/**
 * The thread colours an order asked for, in the order the client chose them: the design colours
 * of a vector or patches order. Digitizing orders name no colours and garment colours are not
 * threads, so those give none (the files then show their own or the default sequence).
 */
export function orderThreadColors(block: StoredBlock): Thread[] {
  if (!('designColors' in block)) return [];
  return block.designColors
    .filter((hex) => /^#[0-9a-f]{6}$/i.test(hex))
    .map((hex) => {
      const name = colorName(hex);
      return name === hex ? { hex: hex.toLowerCase() } : { hex: hex.toLowerCase(), name };
    });
}
