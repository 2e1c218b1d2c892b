import { colorName, type ServiceKey } from '@stitchdesk/shared';
import type { Thread } from '@stitchdesk/stitch';

/**
 * The thread colours an order asked for, in the order the client chose them: the design colours
 * of a vector or patches order. Digitizing orders name no colours and garment colours are not
 * threads, so those give none (the files then show their own or the default sequence).
 */
export function orderThreadColors(service: ServiceKey, details: Record<string, unknown>): Thread[] {
  if (service !== 'vector' && service !== 'patches') return [];
  const colors = details.designColors;
  if (!Array.isArray(colors)) return [];
  return colors
    .filter((hex): hex is string => typeof hex === 'string' && /^#[0-9a-f]{6}$/i.test(hex))
    .map((hex) => {
      const name = colorName(hex);
      return name === hex ? { hex: hex.toLowerCase() } : { hex: hex.toLowerCase(), name };
    });
}
