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
 * The design in each format, each URL the file's own with `/as/<format>` after its name: same
 * signature and expiry as the file. The name to save it under is `name`, which the conversion's
 * answer gives too (Content-Disposition): in the URL it would only repeat the file's name once more
 * per format, and an order answer carries nine of these per stitch file.
 */
export function formatsOf(fileName: string, fileUrl: string): StitchInfo['formats'] {
  const query = fileUrl.indexOf('?');
  const base = query < 0 ? fileUrl : fileUrl.slice(0, query);
  const search = query < 0 ? '' : fileUrl.slice(query);
  return CONVERSION_FORMATS.map((format) => ({
    format,
    name: convertedFileName(fileName, format),
    url: `${base}${CONVERSION_SEGMENT}${format}${search}`,
  }));
}

/** How much of a summary an answer lists, and in whose threads. */
export interface StitchView {
  /** Stops listed at most; the rest are counted in `stopsOmitted`. */
  maxStops: number;
  /** Findings listed at most, the most severe first; the rest are counted in `qaOmitted`. */
  maxFindings?: number;
  /**
   * Each stop's detail: the distance of its thread from the design's colour (ΔE, which staff read)
   * and the thread each listed stop takes (`threadMeters.perColor`). Without it, the thread in all.
   */
  stopDetail: boolean;
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
 * answer lists every file of the order, and beside the findings and the nine format links each
 * stop with its thread adds about 37 bytes compressed: with 100 stops listed an order answer was
 * 2.5 times the same order with a picture instead, with 4 it stays under twice.
 */
export const ORDER_ANSWER_STOPS = 4;

/**
 * Findings a client's order answer lists. Each is a sentence (100–200 bytes, about half of that
 * compressed), and a file may raise several: a DST of 200,000 stops raised three, which with the
 * sew-out estimate took its order answer past twice the same order with a picture. The card asks
 * the file's stitch endpoint for every finding with its places, as it does for the other stops.
 */
export const ORDER_ANSWER_FINDINGS = 1;

/**
 * A client's order answers: the first stops, the most severe finding without its places (staff mark
 * them), the thread in all. The file's stitch endpoint (GET /order/:orderId/files/:fileId/stitch)
 * has the rest: every stop the summary keeps with its thread length, every finding with its places.
 */
export const ORDER_VIEW: StitchView = {
  maxStops: ORDER_ANSWER_STOPS,
  maxFindings: ORDER_ANSWER_FINDINGS,
  fullFindings: false,
  stopDetail: false,
};

/**
 * Findings a compact answer says otherwise: the stops a summary does not list are counted in its
 * `colors` and `stopsOmitted`, which the card shows ("and 199,996 more stops").
 */
const LISTED_ELSEWHERE: ReadonlySet<string> = new Set(['stops-not-listed']);

/** Answers about one file (its upload) and the staff console: the stored summary as it is. */
export const WHOLE_SUMMARY: StitchView = {
  maxStops: MAX_SUMMARY_STOPS,
  fullFindings: true,
  stopDetail: true,
};

const SEVERITY_RANK = { error: 0, warning: 1, info: 2 } as const;

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
  const found = summary.qa
    ?.filter(
      (finding) => finding.severity !== 'info' && (view.fullFindings || !LISTED_ELSEWHERE.has(finding.code)),
    )
    .map((finding) => (view.fullFindings ? finding : { ...finding, where: [] }))
    .sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]);
  const qa = found && view.maxFindings !== undefined ? found.slice(0, view.maxFindings) : found;
  const qaOmitted = (found?.length ?? 0) - (qa?.length ?? 0);
  const pins = file.thread_pins && Object.keys(file.thread_pins).length ? file.thread_pins : undefined;
  const listed = summary.stops.slice(0, view.maxStops);
  const omitted = (summary.stopsOmitted ?? 0) + summary.stops.length - listed.length;
  const { threads } = view;
  const sewOut = sewOutFacts(sewCountsOf(stored), listed, view.sew);
  return {
    ...summary,
    ...sewOut,
    ...(sewOut.threadMeters && !view.stopDetail
      ? { threadMeters: { top: sewOut.threadMeters.top, bobbin: sewOut.threadMeters.bobbin } }
      : {}),
    threads: summary.threads.slice(0, keptThreads(summary, listed.length, orderColors.length)),
    stops: threads
      ? listed.map((stop) => {
          const named = threads.threadFor(stop.hex, pins?.[String(stop.index)]);
          if (!named) return stop;
          const { deltaE, ...thread } = named;
          return {
            ...stop,
            thread: { brand: threads.brand, ...thread, ...(view.stopDetail ? { deltaE } : {}) },
          };
        })
      : listed,
    ...(omitted > 0 ? { stopsOmitted: omitted } : {}),
    ...(qa ? { qa } : {}),
    ...(qaOmitted > 0 ? { qaOmitted } : {}),
    ...(pins ? { threadPins: pins } : {}),
    previewUrl: previewUrlOf(fileUrl),
    formats: formatsOf(file.name, fileUrl),
  };
}
