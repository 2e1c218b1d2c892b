import {
  COLOR_CHANGE,
  JUMP,
  STITCH,
  TRIM,
  type ColorSource,
  type Design,
  type StitchFormat,
} from './model.ts';

/** Sewing speed assumed for the run time: a common production speed for caps and flats. */
export const DEFAULT_STITCHES_PER_MINUTE = 800;
/** Time a machine loses per trim (slow down, cut, pull, restart). */
export const SECONDS_PER_TRIM = 4;
/** Time lost per colour change on a multi-needle machine (needle change, restart). */
export const SECONDS_PER_COLOR_CHANGE = 10;

export interface Stop {
  /** 1-based, in sewing order */
  index: number;
  hex: string;
  name?: string;
  stitches: number;
}

export interface StitchSummary {
  format: StitchFormat;
  /** Needle penetrations: stitch records only, not jumps, trims or colour changes. */
  stitches: number;
  /** Colour blocks that sew at least one stitch. */
  colors: number;
  trims: number;
  jumps: number;
  /** Extent of the stitched points, mm, one decimal. */
  widthMm: number;
  heightMm: number;
  /** Estimated at `stitchesPerMinute` plus the trim and colour-change costs above, one decimal. */
  runMinutes: number;
  threads: { hex: string; name?: string }[];
  colorSource: ColorSource;
  stops: Stop[];
}

export interface SummaryOptions {
  stitchesPerMinute?: number;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** Facts computed from the records themselves; nothing is taken from a file header. */
export function summarize(design: Design, options: SummaryOptions = {}): StitchSummary {
  const spm = options.stitchesPerMinute ?? DEFAULT_STITCHES_PER_MINUTE;
  let stitches = 0;
  let trims = 0;
  let jumps = 0;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const blockStitches: number[] = [0];
  const { count, kinds, xs, ys } = design.records;
  for (let i = 0; i < count; i++) {
    switch (kinds[i]) {
      case STITCH: {
        stitches++;
        blockStitches[blockStitches.length - 1]++;
        const x = xs[i];
        const y = ys[i];
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
        break;
      }
      case TRIM:
        trims++;
        break;
      case JUMP:
        jumps++;
        break;
      case COLOR_CHANGE:
        blockStitches.push(0);
        break;
    }
  }
  const stops: Stop[] = [];
  blockStitches.forEach((count, block) => {
    if (count === 0) return;
    const thread = design.threads[block] ?? design.threads[design.threads.length - 1] ?? { hex: '#000000' };
    stops.push({
      index: stops.length + 1,
      hex: thread.hex,
      ...(thread.name ? { name: thread.name } : {}),
      stitches: count,
    });
  });
  const colorChanges = Math.max(0, stops.length - 1);
  const minutes = stitches / spm + (trims * SECONDS_PER_TRIM + colorChanges * SECONDS_PER_COLOR_CHANGE) / 60;
  return {
    format: design.format,
    stitches,
    colors: stops.length,
    trims,
    jumps,
    widthMm: stitches > 0 ? round1((maxX - minX) / 10) : 0,
    heightMm: stitches > 0 ? round1((maxY - minY) / 10) : 0,
    runMinutes: round1(minutes),
    threads: stops.map(({ hex, name }) => ({ hex, ...(name ? { name } : {}) })),
    colorSource: design.colorSource,
    stops,
  };
}
