import { ByteReader } from '../bytes.ts';
import { RecordBuilder } from '../builder.ts';
import { corrupt } from '../errors.ts';
import type { ReadLimits } from '../limits.ts';
import type { RawDesign } from '../model.ts';

/** Barudan U01: a 256-byte header, then three-byte records. */
export const U01_STITCHES = 0x100;
/** Every record's first byte has its top bit set; its low five bits are the command. */
export const U01_RECORD_FLAG = 0x80;
const NEGATIVE_X = 0x20;
const POSITIVE_Y = 0x40;
export const U01_COMMANDS = {
  stitch: 0x00,
  jump: 0x01,
  /** 0x02–0x05: speed changes (fast, slow), each a stitch or, when odd, a jump. */
  lastSpeed: 0x05,
  trim: 0x06,
  /** Bobbin threading: the machine cuts as for a trim. */
  bobbinTrim: 0x07,
  stop: 0x08,
  /** 0x09–0x17: change to needle 1–15. */
  firstNeedle: 0x09,
  lastNeedle: 0x17,
  end: 0x18,
} as const;

/**
 * Barudan U01: records of a command byte (top bit set, 0x20 for a move to the left, 0x40 for a move
 * down, the command in the low five bits) and the y and x distances. A needle change before anything
 * is sewn picks the first needle; later ones and stops are colour changes, each block keeping its
 * needle number (blocks on one needle share a colour).
 */
export function readU01(bytes: Uint8Array, limits: ReadLimits): RawDesign {
  const r = new ByteReader(bytes, U01_STITCHES);
  r.need(0, 'U01 header');
  const out = new RecordBuilder(limits.maxRecords, r.remaining() / 3);
  const what = 'U01 stitch data without an end record';
  const slots: number[] = [];
  let needle = 1;
  for (;;) {
    const control = r.u8(what);
    const y = r.u8(what);
    const x = r.u8(what);
    const dy = control & POSITIVE_Y ? y : -y;
    const dx = control & NEGATIVE_X ? -x : x;
    const command = control & 0x1f;
    // Machines append data of their own after the design, in bytes without the record flag.
    if (!(control & U01_RECORD_FLAG) || command === U01_COMMANDS.end) break;
    if (command === U01_COMMANDS.stitch || (command <= U01_COMMANDS.lastSpeed && command % 2 === 0)) {
      if (command === U01_COMMANDS.stitch || dx !== 0 || dy !== 0) out.stitch(dx, dy);
    } else if (command <= U01_COMMANDS.lastSpeed) {
      if (dx !== 0 || dy !== 0) out.jump(dx, dy);
    } else if (command === U01_COMMANDS.trim || command === U01_COMMANDS.bobbinTrim) {
      out.trim();
      if (dx !== 0 || dy !== 0) out.jump(dx, dy);
    } else if (command === U01_COMMANDS.stop || command <= U01_COMMANDS.lastNeedle) {
      const next = command === U01_COMMANDS.stop ? needle : command - U01_COMMANDS.firstNeedle + 1;
      if (out.length === 0) needle = next;
      else {
        slots.push(needle);
        needle = next;
        out.colorChange(dx, dy);
        continue;
      }
      if (dx !== 0 || dy !== 0) out.jump(dx, dy);
    } else throw corrupt(`unknown U01 command 0x${command.toString(16)} at byte ${r.pos - 3}`);
  }
  slots.push(needle);
  out.end();
  return { format: 'U01', records: out.finish(), threads: [], threadSlots: slots };
}
