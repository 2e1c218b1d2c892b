import { ByteReader, hexOf } from '../bytes.ts';
import { RecordBuilder } from '../builder.ts';
import { corrupt, truncated } from '../errors.ts';
import type { ReadLimits } from '../limits.ts';
import type { RawDesign, Thread } from '../model.ts';

export const VP3_MAGIC = '%vsm%';

function skipString(r: ByteReader): void {
  r.skip(r.u16be('VP3 string'), 'VP3 string');
}

function string8(r: ByteReader): string | undefined {
  return r.utf8(r.u16be('VP3 string'), 'VP3 string').trim() || undefined;
}

function readThread(r: ByteReader): Thread {
  const what = 'VP3 thread';
  const colors = r.u8(what);
  r.skip(1, what); // transition
  let rgb = 0;
  for (let i = 0; i < colors; i++) {
    rgb = r.u24be(what);
    r.skip(3, what); // parts, length
  }
  r.skip(2, what); // thread type, weight
  const catalogNumber = string8(r);
  const name = string8(r);
  string8(r); // brand
  return { hex: hexOf(rgb), ...(name ? { name } : {}), ...(catalogNumber ? { catalogNumber } : {}) };
}

/** Where the design block's settings end: "xxPP" and two bytes, 24 bytes after its notes in VSM's files. */
const SETTINGS_END = [0x78, 0x78, 0x50, 0x50];
/** How far past the notes other software's settings may reach before the marker. */
const SETTINGS_SEARCH_BYTES = 256;

/** The position just after "xxPP" and its two bytes, searched from `from`; -1 when absent. */
function afterSettings(bytes: Uint8Array, from: number): number {
  const last = Math.min(bytes.length - SETTINGS_END.length, from + SETTINGS_SEARCH_BYTES);
  for (let i = from; i <= last; i++) {
    if (SETTINGS_END.every((b, k) => bytes[i + k] === b)) return i + SETTINGS_END.length + 2;
  }
  return -1;
}

/** A colour block's stitch block: "00 01 00", its length, then "0A F6 00" and the stitch bytes. */
const STITCH_BLOCK = [0x00, 0x01, 0x00];

/**
 * Husqvarna/Pfaff VP3: nested blocks with big-endian lengths. Positions in the headers are in
 * 1/1000 mm and y-up; the stitch bytes are 0.1 mm and y-down. VSM's software and others (such as
 * Embrilliance) differ in the header's strings (producer, settings, notes: each read by its
 * length) and in the design settings before "xxPP", which is looked for rather than counted; a
 * colour block's stitches end where its stitch block says, so bytes another program keeps after
 * them are not read as stitches.
 */
export function readVp3(bytes: Uint8Array, limits: ReadLimits): RawDesign {
  const r = new ByteReader(bytes, 6);
  skipString(r); // producer
  r.skip(7, 'VP3 header');
  skipString(r); // settings
  r.skip(32, 'VP3 header');
  // 1/1000 mm: rounded to 0.1 mm once, after adding a block's start, so the two never round apart.
  const centerX = r.s32be('VP3 header');
  const centerY = -r.s32be('VP3 header');
  r.skip(27, 'VP3 header');
  skipString(r); // notes
  const settingsEnd = afterSettings(bytes, r.pos);
  if (settingsEnd < 0) r.skip(24, 'VP3 header');
  else r.pos = settingsEnd;
  skipString(r); // producer
  const blocks = r.u16be('VP3 colour count');
  const out = new RecordBuilder(limits.maxRecords, bytes.length / 2);
  const threads: Thread[] = [];
  let cut = false;
  for (let block = 0; block < blocks; block++) {
    r.skip(3, 'VP3 colour block');
    const blockEnd = r.u32be('VP3 colour block') + r.pos;
    if (blockEnd > bytes.length) throw truncated('VP3 colour block');
    const startX = Math.round((r.s32be('VP3 colour block') + centerX) / 100);
    const startY = Math.round((centerY - r.s32be('VP3 colour block')) / 100);
    // A start 0.1 mm from the needle is the same point, rounded apart from 1/1000 mm.
    if (Math.abs(startX - out.x) > 1 || Math.abs(startY - out.y) > 1) out.jumpTo(startX, startY);
    threads.push(readThread(r));
    r.skip(8, 'VP3 colour block'); // the block's shift
    let stitchesEnd = blockEnd;
    if (STITCH_BLOCK.every((b, k) => bytes[r.pos + k] === b)) {
      r.skip(3, 'VP3 stitch block');
      const length = r.u32be('VP3 stitch block');
      if (r.pos + length <= blockEnd && length >= 3) stitchesEnd = r.pos + length;
    } else r.skip(7, 'VP3 colour block');
    r.skip(3, 'VP3 colour block');
    if (r.pos > blockEnd) throw corrupt('VP3 colour block shorter than its header');
    cut = readStitchBytes(bytes, r.pos, stitchesEnd, out, cut);
    r.pos = blockEnd;
    if (block + 1 < blocks) out.colorChange();
  }
  out.end();
  return { format: 'VP3', records: out.finish(), threads };
}

/**
 * VP3 has no jump: every `80 01` long record is a needle penetration. Right after a trim (`80 03`,
 * even across a colour change) the thread is cut, so the long record is a move with nothing
 * sewn along it, then the penetration where it ends: read as a jump and a stitch in place.
 * Returns whether the thread is cut when the block ends.
 */
function readStitchBytes(
  bytes: Uint8Array,
  from: number,
  to: number,
  out: RecordBuilder,
  cut: boolean,
): boolean {
  const s8 = (i: number): number => (bytes[i] > 127 ? bytes[i] - 256 : bytes[i]);
  const s16 = (i: number): number => {
    const v = (bytes[i] << 8) | bytes[i + 1];
    return v > 0x7fff ? v - 0x10000 : v;
  };
  let i = from;
  // A single byte left at the end of a block is padding.
  while (i < to - 1) {
    const x = bytes[i];
    const y = s8(i + 1);
    i += 2;
    if (x !== 0x80) {
      out.stitch(s8(i - 2), y);
      cut = false;
      continue;
    }
    if (y === 0x01) {
      if (i + 4 > to) throw corrupt('VP3 long stitch cut at the end of its block');
      const dx = s16(i);
      const dy = s16(i + 2);
      i += 4;
      if (cut) {
        out.jump(dx, dy);
        out.stitch(0, 0);
      } else out.stitch(dx, dy);
      cut = false;
    } else if (y === 0x03) {
      out.trim();
      cut = true;
    }
    // 0x80 0x02 closes a long stitch and moves nothing.
  }
  return cut;
}
