import { ByteReader } from '../bytes.ts';
import { RecordBuilder } from '../builder.ts';
import { corrupt } from '../errors.ts';
import type { ReadLimits } from '../limits.ts';
import type { RawDesign, Thread } from '../model.ts';
import { JEF_PALETTE } from '../palettes/jef.ts';

/** Janome JEF header: stitch offset at 0, colour count at 24, colour indices from 116. */
export const JEF_COLOR_COUNT = 24;
export const JEF_COLORS = 116;

export function readJef(bytes: Uint8Array, limits: ReadLimits): RawDesign {
  const r = new ByteReader(bytes);
  const stitchOffset = r.u32le('JEF header');
  r.seek(JEF_COLOR_COUNT, 'JEF header');
  const count = r.u32le('JEF colour count');
  r.seek(JEF_COLORS, 'JEF colours');
  if (count * 4 > r.remaining()) throw corrupt('more JEF colours than bytes');
  const threads: Thread[] = [];
  for (let i = 0; i < count; i++)
    threads.push(JEF_PALETTE[Math.abs(r.s32le('JEF colours')) % JEF_PALETTE.length]);
  r.seek(stitchOffset, 'JEF stitch data');
  const out = new RecordBuilder(limits.maxRecords, bytes.length / 2);
  const what = 'JEF stitch data without an end code';
  // Whether thread has been sewn since the start, the last trim or the last colour change: a
  // zero-length move is a trim only then (a run of them is one trim), else it moves nothing.
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
    if (control === 0x10) break;
    const x = r.s8(what);
    const y = -r.s8(what);
    if (control === 0x02) {
      // A zero-length move is how JEF writes a trim.
      if (x !== 0 || y !== 0) out.jump(x, y);
      else if (sewn) {
        out.trim();
        sewn = false;
      }
    } else if (control === 0x01) {
      out.colorChange();
      sewn = false;
    } else throw corrupt(`unknown JEF control 0x${control.toString(16)} at byte ${r.pos - 4}`);
  }
  out.end();
  return { format: 'JEF', records: out.finish(), threads };
}
