import type { Design } from '../model.ts';
import { pairSink } from './byte-pairs.ts';
import { Output } from './output.ts';
import { walk, type StepLimits } from './walk.ts';

/** A signed byte per axis; -128 is left out because 0x80 in the first byte starts a control. */
export const EXP_LIMITS: StepLimits = { stitch: 127, jump: 127 };

/**
 * Melco EXP: no header, no end mark, no colours. A stitch is two signed bytes (y up); 0x80 starts
 * a four-byte control: 0x80 0x04 dx dy a jump, 0x80 0x01 0 0 a colour change (or stop: Melco
 * machines do not tell them apart), 0x80 0x80 0x07 0x00 a trim (readers look at the code, not
 * the two bytes after it).
 */
export function writeExp(design: Design): Uint8Array {
  const out = new Output(design.records.count * 2 + 64);
  walk(
    design.records,
    EXP_LIMITS,
    pairSink(out, { escape: 0x80, jump: 0x04, trim: [0x80, 0x07, 0x00], colorChange: 0x01 }),
  );
  return out.finish();
}
