import { COLOR_CHANGE, JUMP, STITCH, TRIM, type Design } from './model.ts';

/*
 * The one sew-out estimate: how long a design sews on a client's machine and how much thread it
 * takes, per colour stop and in all, top and bobbin. The summary, the API, the approval sheet and
 * the worksheet all take their figures from `sewEstimate`.
 */

/** What the estimate depends on besides the design: the client's machine and fabric. */
export interface SewSettings {
  /** Sewing speed. */
  stitchesPerMinute: number;
  /** Time a machine loses per trim (slow down, cut, pull, restart). */
  secondsPerTrim: number;
  /** Time lost per colour change (needle change or re-threading, restart). */
  secondsPerColorChange: number;
  /** Thickness of what is sewn, garment and backing together, mm. */
  fabricMm: number;
}

/**
 * Where a client states nothing: a common production speed for caps and flats, the trim and
 * needle-change times of a commercial multi-needle machine, a garment with its backing.
 */
export const DEFAULT_SEW_SETTINGS: Readonly<SewSettings> = {
  stitchesPerMinute: 800,
  secondsPerTrim: 4,
  secondsPerColorChange: 10,
  fabricMm: 1,
};

/** One colour stop as the estimate needs it. */
export interface SewStop {
  /** Needle penetrations. */
  stitches: number;
  trims: number;
  /** Summed length of its stitches, mm. */
  sewnMm: number;
}

/** A colour stop of a design as walked from its records, with the thread block it sews. */
export interface TalliedStop extends SewStop {
  /** Index into `design.threads` of the block this stop sews. */
  block: number;
}

/** A design's records counted once: everything the summary and the estimate need. */
export interface DesignTally {
  stitches: number;
  trims: number;
  jumps: number;
  sewnMm: number;
  /** The blocks that sew, in order (stop 1…n). */
  stops: TalliedStop[];
}

/**
 * Counts a design's records. A stitch's length is the distance from the previous penetration when
 * that record was a stitch too: a jump or trim moves the frame without sewing (a jump's float is
 * mostly trimmed away), so the first penetration after one starts a new run. Trims made in a block
 * that sews nothing are counted with the next stop that sews (or the last), so the stops' trims add
 * up to the design's.
 */
export function tallyDesign(design: Pick<Design, 'records'>): DesignTally {
  const { count, kinds, xs, ys } = design.records;
  const stops: TalliedStop[] = [];
  let block = 0;
  let current: TalliedStop | null = null;
  let carriedTrims = 0;
  let stitches = 0;
  let trims = 0;
  let jumps = 0;
  let sewnMm = 0;
  let previousWasStitch = false;
  for (let i = 0; i < count; i++) {
    switch (kinds[i]) {
      case STITCH: {
        if (!current) {
          current = { block, stitches: 0, trims: carriedTrims, sewnMm: 0 };
          carriedTrims = 0;
          stops.push(current);
        }
        if (previousWasStitch) {
          const dx = xs[i] - xs[i - 1];
          const dy = ys[i] - ys[i - 1];
          const mm = Math.sqrt(dx * dx + dy * dy) / 10;
          current.sewnMm += mm;
          sewnMm += mm;
        }
        current.stitches++;
        stitches++;
        previousWasStitch = true;
        continue;
      }
      case TRIM:
        trims++;
        if (current) current.trims++;
        else carriedTrims++;
        break;
      case JUMP:
        jumps++;
        break;
      case COLOR_CHANGE:
        block++;
        current = null;
        break;
    }
    previousWasStitch = false;
  }
  if (carriedTrims > 0 && stops.length > 0) stops[stops.length - 1].trims += carriedTrims;
  return { stitches, trims, jumps, sewnMm, stops };
}

/** Thread, metres. */
export interface ThreadMeters {
  top: number;
  bobbin: number;
}

/**
 * Thread a run of stitches takes. Embroidery machines sew a lockstitch (stitch type 301 of ISO 4915):
 * per stitch of length s through material of thickness t, each of the two threads runs the stitch's
 * length and goes through the material to the interlock, about 2s + 2t of thread in all. That is the
 * geometric model behind the textile engineers' consumption formula for stitch type 301,
 * C = 2 + 2TS thread per unit of seam (T thickness, S stitches per unit; e.g. the thread-consumption
 * table of textiletechinsight.com); so thread = 2 × the stitch lengths + 2t per penetration.
 * Embroidery tension pulls the top thread to the back (the bobbin showing in the middle third of a
 * satin column): 2/3 of it is top thread and 1/3 bobbin ("Calculating embroidery thread
 * consumption", apparelscience.com). Checked against the thread maker's rule of thumb (Madeira's
 * online lexicon, "Thread consumption": about 5 m top and 3 m bobbin per 1,000 stitches): 1,000
 * stitches of 3 mm on 1 mm give 5.3 m top and 2.7 m bobbin. Thread left at trims is not counted.
 */
