import { COLOR_CHANGE, END, STITCH, type StitchRecords } from '../model.ts';
import type { Extents } from './walk.ts';

/** PEC thumbnails: 48 × 38 pixels, one bit each, 6 bytes a row, lowest bit leftmost. */
export const ICON_WIDTH = 48;
export const ICON_HEIGHT = 38;
export const ICON_STRIDE = ICON_WIDTH / 8;
const ICON_BYTES = ICON_STRIDE * ICON_HEIGHT;
/** A frame around the picture, as PEC thumbnails have, and the blank margin inside it. */
const FRAME = { left: 2, top: 1, right: 45, bottom: 36 };
const MARGIN = 3;

function set(icon: Uint8Array, x: number, y: number): void {
  icon[y * ICON_STRIDE + (x >> 3)] |= 1 << (x & 7);
}

function blank(): Uint8Array {
  const icon = new Uint8Array(ICON_BYTES);
  for (let x = FRAME.left + 1; x < FRAME.right; x++) {
    set(icon, x, FRAME.top);
    set(icon, x, FRAME.bottom);
  }
  for (let y = FRAME.top + 1; y < FRAME.bottom; y++) {
    set(icon, FRAME.left, y);
    set(icon, FRAME.right, y);
  }
  return icon;
}

/**
 * The thumbnails a PEC block ends with: the whole design, then each colour block alone (`blocks`
 * icons), each drawn as its stitches' thread lines scaled into the frame. Moves are not drawn.
 */
export function pecIcons(records: StitchRecords, extents: Extents, blocks: number): Uint8Array {
  const icons = Array.from({ length: blocks + 1 }, blank);
  const left = FRAME.left + MARGIN;
  const top = FRAME.top + MARGIN;
  const width = FRAME.right - MARGIN - left;
  const height = FRAME.bottom - MARGIN - top;
  const designWidth = Math.max(1, extents.stitchMaxX - extents.stitchMinX);
  const designHeight = Math.max(1, extents.stitchMaxY - extents.stitchMinY);
  const scale = Math.min(width / designWidth, height / designHeight);
  const offsetX = left + (width - designWidth * scale) / 2 - extents.stitchMinX * scale;
  const offsetY = top + (height - designHeight * scale) / 2 - extents.stitchMinY * scale;
  const { count, kinds, xs, ys } = records;
  let block = 0;
  const spare = new Uint8Array(ICON_BYTES);
  let icon = icons[1];
  let penDown = false;
  let px = 0;
  let py = 0;
  for (let i = 0; i < count; i++) {
    const kind = kinds[i];
    if (kind === END) break;
    // Past the colours PEC lists, blocks are drawn in the whole design only.
    if (kind === COLOR_CHANGE) icon = ++block < blocks ? icons[block + 1] : spare;
    if (kind !== STITCH) {
      penDown = false;
      continue;
    }
    const x = Math.round(xs[i] * scale + offsetX);
    const y = Math.round(ys[i] * scale + offsetY);
    // At 48 pixels for the whole design most stitches stay on one pixel.
    if (penDown && x === px && y === py) continue;
    const steps = penDown ? Math.max(Math.abs(x - px), Math.abs(y - py)) : 0;
    // The line from the previous stitch, a pixel per step along its longer axis.
    for (let s = steps === 0 ? 0 : 1; s <= steps; s++) {
      const lx = steps === 0 ? x : px + Math.round(((x - px) * s) / steps);
      const ly = steps === 0 ? y : py + Math.round(((y - py) * s) / steps);
      set(icons[0], lx, ly);
      set(icon, lx, ly);
    }
    penDown = true;
    px = x;
    py = y;
  }
  const out = new Uint8Array(ICON_BYTES * icons.length);
  icons.forEach((icon, i) => out.set(icon, i * ICON_BYTES));
  return out;
}
