/**
 * Writers for every format the package reads, for tests only: they turn a model into the bytes a
 * machine file holds, following each format's published layout, so the readers can be checked on
 * a round trip. Stitches must fit one record of the format; longer moves are split into several
 * jump records as embroidery software does.
 */
import type { StitchFormat, StitchRecord, Thread } from '../model.ts';
import { JEF_PALETTE } from '../palettes/jef.ts';
import { PEC_PALETTE } from '../palettes/pec.ts';
import { ByteWriter } from './bytes.ts';
import { moves, splitMove, type EncodeInput } from './encoder-moves.ts';
import { encodeHus, encodeSew, encodeShv, encodeU01 } from './encoder-new-formats.ts';

export { moves, splitMove, type EncodeInput } from './encoder-moves.ts';

export interface EncodeOptions {
  /** PES header version: 1 has no thread list (colours come from the PEC palette), 6 lists threads. */
  pesVersion?: 1 | 6;
}

function tooLong(format: string, dx: number, dy: number): Error {
  return new Error(`${format} cannot hold a stitch of ${dx},${dy} in one record`);
}

// DST: balanced ternary, digit d of weight w set by a "+w" bit or a "-w" bit.
const DST_X_BITS: [number, number, number, number][] = [
  // weight, byte, plus bit, minus bit
  [81, 2, 2, 3],
  [27, 1, 2, 3],
  [9, 0, 2, 3],
  [3, 1, 0, 1],
  [1, 0, 0, 1],
];
const DST_Y_BITS: [number, number, number, number][] = [
  [81, 2, 5, 4],
  [27, 1, 5, 4],
  [9, 0, 5, 4],
  [3, 1, 7, 6],
  [1, 0, 7, 6],
];

function ternary(value: number, bits: [number, number, number, number][], out: number[]): void {
  let rest = value;
  for (const [weight, byte, plus, minus] of bits) {
    const digit = Math.round(rest / weight);
    const d = Math.max(-1, Math.min(1, digit));
    if (d === 1) out[byte] |= 1 << plus;
    if (d === -1) out[byte] |= 1 << minus;
    rest -= d * weight;
  }
  if (rest !== 0) throw new Error(`${value} does not fit one DST record`);
}

/** One DST record; `dy` in the model's y-down, written y-up. */
export function dstRecord(dx: number, dy: number, flags: number): number[] {
  const b = [0, 0, 0x03 | flags];
  ternary(dx, DST_X_BITS, b);
  ternary(-dy, DST_Y_BITS, b);
  return b;
}

export const DST_JUMP = 0x80;
export const DST_COLOR_CHANGE = 0xc0;

function encodeDst(input: EncodeInput): Uint8Array {
  const w = new ByteWriter();
  w.ascii(`LA:${(input.name ?? '').padEnd(16, ' ').slice(0, 16)}\r`);
  w.padTo(512, 0x20);
  moves(input.records, (kind, dx, dy) => {
    if (kind === 'stitch') {
      if (Math.abs(dx) > 121 || Math.abs(dy) > 121) throw tooLong('DST', dx, dy);
      w.u8(...dstRecord(dx, dy, 0));
    } else if (kind === 'jump') {
      for (const [sx, sy] of splitMove(dx, dy, 121)) w.u8(...dstRecord(sx, sy, DST_JUMP));
    } else if (kind === 'trim') {
      // The machine cuts on three jumps in a row.
      for (let i = 0; i < 3; i++) w.u8(...dstRecord(0, 0, DST_JUMP));
    } else if (kind === 'color-change') {
      w.u8(...dstRecord(dx, dy, DST_COLOR_CHANGE));
    }
  });
  w.u8(0x00, 0x00, 0xf3);
  return w.bytes();
}

function encodeExp(input: EncodeInput): Uint8Array {
  const w = new ByteWriter();
  moves(input.records, (kind, dx, dy) => {
    if (kind === 'stitch') {
      if (Math.abs(dx) > 127 || Math.abs(dy) > 127) throw tooLong('EXP', dx, dy);
      w.s8(dx).s8(-dy);
    } else if (kind === 'jump') {
      for (const [sx, sy] of splitMove(dx, dy, 127)) w.u8(0x80, 0x04).s8(sx).s8(-sy);
    } else if (kind === 'trim') w.u8(0x80, 0x80, 0, 0);
    else if (kind === 'color-change') w.u8(0x80, 0x01, 0, 0);
  });
  return w.bytes();
}

function paletteIndex(palette: readonly Thread[], thread: Thread | undefined, fallback: number): number {
  const i = thread ? palette.findIndex((p, index) => index > 0 && p.hex === thread.hex.toLowerCase()) : -1;
  return i > 0 ? i : fallback;
}

