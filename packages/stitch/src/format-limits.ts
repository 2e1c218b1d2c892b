import type { StitchFormat } from './model.ts';

/**
 * What each format's records can hold, for the quality check (say what the writers must reach by
 * jumps, split into several jumps, or lose). Lengths in 0.1 mm, per axis: a record holds dx and dy
 * each within ±max.
 */
export interface FormatLimits {
  /** Longest sewn stitch one record holds; a longer one is reached by jumps and sewn as one stitch. */
  maxStitch: number;
  /** Longest move one record holds; a longer move is written as several jumps. */
  maxMove: number;
  /**
   * How a trim is written: `command`, a code of its own; `jumps`, a run of jumps the machine cuts
   * on when set to (DST: three in a row); `zero-moves`, zero-length moves the machine reads as a cut.
   */
  trim: 'command' | 'jumps' | 'zero-moves';
  /**
   * The thread colours the file holds: `none` (the colour sequence must travel beside it),
   * `palette` (an index into the format's own chart: PEC's 64, Janome's 78), `rgb` (any colour).
   */
  colors: 'none' | 'palette' | 'rgb';
}

export const FORMAT_LIMITS: Readonly<Record<StitchFormat, FormatLimits>> = {
  // Balanced ternary over three bytes: ±(81 + 27 + 9 + 3 + 1).
  DST: { maxStitch: 121, maxMove: 121, trim: 'jumps', colors: 'none' },
  // Signed bytes; -128 is kept clear because 0x80 starts a control record.
  EXP: { maxStitch: 127, maxMove: 127, trim: 'command', colors: 'none' },
  JEF: { maxStitch: 127, maxMove: 127, trim: 'zero-moves', colors: 'palette' },
  // PEC's 12-bit moves. The PES header (version 5 and later) lists RGB threads; version 1 has
  // only the PEC palette, the lowest common case.
  PES: { maxStitch: 2047, maxMove: 2047, trim: 'command', colors: 'palette' },
  // One signed byte a stitch, or a 16-bit long record for a longer stitch or a move.
  VP3: { maxStitch: 32767, maxMove: 32767, trim: 'command', colors: 'rgb' },
  // Signed bytes with 0x7D-0x7F reserved as codes; moves have a 16-bit form.
  XXX: { maxStitch: 124, maxMove: 32767, trim: 'command', colors: 'rgb' },
  // A PES file's PEC block on its own.
  PEC: { maxStitch: 2047, maxMove: 2047, trim: 'command', colors: 'palette' },
  // One signed byte a record per axis in each stream; colours are numbers of Husqvarna's palette.
  HUS: { maxStitch: 127, maxMove: 127, trim: 'command', colors: 'palette' },
  // JEF's records before JEF: signed bytes, a trim as a zero-length move.
  SEW: { maxStitch: 127, maxMove: 127, trim: 'zero-moves', colors: 'palette' },
  // A distance byte and a sign bit per axis; needle numbers, no colours.
  U01: { maxStitch: 255, maxMove: 255, trim: 'command', colors: 'none' },
  // Signed bytes, a 16-bit long move.
  SHV: { maxStitch: 127, maxMove: 32767, trim: 'command', colors: 'palette' },
};
