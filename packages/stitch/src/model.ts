/**
 * One model for every stitch file format.
 *
 * Coordinates are absolute, in units of 0.1 mm, with the y axis pointing down (as on screen and
 * in SVG), whatever the file's own convention. A record's x,y is where the needle (or the frame)
 * is after the record.
 */
export type StitchKind = 'stitch' | 'jump' | 'trim' | 'color-change' | 'end';

export interface StitchRecord {
  kind: StitchKind;
  /** 0.1 mm */
  x: number;
  /** 0.1 mm, y down */
  y: number;
}

export interface Thread {
  /** `#rrggbb`, lower case */
  hex: string;
  name?: string;
  catalogNumber?: string;
}

export const STITCH_FORMATS = ['DST', 'PES', 'EXP', 'JEF', 'VP3', 'XXX'] as const;
export type StitchFormat = (typeof STITCH_FORMATS)[number];

/** Where a design's thread colours came from: the file itself, the order, or the default sequence. */
export type ColorSource = 'file' | 'order' | 'default';

export interface Design {
  format: StitchFormat;
  records: StitchRecord[];
  /** One thread per colour block, in sewing order (block i is sewn with threads[i]). */
  threads: Thread[];
  colorSource: ColorSource;
  /** The design's name when the file carries one (DST label, PEC label, PES metadata). */
  name?: string;
}

/** What a reader returns before colours are resolved against the order. */
export interface RawDesign {
  format: StitchFormat;
  records: StitchRecord[];
  /** Threads the file names, possibly fewer than its colour blocks, possibly none. */
  threads: Thread[];
  name?: string;
}

export type StitchErrorCode = 'truncated' | 'unknown-format' | 'corrupt' | 'too-large';

export interface StitchError {
  code: StitchErrorCode;
  message: string;
}

export type ReadResult = { ok: true; design: Design } | { ok: false; error: StitchError };
