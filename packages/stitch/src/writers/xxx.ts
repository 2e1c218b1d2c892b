import type { Design } from '../model.ts';
import { pairSink } from './byte-pairs.ts';
import { Output } from './output.ts';
import { blockThreads, rgbOf } from './threads.ts';
import { measure, stitchHeight, stitchWidth, walk, type StepLimits } from './walk.ts';

/** 0x7D…0x7F in a stitch's first byte are codes, so a stitch or a jump stays within ±124. */
export const XXX_LIMITS: StepLimits = { stitch: 124, jump: 124 };

const STITCHES_AT = 0x100;
/** The colour table always has room for 21 colours; unused slots are zero. */
const COLOR_SLOTS = 21;

/**
 * Singer XXX. Header (0x100 bytes): record count at 0x17, colour count at 0x27, size, end point and
 * extents from 0x2D, the offset of the stitch data's end at 0xFC. Stitches are two signed bytes
 * (y up); 0x7F 0x01 dx dy a jump, 0x7F 0x03 0 0 a trim, 0x7F 0x08 0 0 a colour change or stop,
 * 0x7F 0x7F 0x02 0x14 the end, then the colour table: 0 0, and 0 r g b a colour.
 */
export function writeXxx(design: Design): Uint8Array {
  const extents = measure(design.records);
  const colors = extents.colorChanges + 1;
  const out = new Output(STITCHES_AT + design.records.count * 2 + 4 * Math.max(colors, COLOR_SLOTS) + 64);
  out.fill(0, STITCHES_AT);
  const sink = pairSink(out, { escape: 0x7f, jump: 0x01, trim: [0x03, 0, 0], colorChange: 0x08 });
  walk(design.records, XXX_LIMITS, sink);
  const end = out.length;
  out.bytes(0x7f, 0x7f, 0x02, 0x14, 0x00, 0x00);
  const threads = blockThreads(design, colors);
  for (const thread of threads) out.u32be(rgbOf(thread));
  out.fill(0, 4 * Math.max(0, COLOR_SLOTS - threads.length));
  out.u32le(0xffffff00);
  out.pair(0x00, 0x01);
  const bytes = out.finish();

  const header = new Output(STITCHES_AT);
  header.fill(0, 0x17);
  header.u32le(sink.records);
  header.fill(0, 0x0c);
  header.u32le(colors);
  header.u16le(0);
  for (const v of [
    stitchWidth(extents),
    stitchHeight(extents),
    extents.lastX,
    -extents.lastY,
    -extents.minX,
    extents.maxY,
  ])
    header.u16le(v);
  header.padTo(0xf2);
  header.u16le(0x20);
  header.padTo(0xfc);
  header.u32le(end);
  bytes.set(header.finish(), 0);
  return bytes;
}
