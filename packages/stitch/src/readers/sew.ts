import { ByteReader } from '../bytes.ts';
import { RecordBuilder } from '../builder.ts';
import { corrupt } from '../errors.ts';
import type { ReadLimits } from '../limits.ts';
import type { RawDesign } from '../model.ts';

/** Janome SEW: where the stitch records start, after the colour list and the rest of the header. */
export const SEW_STITCHES = 0x1d78;
/** The control codes after 0x80 (a colour change sets the lowest bit). */
export const SEW_CONTROLS = { colorChange: 0x01, jump: 0x02, jumpToo: 0x04, end: 0x10 } as const;

/**
 * Janome SEW, JEF's predecessor: a 16-bit colour count and a 16-bit colour number per block, the
 * stitches from 0x1D78 as signed byte pairs (y up); 0x80 and a code, then a move, for the rest: a
 * colour change (odd codes), a move (0x02, 0x04), the end (0x10, as in JEF). A zero-length move is
 * a trim, as in JEF. The colour numbers index Janome's older palette, which we hold no chart for:
 * blocks of one number share a colour.
 */
export function readSew(bytes: Uint8Array, limits: ReadLimits): RawDesign {
  const r = new ByteReader(bytes);
  const colors = r.u16le('SEW colour count');
  const slots: number[] = [];
  for (let i = 0; i < colors; i++) slots.push(r.u16le('SEW colours'));
  if (r.pos > SEW_STITCHES) throw corrupt('more SEW colours than its header holds');
  r.seek(SEW_STITCHES, 'SEW stitch data');
  const out = new RecordBuilder(limits.maxRecords, r.remaining() / 2);
  const what = 'SEW stitch data without an end code';
  let sewn = false;
  for (;;) {
    const b0 = r.s8(what);
    const b1 = r.s8(what);
    if ((b0 & 0xff) !== 0x80) {
      out.stitch(b0, -b1);
      sewn = true;
      continue;
    }
    const control = b1 & 0xff;
    if (control === SEW_CONTROLS.end) break;
    const x = r.s8(what);
    const y = -r.s8(what);
    if (control & SEW_CONTROLS.colorChange) {
      out.colorChange(x, y);
      sewn = false;
    } else if (control === SEW_CONTROLS.jump || control === SEW_CONTROLS.jumpToo) {
      if (x !== 0 || y !== 0) out.jump(x, y);
      else if (sewn) {
        out.trim();
        sewn = false;
      }
    } else throw corrupt(`unknown SEW control 0x${control.toString(16)} at byte ${r.pos - 4}`);
  }
  out.end();
  return { format: 'SEW', records: out.finish(), threads: [], threadSlots: slots };
}
