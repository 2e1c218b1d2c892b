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

function pesString(r: ByteReader): string | undefined {
  const length = r.u8('PES string');
  return length === 0 ? undefined : r.latin1(length, 'PES string').trim() || undefined;
}

/**
 * Versions 5 and 6 list the threads after the design's metadata; the list is only reachable when
 * no fills, motifs or feather patterns (of unknown length) come before it.
 */
function readPesHeader(r: ByteReader, version: string): PesHeader {
  const v = Number(version) / 10;
  // Later versions change the layout; their PEC block still holds the design and its colours.
  if (!(v >= 4 && v <= 6)) return { threads: [] };
  r.skip(4, 'PES header');
  const name = pesString(r);
  for (let i = 0; i < 4; i++) pesString(r); // category, author, keywords, comments
  if (v < 5) return { name, threads: [] };
  r.skip(v >= 6 ? 36 : 24, 'PES header');
  pesString(r); // image file
  r.skip(24, 'PES header');
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
  }
  return { name, threads };
}

export function readPes(bytes: Uint8Array, limits: ReadLimits): RawDesign {
  const r = new ByteReader(bytes);
  const magic = r.latin1(8, 'PES header');
  const pecStart = r.u32le('PES header');
  if (pecStart < 12 || pecStart >= bytes.length) {
    throw new StitchReadError(
      pecStart >= bytes.length ? 'truncated' : 'corrupt',
      'The PES file has no PEC block.',
    );
  }
  let header: PesHeader = { threads: [] };
  try {
    header = readPesHeader(r, magic.slice(4, 8));
  } catch (error) {
    // A header we cannot follow only costs the thread names; the PEC block still has the design.
    if (!(error instanceof StitchReadError)) throw error;
  }
  checkPecLabel(bytes, pecStart);
  const out = new RecordBuilder(limits.maxRecords, bytes.length / 2);
  const pec = readPec(r, pecStart, out, header.threads);
  return { format: 'PES', records: out.finish(), threads: pec.threads, name: header.name ?? pec.name };
}
