import { resolveThreads } from './colors.ts';
import { detectFormat } from './detect.ts';
import { StitchReadError } from './errors.ts';
import { DEFAULT_LIMITS, type ReadLimits } from './limits.ts';
import type { RawDesign, ReadResult, StitchFormat, Thread } from './model.ts';
import { readDst } from './readers/dst.ts';
import { readExp } from './readers/exp.ts';
import { readHus } from './readers/hus.ts';
import { readJef } from './readers/jef.ts';
import { readPecFile } from './readers/pec-file.ts';
import { readPes } from './readers/pes.ts';
import { readSew } from './readers/sew.ts';
import { readShv } from './readers/shv.ts';
import { readU01 } from './readers/u01.ts';
import { readVp3 } from './readers/vp3.ts';
import { readXxx } from './readers/xxx.ts';

const READERS: Record<StitchFormat, (bytes: Uint8Array, limits: ReadLimits) => RawDesign> = {
  DST: readDst,
  PES: readPes,
  EXP: readExp,
  JEF: readJef,
  VP3: readVp3,
  XXX: readXxx,
  PEC: readPecFile,
  HUS: readHus,
  SEW: readSew,
  U01: readU01,
  SHV: readShv,
};

export interface ReadOptions {
  /** Used only as a hint for content without a signature (see `detectFormat`). */
  fileName?: string;
  /** The colours the order asked for, used when the file carries none (DST, EXP). */
  orderColors?: readonly Thread[];
  limits?: Partial<ReadLimits>;
}

/**
 * Reads a stitch file into the model. Never throws: a file that is no stitch file, damaged,
 * truncated or over the limits gives `{ ok: false, error: { code, message } }`.
 */
export function readStitchFile(bytes: Uint8Array, options: ReadOptions = {}): ReadResult {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  if (bytes.length > limits.maxBytes) {
    return {
      ok: false,
      error: { code: 'too-large', message: `The file is larger than ${limits.maxBytes} bytes.` },
    };
  }
  const format = detectFormat(bytes, options.fileName);
  if (!format) {
    return {
      ok: false,
      error: { code: 'unknown-format', message: 'This is not a stitch file we can read.' },
    };
  }
  try {
    const raw = READERS[format](bytes, limits);
    const { threads, colorSource } = resolveThreads(raw, options.orderColors);
    return {
      ok: true,
      design: { format, records: raw.records, threads, colorSource, ...(raw.name ? { name: raw.name } : {}) },
    };
  } catch (error) {
    if (error instanceof StitchReadError) return { ok: false, error: error.toJSON() };
    // Any other failure inside a reader is a file we misread, never a reason to crash the caller.
    return { ok: false, error: { code: 'corrupt', message: `The ${format} file is damaged.` } };
  }
}
