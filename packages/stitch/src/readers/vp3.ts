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

/**
 * Husqvarna/Pfaff VP3: nested blocks with big-endian lengths. Positions in the headers are in
 * 1/1000 mm and y-up; the stitch bytes are 0.1 mm and y-down.
 */
export function readVp3(bytes: Uint8Array, limits: ReadLimits): RawDesign {
  const r = new ByteReader(bytes, 6);
  skipString(r); // producer
  r.skip(7, 'VP3 header');
  skipString(r); // notes
  r.skip(32, 'VP3 header');
  const centerX = Math.round(r.s32be('VP3 header') / 100);
  const centerY = -Math.round(r.s32be('VP3 header') / 100);
  r.skip(27, 'VP3 header');
  skipString(r);
  r.skip(24, 'VP3 header');
  skipString(r);
  const blocks = r.u16be('VP3 colour count');
  const out = new RecordBuilder(limits.maxRecords, bytes.length / 2);
  const threads: Thread[] = [];
  for (let block = 0; block < blocks; block++) {
    r.skip(3, 'VP3 colour block');
    const blockEnd = r.u32be('VP3 colour block') + r.pos;
    if (blockEnd > bytes.length) throw truncated('VP3 colour block');
    const startX = Math.round(r.s32be('VP3 colour block') / 100) + centerX;
    const startY = -Math.round(r.s32be('VP3 colour block') / 100) + centerY;
    out.jumpTo(startX, startY);
    threads.push(readThread(r));
    r.skip(18, 'VP3 colour block');
    if (r.pos > blockEnd) throw corrupt('VP3 colour block shorter than its header');
    readStitchBytes(bytes, r.pos, blockEnd, out);
    r.pos = blockEnd;
    if (block + 1 < blocks) out.colorChange();
  }
  out.end();
  return { format: 'VP3', records: out.finish(), threads };
}

function readStitchBytes(bytes: Uint8Array, from: number, to: number, out: RecordBuilder): void {
  const s8 = (i: number): number => (bytes[i] > 127 ? bytes[i] - 256 : bytes[i]);
  const s16 = (i: number): number => {
    const v = (bytes[i] << 8) | bytes[i + 1];
    return v > 0x7fff ? v - 0x10000 : v;
  };
  let trimmed = false;
  let i = from;
  // A single byte left at the end of a block is padding.
  while (i < to - 1) {
    const x = bytes[i];
    const y = s8(i + 1);
    i += 2;
    if (x !== 0x80) {
      out.stitch(s8(i - 2), y);
      trimmed = false;
      continue;
    }
    if (y === 0x01) {
      if (i + 4 > to) throw corrupt('VP3 long stitch cut at the end of its block');
      const dx = s16(i);
      const dy = s16(i + 2);
      i += 4;
      // Longer than any needle stroke: the machine trims and moves.
      if (Math.abs(dx) > 255 || Math.abs(dy) > 255) {
        if (!trimmed) out.trim();
        out.jump(dx, dy);
        trimmed = true;
      } else out.stitch(dx, dy);
    } else if (y === 0x03) {
      if (!trimmed) out.trim();
      trimmed = true;
    }
    // 0x80 0x02 closes a long stitch and moves nothing.
  }
}
