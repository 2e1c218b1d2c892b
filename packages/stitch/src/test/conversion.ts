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
import type { StepLimits } from '../writers/walk.ts';

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

const steps = (dx: number, dy: number, max: number): number =>
  Math.max(1, Math.ceil(Math.max(Math.abs(dx), Math.abs(dy)) / max));

/**
 * Stitches a writer adds: each stitch longer than the step, from another stitch, becomes that many
 * equal ones (one from anywhere else is moved to, then sewn as one).
 */
export function addedBySplitting(records: StitchRecords, limits: StepLimits): number {
  let added = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < records.count && records.kinds[i] !== END; i++) {
    if (records.kinds[i] === STITCH && i > 0 && records.kinds[i - 1] === STITCH)
      added += steps(records.xs[i] - x, records.ys[i] - y, limits.stitch) - 1;
    x = records.xs[i];
    y = records.ys[i];
  }
  return added;
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

/**
 * Moves (runs of jumps) with the thread on (after a stitch, no trim since) that a target may turn
 * into a trim. DST: a run that takes `cutsAt` or more of its jump records (of at most `jumpLimit`).
 * VP3: a move that, with the stitch after it, is longer than `longerThan` (the writer sews a move
 * into the stitch after it, and cuts first when that is longer than a stitch).
 */
export function untrimmedLongMoves(
  records: StitchRecords,
  rule: { jumpLimit: number; cutsAt: number } | { longerThan: number },
): number {
  let moves = 0;
  let sewn = false;
  let run = 0;
  let startX = 0;
  let startY = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < records.count && records.kinds[i] !== END; i++) {
    const kind = records.kinds[i];
    const nx = records.xs[i];
    const ny = records.ys[i];
    if (kind === JUMP) {
      if (run === 0) {
        startX = x;
        startY = y;
      }
      run += 'cutsAt' in rule ? steps(nx - x, ny - y, rule.jumpLimit) : 1;
    } else if (kind === STITCH) {
      // A long stitch after a move is moved to, then sewn as one stitch: its way there joins the move.
      if (run > 0 && sewn) {
        if ('cutsAt' in rule) {
          if (run + steps(nx - x, ny - y, rule.jumpLimit) - 1 >= rule.cutsAt) moves++;
        } else if (Math.abs(nx - startX) > rule.longerThan || Math.abs(ny - startY) > rule.longerThan)
          moves++;
      }
      run = 0;
      sewn = true;
    } else if (kind === TRIM) sewn = false;
    else if (kind === COLOR_CHANGE) {
      run = 0;
      sewn = false;
    }
    x = nx;
    y = ny;
  }
  return moves;
}

function stitchPoints(records: StitchRecords): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < records.count; i++)
    if (records.kinds[i] === STITCH) out.push([records.xs[i], records.ys[i]]);
  return out;
}

/** Distance of p from the segment a–b, 0.1 mm. */
function offSegment(p: [number, number], a: [number, number], b: [number, number]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/**
 * The source's stitches are all in the copy, in order, and every other stitch of the copy lies on
 * the line between the source stitches around it (a split), `added` of them.
 */
export function stitchProblems(source: StitchRecords, copy: StitchRecords, added: number): string[] {
  const a = stitchPoints(source);
  const b = stitchPoints(copy);
  const problems: string[] = [];
  if (b.length !== a.length + added)
    problems.push(`${b.length} stitches, expected ${a.length} + ${added} added by splitting`);
  let j = 0;
  for (let i = 0; i < a.length && problems.length < 5; i++) {
    const previous = i > 0 ? a[i - 1] : b[0];
    while (j < b.length && (b[j][0] !== a[i][0] || b[j][1] !== a[i][1])) {
      if (offSegment(b[j], previous, a[i]) > 1) {
        problems.push(`stitch ${j} at ${b[j]} is not on the way from ${previous} to ${a[i]}`);
        break;
      }
      j++;
    }
    if (j === b.length) problems.push(`source stitch ${i} at ${a[i]} is missing`);
    j++;
  }
  return problems;
}

export interface Expectation {
  limits: StepLimits;
  /** The trims read back lie between these (see `effectiveTrims`). */
  trims: [number, number];
  /** 'exact': each block's thread as given; a palette: its colour from it, one slot per colour; 'none'. */
  colors: 'exact' | 'none' | readonly Thread[];
}

/** Everything a conversion must keep (see the issue): stitches, colour blocks, extents, trims, colours. */
export function conversionProblems(source: Design, copy: Design, expect: Expectation): string[] {
  const problems = stitchProblems(
    source.records,
    copy.records,
    addedBySplitting(source.records, expect.limits),
  );
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
    const palette = new Set(expect.colors.map((t) => t.hex));
    const pairs = new Map<string, string>();
    const back = new Map<string, string>();
    for (let i = 0; i < stops; i++) {
      const from = s.stops[i].hex;
      const to = c.stops[i]?.hex ?? '';
      if (!palette.has(to)) problems.push(`stop ${i + 1} is ${to}, not a palette colour`);
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