function encodeJef(input: EncodeInput): Uint8Array {
  const w = new ByteWriter();
  const n = input.threads.length;
  w.u32le(116 + 8 * n); // stitch offset: header + colour indices + thread types
  w.u32le(0x14); // flags
  w.ascii('20260101120000'); // date, 14 digits
  w.u8(0, 0);
  w.u32le(n);
  w.u32le(input.records.length);
  w.u32le(0); // hoop
  w.padTo(116); // extents and hoop margins, not read
  for (const t of input.threads) w.u32le(paletteIndex(JEF_PALETTE, t, 1));
  for (let i = 0; i < n; i++) w.u32le(13); // thread type
  moves(input.records, (kind, dx, dy) => {
    if (kind === 'stitch') {
      if (Math.abs(dx) > 127 || Math.abs(dy) > 127) throw tooLong('JEF', dx, dy);
      w.s8(dx).s8(-dy);
    } else if (kind === 'jump') {
      for (const [sx, sy] of splitMove(dx, dy, 127)) if (sx || sy) w.u8(0x80, 0x02).s8(sx).s8(-sy);
    } else if (kind === 'trim') w.u8(0x80, 0x02, 0, 0);
    else if (kind === 'color-change') w.u8(0x80, 0x01, 0, 0);
  });
  w.u8(0x80, 0x10);
  return w.bytes();
}

function encodeXxx(input: EncodeInput): Uint8Array {
  const w = new ByteWriter();
  w.padTo(0x27);
  w.u16le(input.threads.length);
  w.padTo(0xfe);
  w.u16le(0); // end of stitches, patched below
  moves(input.records, (kind, dx, dy) => {
    if (kind === 'stitch') {
      // 0x7D..0x7F in the first byte are codes, so a stitch stays within 124.
      if (Math.abs(dx) > 124 || Math.abs(dy) > 124) throw tooLong('XXX', dx, dy);
      w.s8(dx).s8(-dy);
    } else if (kind === 'jump') {
      if (Math.abs(dx) < 124 && Math.abs(dy) < 124) w.u8(0x7f, 0x01).s8(dx).s8(-dy);
      else w.u8(0x7d).u16le(dx).u16le(-dy);
    } else if (kind === 'trim') w.u8(0x7f, 0x03, 0, 0);
    else if (kind === 'color-change') w.u8(0x7f, 0x08, 0, 0);
  });
  w.u8(0x7f, 0x7f);
  w.patchU16le(0xfe, w.length & 0xffff); // 16 bits: larger files keep the low half
  w.u8(0x02, 0x14, 0x00, 0x00);
  for (const t of input.threads) w.u32be(parseInt(t.hex.slice(1), 16));
  return w.bytes();
}

function pesString(w: ByteWriter, text = ''): void {
  w.u8(text.length).ascii(text);
}

/** A 12-bit PEC move with its flag nibble (0x20 trim, 0x10 jump). */
function pecLong(w: ByteWriter, d: number, flags: number): void {
  w.u8(0x80 | flags | ((d >> 8) & 0x0f), d & 0xff);
}

function encodePec(w: ByteWriter, input: EncodeInput): void {
  const start = w.length;
  w.ascii('LA:')
    .ascii((input.name ?? '').padEnd(16, ' ').slice(0, 16))
    .ascii('\r');
  w.fill(0x20, 12).u8(0xff, 0x00);
  w.u8(6, 38); // icon stride and height
  w.fill(0x20, 12);
  const colors = Math.max(1, input.threads.length);
  w.u8(colors - 1);
  for (let i = 0; i < colors; i++) w.u8(paletteIndex(PEC_PALETTE, input.threads[i], 20));
  w.padTo(start + 512, 0x20);
  w.u8(0x00, 0x00);
  const graphicsAt = w.length;
  w.u24le(0); // distance to the icons, patched below
  w.u8(0x31, 0xff, 0xf0);
  w.fill(0, 8); // width, height, 0x1E0, 0x1B0: not read
  let trimPending = false;
  let colorToggle = 2;
  // A trim the next record does not carry (no move follows it): a zero move with the trim flag.
  const flushTrim = (): void => {
    if (!trimPending) return;
    trimPending = false;
    pecLong(w, 0, 0x20);
    pecLong(w, 0, 0x20);
  };
  moves(input.records, (kind, dx, dy) => {
    if (kind !== 'jump') flushTrim();
    if (kind === 'stitch') {
      if (dx >= -64 && dx <= 63 && dy >= -64 && dy <= 63) w.u8(dx & 0x7f, dy & 0x7f);
      else if (Math.abs(dx) <= 2047 && Math.abs(dy) <= 2047) {
        pecLong(w, dx, 0);
        pecLong(w, dy, 0);
      } else throw tooLong('PEC', dx, dy);
    } else if (kind === 'jump') {
      for (const [sx, sy] of splitMove(dx, dy, 2047)) {
        const flags = trimPending ? 0x20 : 0x10;
        trimPending = false;
        pecLong(w, sx, flags);
        pecLong(w, sy, flags);
      }
    } else if (kind === 'trim') {
      trimPending = true;
    } else if (kind === 'color-change') {
      w.u8(0xfe, 0xb0, colorToggle);
      colorToggle = colorToggle === 2 ? 1 : 2;
    }
  });
  flushTrim();
  w.u8(0xff, 0x00);
  w.patchU24le(graphicsAt, w.length - graphicsAt + 3);
}

