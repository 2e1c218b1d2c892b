import type { Design } from '../model.ts';
import { PEC_PALETTE } from '../palettes/pec.ts';
import { labelOf, type Output } from './output.ts';
import { ICON_HEIGHT, ICON_STRIDE, pecIcons } from './pec-icon.ts';
import { blockThreads, paletteIndices } from './threads.ts';
import { stitchHeight, stitchWidth, walk, type Extents, type StepLimits } from './walk.ts';

/** 12-bit signed moves, stitch or jump. */
export const PEC_LIMITS: StepLimits = { stitch: 2047, jump: 2047 };

/** The colour list is one byte of count and 463 bytes of indices; past 255 colours the count overflows. */
export const PEC_MAX_COLORS = 255;
const HEADER_BYTES = 512;
/** A PEC label holds 8 characters, padded with spaces to 16. */
const LABEL_CHARS = 8;

const FLAG_LONG = 0x80;
const FLAG_TRIM = 0x20;
const FLAG_JUMP = 0x10;

function long(out: Output, d: number, flags: number): void {
  out.pair(FLAG_LONG | flags | ((d >> 8) & 0x0f), d & 0xff);
}

/**
 * The PEC block every PES file ends with (and all a Brother machine reads): label, colour count and
 * Brother palette index per colour block, then from 512 the stitch data's length, size, the
 * stitches and the thumbnails. A stitch is a 7-bit value per axis when it fits -64…63, else 12 bits
 * with the long flag; a move is long with the jump flag, or the trim flag when a trim comes before it
 * (a trim with no move after it is a move of nothing with the trim flag); 0xFE 0xB0 and an
 * alternating 2/1 a colour change or stop; 0xFF 0x00 the end. Returns the colour index list.
 */
export function writePec(out: Output, design: Design, extents: Extents): number[] {
  const start = out.length;
  const colors = Math.min(extents.colorChanges + 1, PEC_MAX_COLORS);
  const indices = paletteIndices(blockThreads(design, colors), PEC_PALETTE);
  const label = labelOf(design.name, LABEL_CHARS).padEnd(16, ' ');
  out.latin1(`LA:${label}\r`);
  out.fill(0x20, 12);
  out.pair(0xff, 0x00);
  out.pair(ICON_STRIDE, ICON_HEIGHT);
  out.fill(0x20, 12);
  out.byte(colors - 1);
  for (const index of indices) out.byte(index);
  out.padTo(start + HEADER_BYTES, 0x20);

  const blockStart = out.length;
  out.pair(0x00, 0x00);
  const lengthAt = out.length;
  out.bytes(0, 0, 0); // the stitch data's length, patched below
  out.bytes(0x31, 0xff, 0xf0);
  out.u16le(stitchWidth(extents));
  out.u16le(stitchHeight(extents));
  out.u16le(0x1e0);
  out.u16le(0x1b0);
  let trimPending = false;
  let colorToggle = 2;
  const flushTrim = (): void => {
    if (!trimPending) return;
    trimPending = false;
    long(out, 0, FLAG_TRIM);
    long(out, 0, FLAG_TRIM);
  };
  walk(design.records, PEC_LIMITS, {
    stitch(dx, dy) {
      flushTrim();
      if (dx >= -64 && dx <= 63) out.byte(dx & 0x7f);
      else long(out, dx, 0);
      if (dy >= -64 && dy <= 63) out.byte(dy & 0x7f);
      else long(out, dy, 0);
    },
    jump(dx, dy) {
      const flags = trimPending ? FLAG_TRIM : FLAG_JUMP;
      trimPending = false;
      long(out, dx, flags);
      long(out, dy, flags);
    },
    trim() {
      trimPending = true;
    },
    colorChange() {
      flushTrim();
      out.bytes(0xfe, 0xb0, colorToggle);
      colorToggle = 3 - colorToggle;
    },
  });
  flushTrim();
  out.pair(0xff, 0x00);
  out.patchU24le(lengthAt, out.length - blockStart);
  out.append(pecIcons(design.records, extents, colors));
  return indices;
}
