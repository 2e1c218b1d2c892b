import { COLOR_CHANGE, END, JUMP, STITCH, TRIM, type StitchRecords } from '../model.ts';

/** What a format can carry in one record, in 0.1 mm along each axis. */
export interface StepLimits {
  /** Longest sewn stitch; a longer one is reached by jumps and then sewn as one stitch. */
  stitch: number;
  /** Longest move in one record; a longer move becomes several of the format's jumps. */
  jump: number;
  /**
   * Machines cut the thread on this many jumps in a row (DST, factory setting). With the thread on,
   * where the jump points lie changes nothing (the thread runs straight from one needle penetration
   * to the next), so a move that would take that many jumps is written straight to its stitch
   * when that takes fewer.
   */
  jumpsPerCut?: number;
}

/** Receives a design as relative moves a format can hold, in the model's axes (y down). */
export interface MoveSink {
  stitch(dx: number, dy: number): void;
  jump(dx: number, dy: number): void;
  trim(): void;
  colorChange(): void;
}

const reach = (dx: number, dy: number): number => Math.max(Math.abs(dx), Math.abs(dy));

/** Calls `emit` with `n` steps whose sum is exactly (dx, dy), each at most `max` along each axis. */
export function split(dx: number, dy: number, max: number, emit: (sx: number, sy: number) => void): void {
  const n = Math.ceil(reach(dx, dy) / max);
  if (n <= 1) {
    emit(dx, dy);
    return;
  }
  let px = 0;
  let py = 0;
  for (let i = 1; i <= n; i++) {
    const x = Math.round((dx * i) / n);
    const y = Math.round((dy * i) / n);
    emit(x - px, y - py);
    px = x;
    py = y;
  }
}

/** Jump records a move of (dx, dy) takes (none for a move of nothing). */
const jumpsFor = (dx: number, dy: number, limits: StepLimits): number =>
  Math.ceil(reach(dx, dy) / limits.jump);

/**
 * The last leg of a stitch of (dx, dy): the whole stitch when one record holds it, else the last of
 * as many equal parts as the stitch step needs, the way to it being a move.
 */
function lastLeg(dx: number, dy: number, limits: StepLimits): [number, number] {
  const n = Math.ceil(reach(dx, dy) / limits.stitch);
  if (n <= 1) return [dx, dy];
  return [dx - Math.round((dx * (n - 1)) / n), dy - Math.round((dy * (n - 1)) / n)];
}

/** Jump records before a stitch of (dx, dy): none when one record holds it. */
function jumpsBefore(dx: number, dy: number, limits: StepLimits): number {
  const [sx, sy] = lastLeg(dx, dy, limits);
  return jumpsFor(dx - sx, dy - sy, limits);
}

/**
 * One needle penetration at (dx, dy) from the frame: a stitch longer than a record holds is reached
 * by jumps to within a stitch of its end and sewn as one stitch, so the machine puts the needle down
 * exactly where the source does, no more and no fewer times (a split into shorter stitches would
 * add penetrations in the middle of a satin column).
 */
function sewTo(dx: number, dy: number, limits: StepLimits, sink: MoveSink): void {
  const [sx, sy] = lastLeg(dx, dy, limits);
  if (sx !== dx || sy !== dy) split(dx - sx, dy - sy, limits.jump, (jx, jy) => sink.jump(jx, jy));
  sink.stitch(sx, sy);
}

function moveTo(dx: number, dy: number, limits: StepLimits, sink: MoveSink): void {
  if (dx !== 0 || dy !== 0) split(dx, dy, limits.jump, (jx, jy) => sink.jump(jx, jy));
}

/**
 * Walks the records from the origin as moves the format can hold: each stitch one penetration (see
 * `sewTo`), long moves as several jumps, a trim or colour change that also moves followed by a jump
 * there. Zero-length jumps carry nothing and are left out (JEF would read one as a trim). A run of
 * jumps is held until the record after it, to choose its way (see `StepLimits.jumpsPerCut`). Stops
 * at the first end record.
 */
