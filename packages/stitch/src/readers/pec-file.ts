import { ByteReader } from '../bytes.ts';
import { RecordBuilder } from '../builder.ts';
import type { ReadLimits } from '../limits.ts';
import type { RawDesign } from '../model.ts';
import { checkPecLabel, readPec } from './pec.ts';

/** A Brother card file: this signature, then the PEC block a PES file ends with. */
export const PEC_MAGIC = '#PEC0001';

export function readPecFile(bytes: Uint8Array, limits: ReadLimits): RawDesign {
  const r = new ByteReader(bytes);
  checkPecLabel(bytes, PEC_MAGIC.length);
  const out = new RecordBuilder(limits.maxRecords, bytes.length / 2);
  const pec = readPec(r, PEC_MAGIC.length, out, []);
  return { format: 'PEC', records: out.finish(), threads: pec.threads, name: pec.name };
}
