import type { Design } from '../model.ts';
import { JEF_PALETTE } from '../palettes/jef.ts';
import { pairSink } from './byte-pairs.ts';
import { Output } from './output.ts';
import { blockThreads, paletteIndices } from './threads.ts';
import { measure, stitchHeight, stitchWidth, walk, type StepLimits } from './walk.ts';

export const JEF_LIMITS: StepLimits = { stitch: 127, jump: 127 };

const HEADER_BYTES = 116;
/** The thread type written for every colour (0x0D, embroidery thread in the JEF layout). */
const THREAD_TYPE = 0x0d;

/** Janome hoops, 0.1 mm, with their code in the header; the smallest one the design fits is chosen. */
export const JEF_HOOPS = [
  { code: 1, width: 500, height: 500, name: '50 × 50 mm' },
  { code: 0, width: 1100, height: 1100, name: '110 × 110 mm' },
  { code: 3, width: 1260, height: 1100, name: '126 × 110 mm' },
  { code: 2, width: 1400, height: 2000, name: '140 × 200 mm' },
  { code: 4, width: 2000, height: 2000, name: '200 × 200 mm' },
] as const;

/** The header's hoop code for a design of this size (0.1 mm); past every hoop, the largest. */
export function jefHoopCode(width: number, height: number): number {
  const hoop =
    JEF_HOOPS.find((h) => width <= h.width && height <= h.height) ?? JEF_HOOPS[JEF_HOOPS.length - 1];
  return hoop.code;
}

/** Hoops whose edge distances the header lists, in its order (half sizes, 0.1 mm). */
const EDGE_HOOPS = [
  [550, 550], // 110 × 110
  [250, 250], // 50 × 50
  [700, 1000], // 140 × 200
  [700, 1000], // the custom slot, as 140 × 200
] as const;

const twoDigits = (n: number): string => String(n).padStart(2, '0');

function dateDigits(date: Date): string {
  return (
    String(date.getUTCFullYear()).padStart(4, '0') +
    twoDigits(date.getUTCMonth() + 1) +
    twoDigits(date.getUTCDate()) +
    twoDigits(date.getUTCHours()) +
    twoDigits(date.getUTCMinutes()) +
    twoDigits(date.getUTCSeconds())
  );
}

export interface JefOptions {
  /** The date in the header (UTC); now when not given. */
  date?: Date;
}

/**
 * Janome JEF. Header: stitch offset, flags 0x14, the date as 14 digits, colour count, stitch data
 * length in 2-byte units, hoop code, the design's distances from the centre (left, top, right,
 * bottom), the edge distances in four hoops (-1 where it does not fit), then one Janome palette index
 * per colour block (nearest colour) and a thread type each. Stitches are two signed bytes (y up);
 * 0x80 0x02 dx dy a jump, 0x80 0x02 0 0 (a move of nothing) a trim, 0x80 0x01 0 0 a colour change or
 * stop, 0x80 0x10 the end.
 */
export function writeJef(design: Design, options: JefOptions = {}): Uint8Array {
  const extents = measure(design.records);
  const colors = extents.colorChanges + 1;
  const out = new Output(HEADER_BYTES + 8 * colors + design.records.count * 2 + 64);
  out.fill(0, HEADER_BYTES + 8 * colors);
  const stitchStart = out.length;
  // A trim is a move of nothing (0x80 0x02 0 0).
  walk(
    design.records,
    JEF_LIMITS,
    pairSink(out, { escape: 0x80, jump: 0x02, trim: [0x02, 0, 0], colorChange: 0x01 }),
  );
  out.pair(0x80, 0x10);
  const stitchUnits = (out.length - stitchStart) / 2;
  const bytes = out.finish();

  const header = new Output(HEADER_BYTES + 8 * colors);
  header.u32le(HEADER_BYTES + 8 * colors);
  header.u32le(0x14);
  header.latin1(dateDigits(options.date ?? new Date()));
  header.pair(0, 0);
  header.u32le(colors);
  header.u32le(stitchUnits);
  header.u32le(jefHoopCode(stitchWidth(extents), stitchHeight(extents)));
  const left = Math.max(0, -extents.stitchMinX);
  const top = Math.max(0, -extents.stitchMinY);
  const right = Math.max(0, extents.stitchMaxX);
  const bottom = Math.max(0, extents.stitchMaxY);
  for (const v of [left, top, right, bottom]) header.u32le(v);
  for (const [halfWidth, halfHeight] of EDGE_HOOPS) {
    const edges = [halfWidth - left, halfHeight - top, halfWidth - right, halfHeight - bottom];
    const fits = edges.every((e) => e >= 0);
    for (const e of edges) header.u32le(fits ? e : -1);
  }
  for (const index of paletteIndices(blockThreads(design, colors), JEF_PALETTE)) header.u32le(index);
  for (let i = 0; i < colors; i++) header.u32le(THREAD_TYPE);
  bytes.set(header.finish(), 0);
  return bytes;
}
