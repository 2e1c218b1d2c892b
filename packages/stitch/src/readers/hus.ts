import { ByteReader } from '../bytes.ts';
import { RecordBuilder } from '../builder.ts';
import { corrupt, StitchReadError, truncated } from '../errors.ts';
import type { ReadLimits } from '../limits.ts';
import type { RawDesign } from '../model.ts';
import { expand } from '../lzh/expand.ts';

/** The header's first two bytes (two spellings are met), then 200 as a 16-bit number. */
export const HUS_SIGNATURES = [
  [0x5b, 0xaf, 0xc8, 0x00],
  [0x5d, 0xfc, 0xc8, 0x00],
] as const;
/** The header up to the colour list. */
export const HUS_HEADER_BYTES = 42;

export const HUS_COMMANDS = { stitch: 0x80, jump: 0x81, colorChange: 0x84, trim: 0x88, end: 0x90 } as const;

const signed8 = (b: number): number => (b > 127 ? b - 256 : b);

/**
 * Husqvarna/Viking HUS. A little-endian header: signature, record count, colour count, the
 * extents (+x, +y, -x, -y), the offsets of three compressed streams (commands, x moves, y moves),
 * an 8-byte name, two bytes, one 16-bit colour number per block. Each stream expands (LZH) to one
 * byte a record: the command, a signed x move and a signed y move (y up). The colour numbers index
 * Husqvarna's machine palette, which we hold no chart for: blocks of one number share a colour.
 */
export function readHus(bytes: Uint8Array, limits: ReadLimits): RawDesign {
  const r = new ByteReader(bytes);
  r.skip(4, 'HUS header');
  const count = r.u32le('HUS header');
  const colors = r.u32le('HUS header');
  r.skip(8, 'HUS header');
  const commandsAt = r.u32le('HUS header');
  const xsAt = r.u32le('HUS header');
  const ysAt = r.u32le('HUS header');
  const name = r.latin1(8, 'HUS header').replace(/\0.*$/s, '').trim() || undefined;
  r.skip(2, 'HUS header');
  if (count > limits.maxRecords + 1) {
    throw new StitchReadError('too-large', `The design has more than ${limits.maxRecords} records.`);
  }
  if (colors * 2 > r.remaining()) throw truncated('HUS colours');
  const slots: number[] = [];
  for (let i = 0; i < colors; i++) slots.push(r.u16le('HUS colours'));
  if (commandsAt < r.pos || xsAt < commandsAt || ysAt < xsAt)
    throw corrupt('HUS stream offsets out of order');
  if (ysAt > bytes.length) throw truncated('HUS stitch streams');
  const commands = expand(bytes.subarray(commandsAt, xsAt), count);
  const dxs = expand(bytes.subarray(xsAt, ysAt), count);
  const dys = expand(bytes.subarray(ysAt), count);
  const n = Math.min(commands.length, dxs.length, dys.length);
  const out = new RecordBuilder(limits.maxRecords, n + 1);
  let ended = false;
  for (let i = 0; i < n && !ended; i++) {
    const dx = signed8(dxs[i]);
    const dy = -signed8(dys[i]);
    switch (commands[i]) {
      case HUS_COMMANDS.stitch:
        out.stitch(dx, dy);
        break;
      case HUS_COMMANDS.jump:
        out.jump(dx, dy);
        break;
      case HUS_COMMANDS.colorChange:
        out.colorChange(dx, dy);
        break;
      case HUS_COMMANDS.trim:
        if (dx !== 0 || dy !== 0) out.jump(dx, dy);
        out.trim();
        break;
      case HUS_COMMANDS.end:
        ended = true;
        break;
      default:
        throw corrupt(`unknown HUS command 0x${commands[i].toString(16)} at record ${i + 1}`);
    }
  }
  if (!ended && n < count) throw truncated('HUS stitch streams');
  out.end();
  return { format: 'HUS', records: out.finish(), threads: [], threadSlots: slots, name };
}
