import type { Output } from './output.ts';
import type { MoveSink } from './walk.ts';

/** The control records of a format whose stitches are two signed bytes (EXP, JEF, XXX). */
export interface PairCodes {
  /** The byte that starts a control record instead of a stitch. */
  escape: number;
  jump: number;
  trim: readonly number[];
  colorChange: number;
}

/**
 * Writes stitches as dx, dy (y up) and the rest as four-byte controls: escape, code, dx, dy.
 * `records` counts what was written, for headers that state it.
 */
export function pairSink(out: Output, codes: PairCodes): MoveSink & { records: number } {
  return {
    records: 0,
    stitch(dx, dy) {
      out.pair(dx & 0xff, -dy & 0xff);
      this.records++;
    },
    jump(dx, dy) {
      out.bytes(codes.escape, codes.jump, dx & 0xff, -dy & 0xff);
      this.records++;
    },
    trim() {
      out.bytes(codes.escape, ...codes.trim);
      this.records++;
    },
    colorChange() {
      out.bytes(codes.escape, codes.colorChange, 0, 0);
      this.records++;
    },
  };
}