export function walk(records: StitchRecords, limits: StepLimits, sink: MoveSink): void {
  const { count, kinds, xs, ys } = records;
  const cutAt = limits.jumpsPerCut ?? Infinity;
  let x = 0;
  let y = 0;
  // Sewn since the start, the last trim or colour change: the thread runs to the next penetration.
  let threadOn = false;
  // The held run of jumps: its first record, or -1.
  let runStart = -1;
  const writeRun = (end: number): void => {
    for (let j = runStart; j < end; j++) {
      moveTo(xs[j] - x, ys[j] - y, limits, sink);
      x = xs[j];
      y = ys[j];
    }
    runStart = -1;
  };
  for (let i = 0; i < count; i++) {
    const kind = kinds[i];
    if (kind === JUMP) {
      if (runStart < 0) runStart = i;
      continue;
    }
    if (kind === STITCH) {
      if (runStart >= 0) {
        if (threadOn && cutAt !== Infinity && runJumps(records, runStart, i, x, y, limits) >= cutAt) {
          if (jumpsBefore(xs[i] - x, ys[i] - y, limits) < cutAt) runStart = -1;
        }
        if (runStart >= 0) writeRun(i);
      }
      const dx = xs[i] - x;
      const dy = ys[i] - y;
      // Most stitches fit one record: written without working out a way there.
      if (dx <= limits.stitch && dx >= -limits.stitch && dy <= limits.stitch && dy >= -limits.stitch)
        sink.stitch(dx, dy);
      else sewTo(dx, dy, limits, sink);
      threadOn = true;
    } else {
      if (runStart >= 0) writeRun(i);
      if (kind === END) return;
      if (kind === TRIM) sink.trim();
      else if (kind === COLOR_CHANGE) sink.colorChange();
      if (kind === TRIM || kind === COLOR_CHANGE) {
        moveTo(xs[i] - x, ys[i] - y, limits, sink);
        threadOn = false;
      }
    }
    x = xs[i];
    y = ys[i];
  }
}

/** Jumps the records from `from` to the stitch at `to` take as written, from (x, y). */
function runJumps(
  records: StitchRecords,
  from: number,
  to: number,
  x: number,
  y: number,
  limits: StepLimits,
): number {
  let jumps = 0;
  for (let j = from; j < to; j++) {
    jumps += jumpsFor(records.xs[j] - x, records.ys[j] - y, limits);
    x = records.xs[j];
    y = records.ys[j];
  }
  return jumps + jumpsBefore(records.xs[to] - x, records.ys[to] - y, limits);
}

/**
 * Calls `found` for each run of `limits.jumpsPerCut` or more jumps the writer must write with the
 * thread on (a machine set to cut on jumps cuts there): the number of the stitch after it
 * (1-based) and where the run starts, in 0.1 mm.
 */
export function forEachMachineCut(
  records: StitchRecords,
  limits: StepLimits,
  found: (stitch: number, x: number, y: number) => void,
): void {
  const cutAt = limits.jumpsPerCut;
  if (cutAt === undefined) return;
  let x = 0;
  let y = 0;
  let stitches = 0;
  let threadOn = false;
  let run = 0;
  let runX = 0;
  let runY = 0;
  walk(records, limits, {
    stitch(dx, dy) {
      if (threadOn && run >= cutAt) found(stitches + 1, runX, runY);
      x += dx;
      y += dy;
      stitches++;
      run = 0;
      threadOn = true;
    },
    jump(dx, dy) {
      if (run === 0) {
        runX = x;
        runY = y;
      }
      x += dx;
      y += dy;
      run++;
    },
    trim() {
      run = 0;
      threadOn = false;
    },
    colorChange() {
      run = 0;
      threadOn = false;
    },
  });
}

/** Extents of a design: of every position the frame visits, and of the sewn stitches only. */
export interface Extents {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  stitchMinX: number;
  stitchMinY: number;
  stitchMaxX: number;
  stitchMaxY: number;
  stitches: number;
  /** Colour changes before the end. */
  colorChanges: number;
  /** The position after the last record. */
  lastX: number;
  lastY: number;
}

export function measure(records: StitchRecords): Extents {
  const { count, kinds, xs, ys } = records;
  const e: Extents = {
    minX: 0,
    minY: 0,
    maxX: 0,
    maxY: 0,
    stitchMinX: Infinity,
    stitchMinY: Infinity,
    stitchMaxX: -Infinity,
    stitchMaxY: -Infinity,
    stitches: 0,
    colorChanges: 0,
    lastX: 0,
    lastY: 0,
  };
  for (let i = 0; i < count; i++) {
    const kind = kinds[i];
    if (kind === END) break;
    const x = xs[i];
    const y = ys[i];
    if (x < e.minX) e.minX = x;
    if (x > e.maxX) e.maxX = x;
    if (y < e.minY) e.minY = y;
    if (y > e.maxY) e.maxY = y;
    if (kind === STITCH) {
      e.stitches++;
      if (x < e.stitchMinX) e.stitchMinX = x;
      if (x > e.stitchMaxX) e.stitchMaxX = x;
      if (y < e.stitchMinY) e.stitchMinY = y;
      if (y > e.stitchMaxY) e.stitchMaxY = y;
    } else if (kind === COLOR_CHANGE) e.colorChanges++;
    e.lastX = x;
    e.lastY = y;
  }
  if (e.stitches === 0) {
    e.stitchMinX = e.stitchMinY = e.stitchMaxX = e.stitchMaxY = 0;
  }
  return e;
}

export const stitchWidth = (e: Extents): number => e.stitchMaxX - e.stitchMinX;
export const stitchHeight = (e: Extents): number => e.stitchMaxY - e.stitchMinY;
