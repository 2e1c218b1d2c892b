/**
 * One model for every stitch file format.
 *
 * Coordinates are absolute, in units of 0.1 mm, with the y axis pointing down (as on screen and
 * in SVG), whatever the file's own convention. A record's x,y is where the needle (or the frame)
 * is after the record.
 */
export type StitchKind = 'stitch' | 'jump' | 'trim' | 'color-change' | 'end';

/** The kinds in the order of their codes in `StitchRecords.kinds`. */
export const STITCH_KINDS = [
  'stitch',
  'jump',
  'trim',
  'color-change',
  'end',
] as const satisfies readonly StitchKind[];
export const STITCH = 0;
export const JUMP = 1;
export const TRIM = 2;
export const COLOR_CHANGE = 3;
export const END = 4;

/** One record, as `recordAt` and `recordList` give it. */
export interface StitchRecord {
  kind: StitchKind;
  /** 0.1 mm */
  x: number;
  /** 0.1 mm, y down */
  y: number;
}

/**
 * The records of a design as parallel arrays: record i is `STITCH_KINDS[kinds[i]]` at
 * (`xs[i]`, `ys[i]`). Nine bytes a record and no object each, so a 100,000-stitch design costs
 * under 1 MB and no garbage collection.
 */
export interface StitchRecords {
  count: number;
  kinds: Uint8Array;
  xs: Int32Array;
  ys: Int32Array;
}

export function recordAt(records: StitchRecords, i: number): StitchRecord {
  return { kind: STITCH_KINDS[records.kinds[i]], x: records.xs[i], y: records.ys[i] };
}

/** The records as objects, for small designs and tests; large ones are better read in place. */
export function recordList(records: StitchRecords): StitchRecord[] {
  return Array.from({ length: records.count }, (_, i) => recordAt(records, i));
}

export interface Thread {
  /** `#rrggbb`, lower case */
  hex: string;
  name?: string;
  catalogNumber?: string;
}

export const STITCH_FORMATS = [
  'DST',
  'PES',
  'EXP',
  'JEF',
  'VP3',
  'XXX',
  'PEC',
  'HUS',
  'SEW',
  'U01',
  'SHV',
] as const;
export type StitchFormat = (typeof STITCH_FORMATS)[number];

/** Where a design's thread colours came from: the file itself, the order, or the default sequence. */
export type ColorSource = 'file' | 'order' | 'default';

export interface Design {
  format: StitchFormat;
  records: StitchRecords;
  /** One thread per colour block, in sewing order (block i is sewn with threads[i]). */
  threads: Thread[];
  colorSource: ColorSource;
  /** The design's name when the file carries one (DST label, PEC label, PES metadata). */
  name?: string;
}

/** What a reader returns before colours are resolved against the order. */
export interface RawDesign {
  format: StitchFormat;
  records: StitchRecords;
  /** Threads the file names, possibly fewer than its colour blocks, possibly none. */
  threads: Thread[];
  /**
   * Per colour block, the number a file names its colour by where we hold no chart for that number
   * (HUS, SHV and SEW palettes, U01 needles): blocks of one number are given one colour.
   */
  threadSlots?: number[];
  name?: string;
}

export type StitchErrorCode = 'truncated' | 'unknown-format' | 'corrupt' | 'too-large';

export interface StitchError {
  code: StitchErrorCode;
  message: string;
}

export type ReadResult = { ok: true; design: Design } | { ok: false; error: StitchError };
