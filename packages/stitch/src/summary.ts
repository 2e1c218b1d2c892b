import { stitchExtent } from './extent.ts';
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

/**
 * Stops listed in a summary: past this many only totals are kept, so the stored summary stays
 * small whatever the file (a 4 MiB DST can hold 200,000 colour changes).
 */
export const MAX_SUMMARY_STOPS = 100;
/** Characters of a thread name kept in a summary (VP3 allows 65,535 bytes per name). */
export const MAX_THREAD_NAME = 48;
/** What a stored summary never exceeds, as JSON in UTF-8. */
export const MAX_SUMMARY_BYTES = 64 * 1024;

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
  /** The first `MAX_SUMMARY_STOPS` stops; `colors` counts them all. */
  stops: Stop[];
  /** Stops past `MAX_SUMMARY_STOPS` not listed (only when there are some). */
  stopsOmitted?: number;
}

export interface SummaryOptions {
  stitchesPerMinute?: number;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/**
 * A thread name as a summary keeps it: control characters out (they only bloat JSON as escapes),
 * at most `MAX_THREAD_NAME` characters.
 */
export function summaryName(name: string | undefined): string | undefined {
  if (!name) return undefined;
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  if (!clean) return undefined;
  return clean.length > MAX_THREAD_NAME ? `${clean.slice(0, MAX_THREAD_NAME - 1).trimEnd()}…` : clean;
}

/**
 * A summary within the bounds: stops past `MAX_SUMMARY_STOPS` counted in `stopsOmitted`, names
 * shortened. Summaries stored before the bound existed pass through it when shown.
 */
export function boundSummary(summary: StitchSummary): StitchSummary {
  const listed = summary.stops.length;
  const tooLong = (name?: string) => name !== undefined && name !== summaryName(name);
  if (listed <= MAX_SUMMARY_STOPS && !summary.stops.some((s) => tooLong(s.name))) return summary;
  const stops = summary.stops.slice(0, MAX_SUMMARY_STOPS).map((stop) => {
    const name = summaryName(stop.name);
    return { index: stop.index, hex: stop.hex, ...(name ? { name } : {}), stitches: stop.stitches };
  });
  const omitted = (summary.stopsOmitted ?? 0) + listed - stops.length;
  return {
    ...summary,
    threads: stops.map(({ hex, name }) => ({ hex, ...(name ? { name } : {}) })),
    stops,
    ...(omitted > 0 ? { stopsOmitted: omitted } : {}),
  };
}

/** Facts computed from the records themselves; nothing is taken from a file header. */
export function summarize(design: Design, options: SummaryOptions = {}): StitchSummary {
  const spm = options.stitchesPerMinute ?? DEFAULT_STITCHES_PER_MINUTE;
  let stitches = 0;
  let trims = 0;
  let jumps = 0;
  const blockStitches: number[] = [0];
  const { count, kinds } = design.records;
  for (let i = 0; i < count; i++) {
    switch (kinds[i]) {
      case STITCH:
        stitches++;
        blockStitches[blockStitches.length - 1]++;
        break;
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
  let colors = 0;
  for (let block = 0; block < blockStitches.length; block++) {
    const count = blockStitches[block];
    if (count === 0) continue;
    colors++;
    if (stops.length === MAX_SUMMARY_STOPS) continue;
    const thread = design.threads[block] ?? design.threads[design.threads.length - 1] ?? { hex: '#000000' };
    const name = summaryName(thread.name);
    stops.push({ index: colors, hex: thread.hex, ...(name ? { name } : {}), stitches: count });
  }
  const colorChanges = Math.max(0, colors - 1);
  const box = stitchExtent(design.records);
  const minutes = stitches / spm + (trims * SECONDS_PER_TRIM + colorChanges * SECONDS_PER_COLOR_CHANGE) / 60;
  return {
    format: design.format,
    stitches,
    colors,
    trims,
    jumps,
    widthMm: box ? round1((box.maxX - box.minX) / 10) : 0,
    heightMm: box ? round1((box.maxY - box.minY) / 10) : 0,
    runMinutes: round1(minutes),
    threads: stops.map(({ hex, name }) => ({ hex, ...(name ? { name } : {}) })),
    colorSource: design.colorSource,
    stops,
    ...(colors > stops.length ? { stopsOmitted: colors - stops.length } : {}),
  };
}