function encodePes(input: EncodeInput, options: EncodeOptions): Uint8Array {
  const w = new ByteWriter();
  const version = options.pesVersion ?? 6;
  w.ascii(version === 6 ? '#PES0060' : '#PES0001');
  w.u32le(0); // PEC offset, patched below
  if (version === 6) {
    w.u16le(130).u16le(180); // hoop
    pesString(w, input.name);
    for (let i = 0; i < 4; i++) pesString(w); // category, author, keywords, comments
    w.fill(0, 36);
    pesString(w); // image file
    w.fill(0, 24);
    w.u16le(0).u16le(0).u16le(0); // programmable fills, motifs, feather patterns
    w.u16le(input.threads.length);
    for (const t of input.threads) {
      pesString(w, t.catalogNumber);
      w.u24be(parseInt(t.hex.slice(1), 16));
      w.u8(0, 0, 0, 0, 0x0a);
      pesString(w, t.name);
      pesString(w, 'Test');
      pesString(w, 'Test');
    }
  } else {
    w.u16le(1).u16le(1).u16le(0); // hoop, pattern count
  }
  w.patchU32le(8, w.length);
  encodePec(w, input);
  return w.bytes();
}

/** The PES version strings PE-Design 1 to 11 write ("0055" is 5.5); 11 writes after 10's layout. */
export const PES_VERSIONS = [
  '0001',
  '0020',
  '0022',
  '0025',
  '0030',
  '0040',
  '0050',
  '0055',
  '0056',
  '0060',
  '0070',
  '0080',
  '0090',
  '0100',
  '0110',
] as const;

/**
 * A PES of the given version: its header as that version lays it out before the PEC block (the
 * metadata from 4, the thread list from 5 after settings whose size changed in 6, 8, 9 and 10, a
 * hoop name from 9), then the PEC block. The settings are filled with non-zero bytes, so a reader
 * that counts them wrong reads no thread list.
 */
export function encodePesVersion(
  input: EncodeInput,
  version: (typeof PES_VERSIONS)[number],
  pecLabel = input.name,
): Uint8Array {
  const v = Number(version);
  const w = new ByteWriter();
  w.ascii(`#PES${version}`);
  w.u32le(0); // PEC offset, patched below
  if (v < 40) {
    w.u16le(1).u16le(0).u16le(1); // hoop, design area, objects
    w.fill(0x11, v === 1 ? 0 : 22); // versions 2 to 3: the page and grid settings
  } else {
    w.u16le(1).ascii('01');
    pesString(w, input.name);
    for (const text of ['Category', 'Author', 'Keywords', 'Comments']) pesString(w, text);
    if (v >= 50) {
      if (v >= 90) {
        w.fill(0x07, 14);
        pesString(w, '130 x 180 mm');
      }
      const [before, after] =
        v < 60 ? [24, 24] : v < 80 ? [36, 24] : v < 90 ? [38, 26] : v < 100 ? [30, 34] : [38, 34];
      w.fill(0x05, before);
      pesString(w, 'photo.bmp');
      w.fill(0x03, after);
      w.u16le(0).u16le(0).u16le(0); // programmable fills, motifs, feather patterns
      w.u16le(input.threads.length);
      for (const t of input.threads) {
        pesString(w, t.catalogNumber);
        w.u24be(parseInt(t.hex.slice(1), 16));
        w.u8(0, 0x0a, 0, 0, 0);
        pesString(w, t.name);
        pesString(w, 'Brand');
        pesString(w, 'Chart');
      }
    }
    w.u16le(1).fill(0x09, 40); // the objects, not read
  }
  w.patchU32le(8, w.length);
  encodePec(w, { ...input, name: pecLabel });
  return w.bytes();
}

function string16(w: ByteWriter, text: string): void {
  w.u16be(text.length * 2);
  for (const c of text) w.u16be(c.charCodeAt(0));
}

function string8(w: ByteWriter, text: string): void {
  w.u16be(text.length).ascii(text);
}

