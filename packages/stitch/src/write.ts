import type { Design, StitchFormat } from './model.ts';
import { DST_LIMITS, writeDst } from './writers/dst.ts';
import { EXP_LIMITS, writeExp } from './writers/exp.ts';
import { HUS_LIMITS, writeHus } from './writers/hus.ts';
import { JEF_LIMITS, writeJef } from './writers/jef.ts';
import { writePecFile } from './writers/pec-file.ts';
import { PEC_LIMITS } from './writers/pec.ts';
import { writePes, type PesVersion } from './writers/pes.ts';
import type { StepLimits } from './writers/walk.ts';
import { VP3_LIMITS, writeVp3 } from './writers/vp3.ts';
import { XXX_LIMITS, writeXxx } from './writers/xxx.ts';

/**
 * The formats a delivery can be written in: every format read but SEW, U01 and SHV, which no
 * client's machine needs written (Janome, Barudan and Viking machines of today take JEF, DST, VP3).
 */
export const WRITABLE_FORMATS = [
  'DST',
  'PES',
  'EXP',
  'JEF',
  'VP3',
  'XXX',
  'PEC',
  'HUS',
] as const satisfies readonly StitchFormat[];
export type WritableFormat = (typeof WRITABLE_FORMATS)[number];

/**
 * The longest stitch and move each format holds in one record (0.1 mm, along each axis): a longer
 * stitch is reached by jumps and sewn as one stitch, a longer move written as several jumps.
 */
export const STEP_LIMITS: Record<WritableFormat, StepLimits> = {
  DST: DST_LIMITS,
  PES: PEC_LIMITS,
  EXP: EXP_LIMITS,
  JEF: JEF_LIMITS,
  VP3: VP3_LIMITS,
  XXX: XXX_LIMITS,
  PEC: PEC_LIMITS,
  HUS: HUS_LIMITS,
};

export interface WriteOptions {
  /** PES only: 1 for older Brother machines, 6 (default) with a thread list. */
  pesVersion?: PesVersion;
  /** The design's name where the format has a label (DST, PES, PEC, HUS); else the design's own. */
  name?: string;
  /** JEF only: the date in its header; now when not given. */
  date?: Date;
}

/**
 * Writes a design in a machine format. Positions are kept as they are (no recentring), so the file
 * reads back with the same needle penetrations, no more and no fewer (a stitch longer than a
 * record is reached by the format's jumps). Colours go as far as the format carries them (see each
 * writer).
 */
export function writeStitchFile(
  design: Design,
  format: WritableFormat,
  options: WriteOptions = {},
): Uint8Array {
  const named = options.name === undefined ? design : { ...design, name: options.name };
  switch (format) {
    case 'DST':
      return writeDst(named);
    case 'PES':
      return writePes(named, { pesVersion: options.pesVersion });
    case 'EXP':
      return writeExp(named);
    case 'JEF':
      return writeJef(named, { date: options.date });
    case 'VP3':
      return writeVp3(named);
    case 'XXX':
      return writeXxx(named);
    case 'PEC':
      return writePecFile(named);
    case 'HUS':
      return writeHus(named);
  }
}
