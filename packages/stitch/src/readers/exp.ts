import { ByteReader } from '../bytes.ts';
import { RecordBuilder } from '../builder.ts';
import { corrupt } from '../errors.ts';
import type { ReadLimits } from '../limits.ts';
import type { RawDesign } from '../model.ts';

/** Melco EXP: no header, byte pairs of signed moves; 0x80 starts a control record of four bytes. */
export const EXP_CONTROLS = { colorChange: 0x01, stitch: 0x02, jump: 0x04, trim: 0x80 } as const;

export function readExp(bytes: Uint8Array, limits: ReadLimits): RawDesign {
  const r = new ByteReader(bytes);
  const out = new RecordBuilder(limits.maxRecords, bytes.length / 2);
  const what = 'EXP record cut in half';
  while (r.remaining() > 0) {
    const b0 = r.s8(what);
    const b1 = r.s8(what);
    if ((b0 & 0xff) !== 0x80) {
      out.stitch(b0, -b1);
      continue;
    }
    const control = b1 & 0xff;
    const x = r.s8(what);
    const y = -r.s8(what);
    if (control === EXP_CONTROLS.trim) out.trim();
    else if (control === EXP_CONTROLS.stitch) out.stitch(x, y);
    else if (control === EXP_CONTROLS.jump) out.jump(x, y);
    else if (control === EXP_CONTROLS.colorChange) {
      out.colorChange();
      if (x !== 0 || y !== 0) out.jump(x, y);
    } else throw corrupt(`unknown EXP control 0x${control.toString(16)} at byte ${r.pos - 4}`);
  }
  out.end();
  return { format: 'EXP', records: out.finish(), threads: [] };
}