/** Splits the records at colour changes into (start position, records) blocks. */
function blocks(records: StitchRecord[]): { startX: number; startY: number; records: StitchRecord[] }[] {
  const out = [{ startX: 0, startY: 0, records: [] as StitchRecord[] }];
  for (const r of records) {
    if (r.kind === 'color-change') out.push({ startX: r.x, startY: r.y, records: [] });
    else if (r.kind !== 'end') out[out.length - 1].records.push(r);
  }
  return out;
}

function encodeVp3(input: EncodeInput): Uint8Array {
  const w = new ByteWriter();
  const stitched = input.records.filter((r) => r.kind === 'stitch');
  const xs = stitched.map((r) => r.x);
  const ys = stitched.map((r) => r.y);
  const cx = xs.length
    ? Math.round((Math.min(...xs.slice(0, 5000)) + Math.max(...xs.slice(0, 5000))) / 2)
    : 0;
  const cy = ys.length
    ? Math.round((Math.min(...ys.slice(0, 5000)) + Math.max(...ys.slice(0, 5000))) / 2)
    : 0;
  const parts = blocks(input.records);
  // The thread is cut by a trim until the next stitch, across colour changes.
  let cut = false;
  w.ascii('%vsm%').u8(0);
  string16(w, 'Produced by     Software Ltd');
  w.u8(0x00, 0x02, 0x00);
  const fileLengthAt = w.length;
  w.u32be(0);
  string16(w, '');
  w.fill(0, 16); // extents
  w.u32be(stitched.length);
  w.u8(0, parts.length, 12, 0);
  w.u8(1); // designs
  w.u8(0x00, 0x03, 0x00);
  const designLengthAt = w.length;
  w.u32be(0);
  w.u32be(cx * 100).u32be(-cy * 100);
  w.u8(0, 0, 0);
  w.fill(0, 24); // extents, width, height
  string16(w, '');
  w.u8(0x64, 0x64).u32be(4096).u32be(0).u32be(0).u32be(4096);
  w.ascii('xxPP').u8(0x01, 0x00);
  string16(w, 'Produced by     Software Ltd');
  w.u16be(parts.length);
  parts.forEach((part, i) => {
    const thread = input.threads[i] ?? { hex: '#000000' };
    w.u8(0x00, 0x05, 0x00);
    const blockLengthAt = w.length;
    w.u32be(0);
    w.u32be((part.startX - cx) * 100).u32be(-(part.startY - cy) * 100);
    w.u8(0x01, 0x00)
      .u24be(parseInt(thread.hex.slice(1), 16))
      .u8(0, 0, 0, 5, 0x28);
    string8(w, thread.catalogNumber ?? '');
    string8(w, thread.name ?? '');
    string8(w, 'Test');
    w.u32be(0).u32be(0); // block shift, not read
    w.u8(0x00, 0x01, 0x00).u32be(0);
    w.u8(0x0a, 0xf6, 0x00);
    let x = part.startX;
    let y = part.startY;
    let moving = false;
    for (const r of part.records) {
      if (r.kind === 'jump') {
        // VP3 has no jump: the move and the first stitch after it are one long record.
        moving = true;
        continue;
      }
      if (r.kind === 'trim') {
        w.u8(0x80, 0x03);
        cut = true;
        continue;
      }
      const dx = r.x - x;
      const dy = r.y - y;
      if (moving && !cut) throw new Error('VP3 cannot hold a move without a trim before it');
      if (Math.abs(dx) <= 127 && Math.abs(dy) <= 127 && !moving) w.s8(dx).s8(dy);
      else w.u8(0x80, 0x01).u16be(dx).u16be(dy).u8(0x80, 0x02);
      moving = false;
      cut = false;
      x = r.x;
      y = r.y;
    }
    w.u8(0);
    w.patchU32be(blockLengthAt, w.length - blockLengthAt - 4);
  });
  w.patchU32be(designLengthAt, w.length - designLengthAt - 4);
  w.patchU32be(fileLengthAt, w.length - fileLengthAt - 4);
  return w.bytes();
}

export function encode(format: StitchFormat, input: EncodeInput, options: EncodeOptions = {}): Uint8Array {
  switch (format) {
    case 'DST':
      return encodeDst(input);
    case 'EXP':
      return encodeExp(input);
    case 'JEF':
      return encodeJef(input);
    case 'XXX':
      return encodeXxx(input);
    case 'PES':
      return encodePes(input, options);
    case 'VP3':
      return encodeVp3(input);
    case 'PEC': {
      const w = new ByteWriter();
      w.ascii('#PEC0001');
      encodePec(w, input);
      return w.bytes();
    }
    case 'HUS':
      return encodeHus(input);
    case 'SEW':
      return encodeSew(input);
    case 'U01':
      return encodeU01(input);
    case 'SHV':
      return encodeShv(input);
  }
}
