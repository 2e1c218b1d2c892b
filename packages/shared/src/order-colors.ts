import { colorName } from './catalog.ts';
import type { StoredBlock } from './schemas/orders.ts';

/** A thread colour as the stitch library takes it: `#rrggbb` in lower case, with its name when it has one. */
export interface OrderThreadColor {
  hex: string;
  name?: string;
}

/**
 * The thread colours an order asked for, in the order the client chose them: the design colours
 * of a vector or patches order. Digitizing orders name no colours and garment colours are not
 * threads, so those give none (the files then show their own or the default sequence).
 */
export function orderThreadColors(block: StoredBlock): OrderThreadColor[] {
  if (!('designColors' in block)) return [];
  return block.designColors
    .filter((hex) => /^#[0-9a-f]{6}$/i.test(hex))
    .map((hex) => {
      const name = colorName(hex);
      return name === hex ? { hex: hex.toLowerCase() } : { hex: hex.toLowerCase(), name };
    });
}
