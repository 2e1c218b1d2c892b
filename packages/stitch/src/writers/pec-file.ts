import type { Design } from '../model.ts';
import { PEC_MAGIC } from '../readers/pec-file.ts';
import { Output } from './output.ts';
import { writePec } from './pec.ts';
import { measure } from './walk.ts';

/**
 * A Brother card file (PEC): the signature, then the same PEC block a PES file ends with (label,
 * Brother palette index per colour block, stitches, thumbnails). Colours go as PEC's palette holds
 * them (the nearest of its 64).
 */
export function writePecFile(design: Design): Uint8Array {
  const extents = measure(design.records);
  const out = new Output(1024 + design.records.count * 3 + (extents.colorChanges + 2) * 228);
  out.latin1(PEC_MAGIC);
  writePec(out, design, extents);
  return out.finish();
}
