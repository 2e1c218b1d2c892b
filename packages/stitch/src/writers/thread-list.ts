import { COLOR_CHANGE, END, STITCH, type Design } from '../model.ts';
import { Output } from './output.ts';
import { blockThreads, rgbOf } from './threads.ts';

export interface ThreadStop {
  /** 1-based: the machine's colour sequence, one per colour block (a colour change starts the next). */
  stop: number;
  hex: string;
  name?: string;
  catalogNumber?: string;
  stitches: number;
}

/**
 * The colour sequence a DST (or EXP) carries no trace of: one entry per colour block in sewing order,
 * with its thread and stitches, for the UI, the worksheet and `writeInf`.
 */
export function dstThreadList(design: Design): ThreadStop[] {
  const { count, kinds } = design.records;
  const stitches = [0];
  for (let i = 0; i < count && kinds[i] !== END; i++) {
    if (kinds[i] === STITCH) stitches[stitches.length - 1]++;
    else if (kinds[i] === COLOR_CHANGE) stitches.push(0);
  }
  return blockThreads(design, stitches.length).map((thread, i) => ({
    stop: i + 1,
    hex: thread.hex.toLowerCase(),
    ...(thread.name ? { name: thread.name } : {}),
    ...(thread.catalogNumber ? { catalogNumber: thread.catalogNumber } : {}),
    stitches: stitches[i],
  }));
}

/**
 * The `.inf` colour file machine software reads beside a DST or EXP of the same name (it has no
 * colours of its own). Big-endian: 1, 8, the length of what follows, the colour count, then per
 * colour its record length, index, R, G, B, needle (stop number), the name and the catalogue number,
 * each ending in a zero byte.
 */
export function writeInf(stops: readonly ThreadStop[]): Uint8Array {
  const out = new Output(16 + stops.length * 48);
  const encoder = new TextEncoder();
  out.u32be(1);
  out.u32be(8);
  const lengthAt = out.length;
  out.u32be(0);
  out.u32be(stops.length);
  stops.forEach((stop, i) => {
    const name = encoder.encode(stop.name ?? stop.hex);
    const code = encoder.encode(stop.catalogNumber ?? '');
    out.u16be(11 + name.length + code.length);
    out.u16be(i);
    out.u24be(rgbOf(stop));
    out.u16be(stop.stop);
    out.append(name);
    out.byte(0);
    out.append(code);
    out.byte(0);
  });
  out.patchU32be(lengthAt, out.length - lengthAt - 4);
  return out.finish();
}
