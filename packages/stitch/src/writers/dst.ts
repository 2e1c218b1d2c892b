import type { Design } from '../model.ts';
import { DST_JUMPS_PER_TRIM } from '../readers/dst.ts';
import { labelOf, Output } from './output.ts';
import { measure, walk, type StepLimits } from './walk.ts';

/**
 * ±121 (12.1 mm) is the most five balanced-ternary digits (81+27+9+3+1) carry, stitch or jump; a
 * machine cuts on three jumps in a row, so runs with the thread on are kept shorter where they can be.
 */
export const DST_LIMITS: StepLimits = { stitch: 121, jump: 121, jumpsPerCut: DST_JUMPS_PER_TRIM };

const HEADER_BYTES = 512;
const LABEL_CHARS = 16;
const FLAG_JUMP = 0x80;
const COLOR_CHANGE_BYTE = 0xc3;

/**
 * A trim is spelled as three jumps in a row, the Tajima convention: DST has no trim code, and the
 * machines' factory setting cuts on three consecutive jumps (our reader reads it back the same
 * way). The jumps go out and back by 0.2 mm rather than nowhere, since some machines and
 * converters drop jumps of zero length.
 */
const TRIM_JUMPS: readonly [number, number][] = [
  [2, 2],
  [-4, -4],
  [2, 2],
];

// Weights of the five ternary digits, and for each the (byte, +bit, -bit) of x and of y (y up).
const WEIGHTS = [81, 27, 9, 3, 1];
const X_BITS = [
  [2, 2, 3],
  [1, 2, 3],
  [0, 2, 3],
  [1, 0, 1],
  [0, 0, 1],
];
const Y_BITS = [
  [2, 5, 4],
  [1, 5, 4],
  [0, 5, 4],
  [1, 7, 6],
  [0, 7, 6],
];

/**
 * Each value -121…121 spelled once as its three bytes' bits, for x and for y: a record is then
 * three table look-ups OR'ed, not a digit loop. Built by enumerating every digit combination.
 */
function table(bits: number[][]): Uint8Array {
  const out = new Uint8Array(243 * 3);
  for (let code = 0; code < 243; code++) {
    let value = 0;
    const bytes = [0, 0, 0];
    for (let d = 0, rest = code; d < 5; d++, rest = Math.floor(rest / 3)) {
      const digit = (rest % 3) - 1; // -1, 0, +1
      if (digit === 0) continue;
      value += digit * WEIGHTS[d];
      const [byte, plus, minus] = bits[d];
      bytes[byte] |= 1 << (digit > 0 ? plus : minus);
    }
    out.set(bytes, (value + 121) * 3);
  }
  return out;
}
const X_TABLE = table(X_BITS);
const Y_TABLE = table(Y_BITS);

function record(out: Output, dx: number, dy: number, flags: number): void {
  const xi = (dx + 121) * 3;
  const yi = (121 - dy) * 3; // the model's y down is DST's y up
  out.triple(
    X_TABLE[xi] | Y_TABLE[yi],
    X_TABLE[xi + 1] | Y_TABLE[yi + 1],
    X_TABLE[xi + 2] | Y_TABLE[yi + 2] | 0x03 | flags,
  );
}

function field(name: string, value: string): string {
  return `${name}:${value}\r`;
}

const signed5 = (v: number): string => `${v < 0 ? '-' : '+'}${String(Math.abs(v)).padStart(5, ' ')}`;

/**
 * Tajima DST. The 512-byte header: LA label, ST record count, CO colours, the extents from the
 * start point (+X, -X, +Y, -Y, y up), AX/AY where the design ends, MX/MY/PD of a multi-volume
 * design (none), then 0x1A and spaces. CO is the number of colours (colour changes + 1) for a
 * design that sews: some machines refuse a file whose header says `CO:  0`. No colours travel in
 * the file; `dstThreadList` and `writeInf` give them beside it.
 */
export function writeDst(design: Design): Uint8Array {
  const extents = measure(design.records);
  const out = new Output(HEADER_BYTES + design.records.count * 3 + 64);
  out.fill(0x20, HEADER_BYTES); // the header, written once the counts are known
  let records = 0;
  let colorChanges = 0;
  walk(design.records, DST_LIMITS, {
    stitch(dx, dy) {
      record(out, dx, dy, 0);
      records++;
    },
    jump(dx, dy) {
      record(out, dx, dy, FLAG_JUMP);
      records++;
    },
    trim() {
      for (const [dx, dy] of TRIM_JUMPS) record(out, dx, dy, FLAG_JUMP);
      records += TRIM_JUMPS.length;
    },
    colorChange() {
      out.bytes(0, 0, COLOR_CHANGE_BYTE);
      records++;
      colorChanges++;
    },
  });
  out.bytes(0, 0, 0xf3);
  const bytes = out.finish();
  const colors = extents.stitches > 0 ? colorChanges + 1 : 0;
  const label = labelOf(design.name, LABEL_CHARS).padEnd(LABEL_CHARS, ' ');
  const header =
    field('LA', label) +
    field('ST', String(records).padStart(7, ' ')) +
    field('CO', String(colors).padStart(3, ' ')) +
    field('+X', String(extents.maxX).padStart(5, ' ')) +
    field('-X', String(-extents.minX).padStart(5, ' ')) +
    field('+Y', String(-extents.minY).padStart(5, ' ')) +
    field('-Y', String(extents.maxY).padStart(5, ' ')) +
    field('AX', signed5(extents.lastX)) +
    field('AY', signed5(-extents.lastY)) +
    field('MX', signed5(0)) +
    field('MY', signed5(0)) +
    field('PD', '******') +
    '\x1a';
  for (let i = 0; i < header.length; i++) {
    const c = header.charCodeAt(i);
    bytes[i] = c < 256 ? c : 0x3f;
  }
  return bytes;
}
