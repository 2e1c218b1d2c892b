import { ByteReader, hexOf } from '../bytes.ts';
import { RecordBuilder } from '../builder.ts';
import type { ReadLimits } from '../limits.ts';
import type { RawDesign, Thread } from '../model.ts';

/** Singer XXX: colour count at 0x27, stitches from 0x100, the colour table after the end code. */
export const XXX_COLOR_COUNT = 0x27;
export const XXX_STITCHES = 0x100;

export function readXxx(bytes: Uint8Array, limits: ReadLimits): RawDesign {
  const r = new ByteReader(bytes);
  r.seek(XXX_COLOR_COUNT, 'XXX header');
  const colorCount = r.u16le('XXX header');
  r.seek(XXX_STITCHES, 'XXX header');
  const out = new RecordBuilder(limits.maxRecords, bytes.length / 2);
  const what = 'XXX stitch data without an end code';
  for (;;) {
    const b1 = r.u8(what);
    if (b1 === 0x7d || b1 === 0x7e) {
      const x = r.s16le(what);
      out.jump(x, -r.s16le(what));
      continue;
    }
    const b2 = r.u8(what);
    if (b1 !== 0x7f) {
      out.stitch(b1 > 127 ? b1 - 256 : b1, -(b2 > 127 ? b2 - 256 : b2));
      continue;
    }
    const x = r.s8(what);
    const y = -r.s8(what);
    if (b2 === 0x7f) break;
    if (b2 === 0x01) out.jump(x, y);
    else if (b2 === 0x03) {
      out.trim();
      if (x !== 0 || y !== 0) out.jump(x, y);
    } else if (b2 === 0x08) out.colorChange();
    // Other 0x7F codes carry no movement the design needs.
  }
  out.end();
  r.skip(2, 'XXX colour table');
  const threads: Thread[] = [];
  for (let i = 0; i < colorCount; i++) threads.push({ hex: hexOf(r.u32be('XXX colour table')) });
  return { format: 'XXX', records: out.finish(), threads };
}
