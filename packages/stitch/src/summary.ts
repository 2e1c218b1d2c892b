import { stitchExtent } from './extent.ts';
import type { ColorSource, Design, StitchFormat } from './model.ts';
import {
  DEFAULT_SEW_SETTINGS,
  sewEstimate,
  tallyDesign,
  type SewCounts,
  type SewSettings,
} from './sew-estimate.ts';

/**
 * Stops listed in a summary: past this many only totals are kept, so the stored summary stays
 * small whatever the file (a 4 MiB DST can hold 200,000 colour changes).
 */
export const MAX_SUMMARY_STOPS = 100;
/**
 * Stops a worksheet's table lists; those past it are summed up in one row ("… and 199,880 more
 * stops"), so the sheet stays a few pages whatever the file (one row per stop of a 200,000-stop file
 * would be thousands of pages and take gigabytes to build).
 */
export const WORKSHEET_MAX_STOPS = 120;
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
  /** `sewEstimate` at the summary's settings (the defaults unless given), one decimal. */
  runMinutes: number;
  threads: { hex: string; name?: string }[];
  colorSource: ColorSource;
  /** The first `MAX_SUMMARY_STOPS` stops; `colors` counts them all. */
  stops: Stop[];
  /** Stops past `MAX_SUMMARY_STOPS` not listed (only when there are some). */
  stopsOmitted?: number;
  /**
   * What the sew-out estimate needs beyond the counts, so it can be worked out again at any
   * client's settings: the design's summed stitch length and, per listed stop, its trims and stitch
   * length (mm, one decimal). Absent in summaries made before it was kept.
   */
  sewOut?: { sewnMm: number; stops: { trims: number; sewnMm: number }[] };
}

export type SummaryOptions = Partial<SewSettings>;

/** The counts `sewEstimate` takes, from a summary (per-stop figures for the stops it lists). */
export function sewCountsOf(
  summary: Pick<StitchSummary, 'stitches' | 'trims' | 'colors' | 'stops' | 'sewOut'>,
): SewCounts {
  const { sewOut } = summary;
  return {
    stitches: summary.stitches,
    trims: summary.trims,
    colors: summary.colors,
    ...(sewOut ? { sewnMm: sewOut.sewnMm } : {}),
    stops:
      sewOut && sewOut.stops.length === summary.stops.length
        ? summary.stops.map((stop, i) => ({ stitches: stop.stitches, ...sewOut.stops[i] }))
        : [],
  };
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
    ...(summary.sewOut
      ? { sewOut: { ...summary.sewOut, stops: summary.sewOut.stops.slice(0, stops.length) } }
      : {}),
  };
}

/** Facts computed from the records themselves; nothing is taken from a file header. */
export function summarize(design: Design, options: SummaryOptions = {}): StitchSummary {
  const tally = tallyDesign(design);
  const stops: Stop[] = [];
  for (const [i, stop] of tally.stops.slice(0, MAX_SUMMARY_STOPS).entries()) {
    const thread = design.threads[stop.block] ??
      design.threads[design.threads.length - 1] ?? { hex: '#000000' };
    const name = summaryName(thread.name);
    stops.push({ index: i + 1, hex: thread.hex, ...(name ? { name } : {}), stitches: stop.stitches });
  }
  const colors = tally.stops.length;
  const box = stitchExtent(design.records);
  const sewOut = {
    sewnMm: round1(tally.sewnMm),
    stops: tally.stops
      .slice(0, stops.length)
      .map((stop) => ({ trims: stop.trims, sewnMm: round1(stop.sewnMm) })),
  };
  const estimate = sewEstimate(
    { stitches: tally.stitches, trims: tally.trims, colors, stops: [] },
    { ...DEFAULT_SEW_SETTINGS, ...options },
  );
  return {
    format: design.format,
    stitches: tally.stitches,
    colors,
    trims: tally.trims,
    jumps: tally.jumps,
    widthMm: box ? round1((box.maxX - box.minX) / 10) : 0,
    heightMm: box ? round1((box.maxY - box.minY) / 10) : 0,
    runMinutes: estimate.runMinutes,
    threads: stops.map(({ hex, name }) => ({ hex, ...(name ? { name } : {}) })),
    colorSource: design.colorSource,
    stops,
    ...(colors > stops.length ? { stopsOmitted: colors - stops.length } : {}),
    sewOut,
  };
}
