import { CONVERSION_FORMATS, convertedFileName, type StitchInfo } from '@stitchdesk/shared';
import {
  boundSummary,
  MAX_SUMMARY_STOPS,
  recolor,
  sewCountsOf,
  sewOutFacts,
  type SewSettings,
  type StitchSummary,
  type StopThreads,
  type Thread,
} from '@stitchdesk/stitch';
import type { FileRow } from '../db/rows.ts';

/** Path appended to a file's own URL for its rendered preview (routes/files/preview.ts). */
export const PREVIEW_SUFFIX = '/preview.svg';

/**
 * The preview URL of a stitch file: its own signed URL with `/preview.svg` after the name, same
 * signature and expiry, so it lives exactly as long as the link to the file itself.
 */
export function previewUrlOf(fileUrl: string): string {
  const query = fileUrl.indexOf('?');
  return query < 0
    ? `${fileUrl}${PREVIEW_SUFFIX}`
    : `${fileUrl.slice(0, query)}${PREVIEW_SUFFIX}${fileUrl.slice(query)}`;
}

/** Path appended to a file's own URL for the design in another format (routes/files/conversions.ts). */
export const CONVERSION_SEGMENT = '/as/';

/**
 * The design in each format, each URL the file's own with `/as/<format>/<name>` after its name:
 * same signature and expiry as the file.
 */
export function formatsOf(fileName: string, fileUrl: string): StitchInfo['formats'] {
  const query = fileUrl.indexOf('?');
  const base = query < 0 ? fileUrl : fileUrl.slice(0, query);
  const search = query < 0 ? '' : fileUrl.slice(query);
  return CONVERSION_FORMATS.map((format) => {
    const name = convertedFileName(fileName, format);
    return {
      format,
      name,
      url: `${base}${CONVERSION_SEGMENT}${format}/${encodeURIComponent(name)}${search}`,
    };
  });
}

/** How much of a summary an answer lists, and in whose threads. */
export interface StitchView {
  /** Stops listed at most; the rest are counted in `stopsOmitted`. */
  maxStops: number;
  /**
   * Findings as stored, with their places (`where`); else without places (`count` still says how
   * many) and without those the answer says otherwise.
   */
  fullFindings: boolean;
  /** The chart of the order's client: each listed stop names its thread in it. */
  threads?: StopThreads;
  /** The machines of the order's client, the sew-out is estimated for; the defaults without. */
  sew?: SewSettings;
}

/**
 * Stops a client's order answer lists: the card shows them with "and n more", the worksheet and
 * approval sheet are drawn from the file itself, staff see every stop the summary keeps. An order
 * answer lists every file of the order, and beside the findings and the seven format links each
 * stop with its thread adds about 37 bytes compressed: with 100 stops listed an order answer was
 * 2.5 times the same order with a picture instead, with 4 it stays under twice.
 */
export const ORDER_ANSWER_STOPS = 4;

/** A client's order answers: the first stops, findings without their places (staff mark them). */
export const ORDER_VIEW: StitchView = { maxStops: ORDER_ANSWER_STOPS, fullFindings: false };

/**
 * Findings a compact answer says otherwise: the stops a summary does not list are counted in its
 * `colors` and `stopsOmitted`, which the card shows ("and 199,996 more stops").
 */
const LISTED_ELSEWHERE: ReadonlySet<string> = new Set(['stops-not-listed']);

/** Answers about one file (its upload) and the staff console: the stored summary as it is. */
export const WHOLE_SUMMARY: StitchView = { maxStops: MAX_SUMMARY_STOPS, fullFindings: true };

/**
 * How many of `threads` to keep: as many as stops listed, but the order's colours (which the stops
 * take in turn) in whole turns: the preview colours every stop, also those not listed, by repeating
 * `threads`, and a list cut mid-turn would give them the wrong colours.
 */
function keptThreads(summary: StitchSummary, listed: number, orderColors: number): number {
  if (summary.colorSource !== 'order' || orderColors === 0) return listed;
  return Math.min(summary.threads.length, Math.ceil(listed / orderColors) * orderColors);
}

/**
 * The `stitch` object of a file in API answers, or undefined for a file that is not a stitch file
 * we read. Files without their own colours (DST, EXP) are shown in the order's colours when it has
 * some; `colorSource` says which colours these are.
 */
export function presentStitch(
  file: Pick<FileRow, 'stitch' | 'name' | 'thread_pins'>,
  fileUrl: string,
  orderColors: readonly Thread[] = [],
  view: StitchView = WHOLE_SUMMARY,
): StitchInfo | undefined {
  if (!file.stitch) return undefined;
  // Bounded again: a summary stored before the bound existed may list every stop.
  const stored: StitchSummary & { qa?: StitchInfo['qa'] } = recolor(boundSummary(file.stitch), orderColors);
  // What the summary keeps for the estimate stays with it; the answer carries the estimate.
  const { sewOut: _sewOut, ...summary } = stored;
  // Notes ("info") stay with the stored summary: an answer listing many files carries what needs action.
  const qa = summary.qa
    ?.filter(
      (finding) => finding.severity !== 'info' && (view.fullFindings || !LISTED_ELSEWHERE.has(finding.code)),
    )
    .map((finding) => (view.fullFindings ? finding : { ...finding, where: [] }));
  const pins = file.thread_pins && Object.keys(file.thread_pins).length ? file.thread_pins : undefined;
  const listed = summary.stops.slice(0, view.maxStops);
  const omitted = (summary.stopsOmitted ?? 0) + summary.stops.length - listed.length;
  const { threads } = view;
  return {
    ...summary,
    ...sewOutFacts(sewCountsOf(stored), listed, view.sew),
    threads: summary.threads.slice(0, keptThreads(summary, listed.length, orderColors.length)),
    stops: threads
      ? listed.map((stop) => {
          const thread = threads.threadFor(stop.hex, pins?.[String(stop.index)]);
          return thread ? { ...stop, thread: { brand: threads.brand, ...thread } } : stop;
        })
      : listed,
    ...(omitted > 0 ? { stopsOmitted: omitted } : {}),
    ...(qa ? { qa } : {}),
    ...(pins ? { threadPins: pins } : {}),
    previewUrl: previewUrlOf(fileUrl),
    formats: formatsOf(file.name, fileUrl),
  };
}
