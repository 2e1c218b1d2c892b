import type { Design, Thread } from '../model.ts';
import { Output } from './output.ts';
import { blockThreads, rgbOf } from './threads.ts';
import { measure, walk, type StepLimits } from './walk.ts';

/**
 * A stitch is one record whatever its length: two signed bytes, or the long record's 16-bit values
 * (as VSM software writes a 30 mm stitch). VP3 has no jump of its own: a move is folded into the
 * record of the stitch after it (see `writeVp3`), so the step for both is the long record's.
 */
export const VP3_LIMITS: StepLimits = { stitch: 0x7fff, jump: 0x7fff };

const PRODUCER = 'Produced by     Software Ltd';

function string16(out: Output, text: string): void {
  out.u16be(text.length * 2);
  for (let i = 0; i < text.length; i++) out.u16be(text.charCodeAt(i));
}

function string8(out: Output, text: string): void {
  const bytes = new TextEncoder().encode(text);
  out.u16be(bytes.length);
  out.append(bytes);
}

function longMove(out: Output, dx: number, dy: number): void {
  out.pair(0x80, 0x01);
  out.u16be(dx & 0xffff);
  out.u16be(dy & 0xffff);
  out.pair(0x80, 0x02);
}

function writeThread(out: Output, thread: Thread): void {
  out.pair(0x01, 0x00); // one colour, no transition
  out.u24be(rgbOf(thread));
  out.bytes(0x00, 0x00, 0x00, 0x05, 0x28); // no parts, no length, rayon 40 weight
  string8(out, thread.catalogNumber ?? '');
  string8(out, thread.name ?? thread.hex);
  string8(out, ''); // brand
}

/**
 * Husqvarna/Pfaff VP3: nested blocks, each with a big-endian length (file, design, one per colour
 * block). Header positions are in 1/1000 mm and y up, from the design's centre; each colour block
 * names its start, its thread (RGB, catalogue number, name) and its stitch bytes (0.1 mm, y down):
 * two signed bytes, or 0x80 0x01 and two 16-bit values then 0x80 0x02 for a longer one; 0x80 0x03 a
 * trim. A colour change is the start of the next block; the file ends with the last block.
 */
export function writeVp3(design: Design): Uint8Array {
  const extents = measure(design.records);
  const blocks = extents.colorChanges + 1;
  const threads = blockThreads(design, blocks);
  const cx = Math.round((extents.stitchMinX + extents.stitchMaxX) / 2);
  const cy = Math.round((extents.stitchMinY + extents.stitchMaxY) / 2);
  const width = extents.stitchMaxX - extents.stitchMinX;
  const height = extents.stitchMaxY - extents.stitchMinY;
  const out = new Output(512 + design.records.count * 2 + blocks * 96);
  const lengthFrom = (at: number): void => out.patchU32be(at, out.length - at - 4);

  out.latin1('%vsm%');
  out.byte(0);
  string16(out, PRODUCER);
  out.bytes(0x00, 0x02, 0x00);
  const fileLengthAt = out.length;
  out.u32be(0);
  string16(out, ''); // settings
  out.u32be(extents.stitchMaxX * 100);
  out.u32be(-extents.stitchMinY * 100);
  out.u32be(extents.stitchMinX * 100);
  out.u32be(-extents.stitchMaxY * 100);
  const stitchCountAt = out.length;
  out.u32be(0);
  out.bytes(0, blocks & 0xff, 12, 0);
  out.byte(1); // one design
  out.bytes(0x00, 0x03, 0x00);
  const designLengthAt = out.length;
  out.u32be(0);
  out.u32be(cx * 100);
  out.u32be(-cy * 100);
  out.bytes(0, 0, 0);
  const halfWidth = Math.round(width / 2);
  const halfHeight = Math.round(height / 2);
  for (const v of [-halfWidth, halfWidth, -halfHeight, halfHeight, width, height]) out.u32be(v * 100);
  string16(out, ''); // notes
  out.pair(0x64, 0x64);
  for (const v of [4096, 0, 0, 4096]) out.u32be(v);
  out.latin1('xxPP');
  out.pair(0x01, 0x00);
  string16(out, PRODUCER);
  out.u16be(blocks);

  let x = 0;
  let y = 0;
  let block = 0;
  let records = 0;
  let blockLengthAt = 0;
  let shiftAt = 0;
  let stitchesLengthAt = 0;
  let firstX = 0;
  let firstY = 0;
  const open = (): void => {
    out.bytes(0x00, 0x05, 0x00);
    blockLengthAt = out.length;
    out.u32be(0);
    out.u32be((x - cx) * 100);
    out.u32be(-(y - cy) * 100);
    writeThread(out, threads[block]);
    shiftAt = out.length;
    out.u32be(0);
    out.u32be(0);
    out.bytes(0x00, 0x01, 0x00);
    stitchesLengthAt = out.length;
    out.u32be(0);
    out.bytes(0x0a, 0xf6, 0x00);
    firstX = x;
    firstY = y;
  };
  const close = (): void => {
    out.patchU32be(shiftAt, (x - firstX) * 100);
    out.patchU32be(shiftAt + 4, -(y - firstY) * 100);
    lengthFrom(stitchesLengthAt);
    out.byte(0);
    lengthFrom(blockLengthAt);
  };
  open();
  // A move is held until the next stitch and written in that stitch's record: VP3 has no jump, every
  // record is a needle penetration. With the thread on, the frame's way between two penetrations
  // changes nothing (the thread runs straight), so the move and the stitch are one stitch; after a
  // trim the long record is a move with the thread cut, then the penetration where it ends.
  let moveX = 0;
  let moveY = 0;
  let cut = false;
  walk(design.records, VP3_LIMITS, {
    stitch(dx, dy) {
      x += dx;
      y += dy;
      dx += moveX;
      dy += moveY;
      const moved = moveX !== 0 || moveY !== 0;
      moveX = moveY = 0;
      // Past the long record's 16 bits (a design 3.2 m across, larger than any frame) the way is
      // written in steps that each put the needle down.
      while (Math.abs(dx) > 0x7fff || Math.abs(dy) > 0x7fff) {
        const sx = Math.max(-0x7fff, Math.min(0x7fff, dx));
        const sy = Math.max(-0x7fff, Math.min(0x7fff, dy));
        longMove(out, sx, sy);
        records++;
        dx -= sx;
        dy -= sy;
      }
      if ((cut && moved) || dx < -127 || dx > 127 || dy < -127 || dy > 127) longMove(out, dx, dy);
      else out.pair(dx & 0xff, dy & 0xff);
      records++;
      cut = false;
    },
    jump(dx, dy) {
      x += dx;
      y += dy;
      moveX += dx;
      moveY += dy;
    },
    trim() {
      out.pair(0x80, 0x03);
      records++;
      cut = true;
    },
    colorChange() {
      // A move before a colour change is where the next block starts.
      moveX = moveY = 0;
      close();
      block++;
      open();
    },
  });
  close();
  out.patchU32be(stitchCountAt, records);
  lengthFrom(designLengthAt);
  lengthFrom(fileLengthAt);
  return out.finish();
}
