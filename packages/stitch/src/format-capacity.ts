/**
 * What a format's header and colour list can hold, beside what its records can (format-limits.ts):
 * how many colour blocks, how many distinct threads it can number, the largest field it describes,
 * and how wide its header's numbers are. The quality check turns a design that does not fit into
 * findings before it is delivered in that format.
 */
import { COLOR_CHANGE, END, STITCH, type Design, type StitchFormat } from './model.ts';

/** Husqvarna/Viking machines show 29 colours for HUS colour numbers 0–28. */
export const HUS_COLOR_NUMBERS = 29;
/** A PEC colour list counts its colours in one byte (as count - 1, 0xFF left out). */
const PEC_COLOR_BLOCKS = 255;
/** The largest hoop a JEF header has a code for (writers/jef.ts `JEF_HOOPS`), 0.1 mm. */
const LARGEST_JEF_HOOP = {
  width: 2000,
  height: 2000,
  name: '200 × 200 mm hoop, the largest a JEF file names',
};

export interface FormatCapacity {
  /** Most colour blocks the file can state (a count byte, a 3-digit field). */
  maxColorBlocks?: { count: number; why: string };
  /** Most distinct threads the file can tell apart (colour numbers of a palette we do not hold). */
  maxThreadNumbers?: number;
  /** The largest sewing field the format names (0.1 mm), past which no machine of it takes the file. */
  field?: { width: number; height: number; name: string };
  /** The widest header numbers: records, and the extents from the start (0.1 mm, either sign). */
  header?: { maxRecords?: number; maxExtent: number; fields: string };
}

export const FORMAT_CAPACITY: Partial<Record<StitchFormat, FormatCapacity>> = {
  // ST holds 7 digits, CO 3, the extents and end point 5 (in 0.1 mm).
  DST: {
    maxColorBlocks: { count: 999, why: 'its header’s CO field has three digits' },
    header: {
      maxRecords: 9_999_999,
      maxExtent: 99_999,
      fields: 'ST and the extents (+X, -X, +Y, -Y, AX, AY)',
    },
  },
  PES: { maxColorBlocks: { count: PEC_COLOR_BLOCKS, why: 'its PEC colour list counts colours in one byte' } },
  PEC: { maxColorBlocks: { count: PEC_COLOR_BLOCKS, why: 'its colour list counts colours in one byte' } },
  VP3: { maxColorBlocks: { count: 255, why: 'its header counts colours in one byte' } },
  JEF: { field: LARGEST_JEF_HOOP },
  HUS: {
    maxThreadNumbers: HUS_COLOR_NUMBERS,
    header: { maxExtent: 32_767, fields: 'the extents' },
  },
};

export interface DesignCounts {
  /** Records up to the end (as a header counts them, before any a writer adds). */
  records: number;
  colorBlocks: number;
  distinctThreads: number;
  /** The farthest the frame goes from the start, along either axis (0.1 mm). */
  reach: number;
  /** The stitched extent (0.1 mm). */
  width: number;
  height: number;
}

export function designCounts(design: Design): DesignCounts {
  const { count, kinds, xs, ys } = design.records;
  let records = 0;
  // Blocks that sew something, as the summary counts its colours: a colour change with no stitch
  // after it (a trailing one, or two in a row) starts no colour the machine sews, and counting it
  // made the finding say 200,001 blocks of a design whose facts say 200,000 colours.
  let blocks = 0;
  let block = 0;
  let changePending = true;
  const sewnThreads = new Set<string>();
  let reach = 0;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < count && kinds[i] !== END; i++) {
    records++;
    if (kinds[i] === COLOR_CHANGE) {
      block++;
      changePending = true;
    }
    reach = Math.max(reach, Math.abs(xs[i]), Math.abs(ys[i]));
    if (kinds[i] === STITCH) {
      if (changePending) {
        blocks++;
        const thread = design.threads[block];
        if (thread) sewnThreads.add(thread.hex.toLowerCase());
      }
      changePending = false;
      minX = Math.min(minX, xs[i]);
      maxX = Math.max(maxX, xs[i]);
      minY = Math.min(minY, ys[i]);
      maxY = Math.max(maxY, ys[i]);
    }
  }
  return {
    records,
    colorBlocks: Math.max(blocks, 1),
    distinctThreads: sewnThreads.size,
    reach,
    width: minX === Infinity ? 0 : maxX - minX,
    height: minY === Infinity ? 0 : maxY - minY,
  };
}
