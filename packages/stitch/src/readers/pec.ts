import type { ByteReader } from '../bytes.ts';
import type { RecordBuilder } from '../builder.ts';
import { corrupt } from '../errors.ts';
import type { Thread } from '../model.ts';
import { PEC_PALETTE } from '../palettes/pec.ts';

/** Offsets inside a PEC block, from its "LA:" label. */
const PEC_LABEL = 3;
const PEC_COLOR_CHANGES = 48;
const PEC_COLORS = 49;
/** After the graphics offset, `31 FF F0` and four shorts (width, height, 0x1E0, 0x1B0). */
const PEC_STITCHES = 528;

const FLAG_LONG = 0x80;
const FLAG_TRIM = 0x20;
const FLAG_JUMP = 0x10;

const signed7 = (b: number): number => (b > 63 ? b - 128 : b);
const signed12 = (v: number): number => {
  const b = v & 0xfff;
  return b > 0x7ff ? b - 0x1000 : b;
};

/**
 * Threads for the PEC colour bytes. PES files list their threads in the PES header (`chart`); when
 * the chart covers every block it is used as is, when it is shorter the PEC bytes pick from it in
 * order of first use, and without one the bytes index Brother's palette.
 */
function pecThreads(colorBytes: number[], chart: Thread[]): Thread[] {
  if (chart.length === 0) return colorBytes.map((b) => PEC_PALETTE[b % PEC_PALETTE.length]);
  if (chart.length >= colorBytes.length) return chart;
  const pending = [...chart];
  const byIndex = new Map<number, Thread>();
  return colorBytes.map((b) => {
    const index = b % PEC_PALETTE.length;
    let thread = byIndex.get(index);
    if (!thread) {
      thread = pending.shift() ?? PEC_PALETTE[index];
      byIndex.set(index, thread);
    }
    return thread;
  });
}

export interface PecBlock {
  threads: Thread[];
  name?: string;
}

/** Reads the PEC block that starts at `start` (both PES and bare PEC files carry one). */
export function readPec(r: ByteReader, start: number, out: RecordBuilder, chart: Thread[]): PecBlock {
  r.seek(start + PEC_LABEL, 'PEC header');
  const name = r.latin1(16, 'PEC label').trim() || undefined;
  r.seek(start + PEC_COLOR_CHANGES, 'PEC header');
  const colorCount = r.u8('PEC colour count') + 1;
  r.seek(start + PEC_COLORS, 'PEC colours');
  const colorBytes: number[] = [];
  for (let i = 0; i < colorCount; i++) colorBytes.push(r.u8('PEC colours'));
  r.seek(start + PEC_STITCHES, 'PEC stitches');
  readPecStitches(r, out);
  return { threads: pecThreads(colorBytes, chart), name };
}

function readPecStitches(r: ByteReader, out: RecordBuilder): void {
  const what = 'PEC stitch data without an end code';
  for (;;) {
    const v1 = r.u8(what);
    let v2 = r.u8(what);
    if (v1 === 0xff && v2 === 0x00) break;
    if (v1 === 0xfe && v2 === 0xb0) {
      r.skip(1, what);
      out.colorChange();
      continue;
    }
    let jump = false;
    let trim = false;
    let x: number;
    let y: number;
    if (v1 & FLAG_LONG) {
      if (v1 & FLAG_TRIM) trim = true;
      if (v1 & FLAG_JUMP) jump = true;
      x = signed12((v1 << 8) | v2);
      v2 = r.u8(what);
    } else {
      x = signed7(v1);
    }
    if (v2 & FLAG_LONG) {
      if (v2 & FLAG_TRIM) trim = true;
      if (v2 & FLAG_JUMP) jump = true;
      y = signed12((v2 << 8) | r.u8(what));
    } else {
      y = signed7(v2);
    }
    if (jump) out.jump(x, y);
    else if (trim) {
      out.trim();
      out.jump(x, y);
    } else out.stitch(x, y);
  }
  out.end();
}

export function checkPecLabel(bytes: Uint8Array, start: number): void {
  if (bytes[start] !== 0x4c || bytes[start + 1] !== 0x41 || bytes[start + 2] !== 0x3a) {
    throw corrupt('no PEC block where the PES header points');
  }
}
