/**
 * For the writer tests: what must hold between a design and the same design written in another
 * format and read back, given the target's rules (step limits, what it can say about trims and
 * colours). Each check returns the problems it finds, so a failure names them.
 */
import {
  COLOR_CHANGE,
  END,
  JUMP,
  STITCH,
  TRIM,
  type Design,
  type StitchRecord,
  type StitchRecords,
  type Thread,
} from '../model.ts';
import { summarize } from '../summary.ts';
import { forEachMachineCut, type StepLimits } from '../writers/walk.ts';

/** A design from record objects (as the test designs are written), as a reader would give it. */
export function designOf(records: StitchRecord[], threads: Thread[], name?: string): Design {
  const kinds = { stitch: STITCH, jump: JUMP, trim: TRIM, 'color-change': COLOR_CHANGE, end: END };
  const out: StitchRecords = {
    count: records.length,
    kinds: Uint8Array.from(records, (r) => kinds[r.kind]),
    xs: Int32Array.from(records, (r) => r.x),
    ys: Int32Array.from(records, (r) => r.y),
  };
  return { format: 'DST', records: out, threads, colorSource: 'file', ...(name ? { name } : {}) };
}

/** Trims that cut something: after a stitch since the start, the last trim or colour change. */
export function effectiveTrims(records: StitchRecords): number {
  let trims = 0;
  let sewn = false;
  for (let i = 0; i < records.count; i++) {
    const kind = records.kinds[i];
    if (kind === STITCH) sewn = true;
    else if (kind === COLOR_CHANGE) sewn = false;
    else if (kind === TRIM && sewn) {
      trims++;
      sewn = false;
    }
  }
  return trims;
}

/** Runs of jumps the target writes with the thread on that a machine set to cut on jumps cuts. */
export function machineCuts(records: StitchRecords, limits: StepLimits): number {
  let cuts = 0;
  forEachMachineCut(records, limits, () => cuts++);
  return cuts;
}

function stitchPoints(records: StitchRecords): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < records.count; i++)
    if (records.kinds[i] === STITCH) out.push([records.xs[i], records.ys[i]]);
  return out;
}

/**
 * Every needle penetration of the source is one of the copy, in order, within 0.1 mm (the formats'
 * resolution): no more and no fewer.
 */
export function stitchProblems(source: StitchRecords, copy: StitchRecords): string[] {
  const a = stitchPoints(source);
  const b = stitchPoints(copy);
  const problems: string[] = [];
  if (b.length !== a.length) problems.push(`${b.length} stitches, expected ${a.length}`);
  for (let i = 0; i < Math.min(a.length, b.length) && problems.length < 5; i++) {
    if (Math.hypot(b[i][0] - a[i][0], b[i][1] - a[i][1]) > 1)
      problems.push(`stitch ${i + 1} at ${b[i]}, expected ${a[i]}`);
  }
  return problems;
}

export interface Expectation {
  /** The trims read back lie between these (see `effectiveTrims`). */
  trims: [number, number];
  /**
   * 'exact': each block's thread as given; a palette: its colour from it, one slot per colour;
   * 'numbered': colours named by number only (HUS), so one colour per number and number per colour;
   * 'none'.
   */
  colors: 'exact' | 'none' | 'numbered' | readonly Thread[];
}

/** Everything a conversion must keep (see the issue): stitches, colour blocks, extents, trims, colours. */
export function conversionProblems(source: Design, copy: Design, expect: Expectation): string[] {
  const problems = stitchProblems(source.records, copy.records);
  const s = summarize(source);
  const c = summarize(copy);
  if (c.colors !== s.colors) problems.push(`${c.colors} colours, expected ${s.colors}`);
  const changes = (d: Design): number => Array.from(d.records.kinds).filter((k) => k === COLOR_CHANGE).length;
  if (changes(copy) !== changes(source))
    problems.push(`${changes(copy)} colour changes, expected ${changes(source)}`);
  if (Math.abs(c.widthMm - s.widthMm) > 0.2 || Math.abs(c.heightMm - s.heightMm) > 0.2)
    problems.push(`${c.widthMm} × ${c.heightMm} mm, expected ${s.widthMm} × ${s.heightMm} mm`);
  const trims = effectiveTrims(copy.records);
  if (trims < expect.trims[0] || trims > expect.trims[1])
    problems.push(`${trims} trims, expected ${expect.trims.join('–')}`);
  const stops = s.stops.length;
  if (expect.colors === 'none') {
    if (copy.colorSource !== 'default')
      problems.push(`colours from ${copy.colorSource}, the format has none`);
  } else if (expect.colors === 'exact') {
    for (let i = 0; i < stops; i++)
      if (c.stops[i]?.hex !== s.stops[i].hex)
        problems.push(`stop ${i + 1} is ${c.stops[i]?.hex}, expected ${s.stops[i].hex}`);
  } else {
    const palette = new Set(expect.colors === 'numbered' ? [] : expect.colors.map((t) => t.hex));
    const numbered = expect.colors === 'numbered';
    const pairs = new Map<string, string>();
    const back = new Map<string, string>();
    for (let i = 0; i < stops; i++) {
      const from = s.stops[i].hex;
      const to = c.stops[i]?.hex ?? '';
      if (!numbered && !palette.has(to)) problems.push(`stop ${i + 1} is ${to}, not a palette colour`);
      if (palette.has(from) && to !== from)
        problems.push(`stop ${i + 1} is ${to}, the palette holds ${from}`);
      if ((pairs.get(from) ?? to) !== to || (back.get(to) ?? from) !== from)
        problems.push(`stop ${i + 1}: ${from} and another colour share ${to}, or ${from} changed slot`);
      pairs.set(from, to);
      back.set(to, from);
    }
  }
  return problems;
}
