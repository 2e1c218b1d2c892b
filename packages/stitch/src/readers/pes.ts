import { ByteReader, hexOf } from '../bytes.ts';
import { RecordBuilder } from '../builder.ts';
import { StitchReadError } from '../errors.ts';
import type { ReadLimits } from '../limits.ts';
import type { RawDesign, Thread } from '../model.ts';
import { checkPecLabel, readPec } from './pec.ts';

interface PesHeader {
  name?: string;
  threads: Thread[];
}

/**
 * Where a version's header keeps its thread list, after the design's metadata: the bytes before
 * and after the image file's name, and (from version 9) a hoop name first, 14 bytes in. Versions
 * 1 to 3 have no metadata and 4 no threads; their PEC block alone names the colours.
 */
interface ThreadListLayout {
  hoopName: boolean;
  beforeImage: number;
  afterImage: number;
}

/** The layout for a version (in tenths: "0055" is 5.5), or null where there is no thread list. */
function threadListLayout(version: number): ThreadListLayout | null {
  if (version < 50) return null;
  if (version < 60) return { hoopName: false, beforeImage: 24, afterImage: 24 };
  if (version < 80) return { hoopName: false, beforeImage: 36, afterImage: 24 };
  if (version < 90) return { hoopName: false, beforeImage: 38, afterImage: 26 };
  if (version < 100) return { hoopName: true, beforeImage: 30, afterImage: 34 };
  // Version 10, and 11, which keeps 10's page settings.
  return { hoopName: true, beforeImage: 38, afterImage: 34 };
}

function pesString(r: ByteReader): string | undefined {
  const length = r.u8('PES string');
  return length === 0 ? undefined : r.latin1(length, 'PES string').trim() || undefined;
}

/**
 * The name (version 4 on) and the thread list (5 on). The list is only reachable when no fills,
 * motifs or feather patterns (of unknown length) come before it, and is trusted only when it ends
 * before the PEC block: a header of a layout we do not know costs the thread names, never the
 * design.
 */
function readPesHeader(r: ByteReader, version: number, pecStart: number): PesHeader {
  if (!(version >= 40)) return { threads: [] };
  r.skip(4, 'PES header');
  const name = pesString(r);
  for (let i = 0; i < 4; i++) pesString(r); // category, author, keywords, comments
  const layout = threadListLayout(version);
  if (!layout) return { name, threads: [] };
  if (layout.hoopName) {
    r.skip(14, 'PES header');
    pesString(r);
  }
  r.skip(layout.beforeImage, 'PES header');
  pesString(r); // image file
  r.skip(layout.afterImage, 'PES header');
  for (let i = 0; i < 3; i++) if (r.u16le('PES header') !== 0) return { name, threads: [] };
  const count = r.u16le('PES thread count');
  const threads: Thread[] = [];
  for (let i = 0; i < count; i++) {
    const catalogNumber = pesString(r);
    const hex = hexOf(r.u24be('PES thread'));
    r.skip(5, 'PES thread');
    const description = pesString(r);
    pesString(r); // brand
    pesString(r); // chart
    threads.push({
      hex,
      ...(description ? { name: description } : {}),
      ...(catalogNumber ? { catalogNumber } : {}),
    });
    if (r.pos > pecStart) return { name, threads: [] };
  }
  return { name, threads };
}

/** The PEC header's size: label, colour list, icon sizes. */
const PEC_HEADER_BYTES = 512;

/**
 * PE-Design saves a design with nothing in it as a PES header whose PEC block was never written:
 * zeros (or nothing) where its label and colour list would be.
 */
function blankPecBlock(bytes: Uint8Array, pecStart: number): boolean {
  const end = Math.min(bytes.length, pecStart + PEC_HEADER_BYTES);
  for (let i = pecStart; i < end; i++) if (bytes[i] !== 0) return false;
  return true;
}

/**
 * Brother PES, any version from 1 to 11 ("#PES0001" … "#PES0100" and later): the header names
 * where the PEC block starts, which holds what machines sew. Only the name and thread list are
 * read from the header; the design always comes from the PEC block.
 */
export function readPes(bytes: Uint8Array, limits: ReadLimits): RawDesign {
  const r = new ByteReader(bytes);
  const magic = r.latin1(8, 'PES header');
  const pecStart = r.u32le('PES header');
  if (pecStart < 12 || pecStart > bytes.length) {
    throw new StitchReadError(
      pecStart > bytes.length ? 'truncated' : 'corrupt',
      'The PES file has no PEC block.',
    );
  }
  let header: PesHeader = { threads: [] };
  try {
    header = readPesHeader(r, Number(magic.slice(4, 8)), pecStart);
  } catch (error) {
    // A header we cannot follow only costs the thread names; the PEC block still has the design.
    if (!(error instanceof StitchReadError)) throw error;
  }
  const out = new RecordBuilder(limits.maxRecords, bytes.length / 2);
  if (blankPecBlock(bytes, pecStart)) {
    out.end();
    return { format: 'PES', records: out.finish(), threads: header.threads, name: header.name };
  }
  checkPecLabel(bytes, pecStart);
  const pec = readPec(r, pecStart, out, header.threads);
  return { format: 'PES', records: out.finish(), threads: pec.threads, name: header.name ?? pec.name };
}
