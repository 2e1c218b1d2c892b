import { COLOR_CHANGE, END, JUMP, STITCH, TRIM, type StitchRecords } from '../model.ts';

/** What a format can carry in one record, in 0.1 mm along each axis. */
export interface StepLimits {
  /** Longest sewn stitch; a longer one is sewn as equal shorter stitches along the same line. */
  stitch: number;
  /** Longest move in one record; a longer move becomes several of the format's jumps. */
  jump: number;
}

/** Receives a design as relative moves a format can hold, in the model's axes (y down). */
export interface MoveSink {
  stitch(dx: number, dy: number): void;
  jump(dx: number, dy: number): void;
  trim(): void;
  colorChange(): void;
}

/** Calls `emit` with `n` steps whose sum is exactly (dx, dy), each at most `max` along each axis. */
export function split(dx: number, dy: number, max: number, emit: (sx: number, sy: number) => void): void {
  const n = Math.ceil(Math.max(Math.abs(dx), Math.abs(dy)) / max);
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

/**
 * Walks the records from the origin as moves the format can hold: long stitches split into equal
 * stitches (or, when no needle went down before, moved to and sewn as one), long moves into several
 * jumps, a trim or colour change that also moves followed by a jump there. Zero-length jumps carry
 * nothing and are left out (JEF would read one as a trim). Stops at the first end record.
 */
export function walk(records: StitchRecords, limits: StepLimits, sink: MoveSink): void {
  const { count, kinds, xs, ys } = records;
  const stitch = (dx: number, dy: number): void => sink.stitch(dx, dy);
  const jump = (dx: number, dy: number): void => sink.jump(dx, dy);
  let x = 0;
  let y = 0;
  let sewing = false;
  for (let i = 0; i < count; i++) {
    const kind = kinds[i];
    const dx = xs[i] - x;
    const dy = ys[i] - y;
    if (kind === STITCH) {
      if (dx <= limits.stitch && dx >= -limits.stitch && dy <= limits.stitch && dy >= -limits.stitch)
        sink.stitch(dx, dy);
      else if (sewing) split(dx, dy, limits.stitch, stitch);
      else {
        // From where no needle went down (the start, a move's end), the thread is sewn only into
        // the stitch itself: the way there is a move, then one stitch of the format's length.
        const n = Math.ceil(Math.max(Math.abs(dx), Math.abs(dy)) / limits.stitch);
        const sx = dx - Math.round((dx * (n - 1)) / n);
        const sy = dy - Math.round((dy * (n - 1)) / n);
        split(dx - sx, dy - sy, limits.jump, jump);
        sink.stitch(sx, sy);
      }
    } else if (kind === JUMP) {
      if (dx !== 0 || dy !== 0) split(dx, dy, limits.jump, jump);
    } else if (kind === TRIM || kind === COLOR_CHANGE) {
      if (kind === TRIM) sink.trim();
      else sink.colorChange();
      if (dx !== 0 || dy !== 0) split(dx, dy, limits.jump, jump);
    } else if (kind === END) return;
    sewing = kind === STITCH;
    x = xs[i];
    y = ys[i];
  }
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