export function threadFor(sewnMm: number, penetrations: number, fabricMm: number): ThreadMeters {
  const totalMm = 2 * sewnMm + 2 * fabricMm * penetrations;
  return { top: (totalMm * 2) / 3 / 1000, bobbin: totalMm / 3 / 1000 };
}

/** What a design's summary keeps for the estimate (all of it, or its first stops). */
export interface SewCounts {
  stitches: number;
  trims: number;
  /** Stops that sew: one colour change fewer. */
  colors: number;
  /** Summed stitch length of the whole design, mm; absent in summaries made before it was kept. */
  sewnMm?: number;
  /** The first stops, or all: per-stop figures are given for these. */
  stops: readonly SewStop[];
}

export interface SewEstimate {
  /** The speed the time is at. */
  stitchesPerMinute: number;
  /** The whole design: stitches at that speed, plus each trim's and colour change's seconds. */
  minutes: number;
  /** Rounded to one decimal, as summaries and answers carry it. */
  runMinutes: number;
  /** The whole design, metres; absent when the stitch lengths are not known. */
  thread?: ThreadMeters;
  /** Per stop given: its time (the change to it included) and thread. */
  stops: { minutes: number; thread?: ThreadMeters }[];
}

function settled(settings: Partial<SewSettings>): SewSettings {
  const pick = (value: number | undefined, fallback: number) =>
    value !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
  const spm = settings.stitchesPerMinute;
  return {
    stitchesPerMinute: spm !== undefined && spm > 0 ? spm : DEFAULT_SEW_SETTINGS.stitchesPerMinute,
    secondsPerTrim: pick(settings.secondsPerTrim, DEFAULT_SEW_SETTINGS.secondsPerTrim),
    secondsPerColorChange: pick(settings.secondsPerColorChange, DEFAULT_SEW_SETTINGS.secondsPerColorChange),
    fabricMm: pick(settings.fabricMm, DEFAULT_SEW_SETTINGS.fabricMm),
  };
}

/** How long a design sews and how much thread it takes, at `settings` (defaults for what is missing). */
export function sewEstimate(counts: SewCounts, settings: Partial<SewSettings> = {}): SewEstimate {
  const s = settled(settings);
  const minutesOf = (stitches: number, trims: number, changes: number) =>
    stitches / s.stitchesPerMinute + (trims * s.secondsPerTrim + changes * s.secondsPerColorChange) / 60;
  const minutes = minutesOf(counts.stitches, counts.trims, Math.max(0, counts.colors - 1));
  return {
    stitchesPerMinute: s.stitchesPerMinute,
    minutes,
    runMinutes: Math.round(minutes * 10) / 10,
    ...(counts.sewnMm !== undefined ? { thread: threadFor(counts.sewnMm, counts.stitches, s.fabricMm) } : {}),
    stops: counts.stops.map((stop, i) => ({
      minutes: minutesOf(stop.stitches, stop.trims, i > 0 ? 1 : 0),
      ...(Number.isFinite(stop.sewnMm) ? { thread: threadFor(stop.sewnMm, stop.stitches, s.fabricMm) } : {}),
    })),
  };
}

/** The sew-out as API answers and pages carry it: metres to the centimetre. */
export interface SewOutFacts {
  runMinutes: number;
  speedSpm: number;
  threadMeters?: ThreadMeters & { perColor: (ThreadMeters & { stop: number })[] };
}

const cents = (metres: number) => Math.round(metres * 100) / 100;

/**
 * `runMinutes`, `speedSpm` and `threadMeters` of a summary at `settings`, per colour for the stops
 * listed (`listed`, numbered as the summary numbers them).
 */
export function sewOutFacts(
  counts: SewCounts,
  listed: readonly { index: number }[],
  settings: Partial<SewSettings> = {},
): SewOutFacts {
  const estimate = sewEstimate(counts, settings);
  const { thread } = estimate;
  return {
    runMinutes: estimate.runMinutes,
    speedSpm: estimate.stitchesPerMinute,
    ...(thread
      ? {
          threadMeters: {
            top: cents(thread.top),
            bobbin: cents(thread.bobbin),
            perColor: estimate.stops.slice(0, listed.length).flatMap((stop, i) =>
              stop.thread
                ? [
                    {
                      stop: listed[i].index,
                      top: cents(stop.thread.top),
                      bobbin: cents(stop.thread.bobbin),
                    },
                  ]
                : [],
            ),
          },
        }
      : {}),
  };
}
