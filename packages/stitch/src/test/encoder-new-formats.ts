/**
 * Test encoders for HUS, SEW, U01 and SHV (PEC is the PES encoder's block), written from each format's description (not with
 * the package's writers), so the readers are checked against bytes made another way. HUS streams
 * are stored as literal-only LZH blocks (every byte an 8-bit code), built bit by bit here rather
 * than with the package's compressor.
 */
import type { StitchRecord, Thread } from '../model.ts';
import { ByteWriter } from './bytes.ts';
import { moves, splitMove, type EncodeInput } from './encoder-moves.ts';

/** A number per distinct thread, in order of first use: what formats without RGB name colours by. */
function slotsOf(threads: Thread[], blocks: number): number[] {
  const seen = new Map<string, number>();
  return Array.from({ length: blocks }, (_, i) => {
    const hex = threads[i % Math.max(1, threads.length)]?.hex ?? '';
    if (!seen.has(hex)) seen.set(hex, seen.size);
    return seen.get(hex) ?? 0;
  });
}

const blocksOf = (records: StitchRecord[]): number =>
  1 + records.filter((r) => r.kind === 'color-change').length;

function fits(format: string, dx: number, dy: number, max: number): void {
  if (Math.abs(dx) > max || Math.abs(dy) > max)
    throw new Error(`${format} cannot hold ${dx},${dy} in one record`);
}

/** LZH blocks of literals only: the code-length code is one symbol (length 8 for every byte). */
function storedLzh(data: Uint8Array): Uint8Array {
  const bits: number[] = [];
  const put = (count: number, value: number): void => {
    for (let i = count - 1; i >= 0; i--) bits.push((value >> i) & 1);
  };
  for (let start = 0; start < data.length; start += 0xffff) {
    const block = data.subarray(start, start + 0xffff);
    put(16, block.length);
    put(5, 0);
    put(5, 10); // every literal's code length: 10 - 2 = 8
    put(9, 256);
    put(5, 0);
    put(5, 0); // no copies
    for (const b of block) put(8, b);
  }
  while (bits.length % 8) bits.push(0);
  return Uint8Array.from({ length: bits.length / 8 }, (_, i) =>
    bits.slice(i * 8, i * 8 + 8).reduce((v, b) => (v << 1) | b, 0),
  );
}

export function encodeHus(input: EncodeInput): Uint8Array {
  const commands: number[] = [];
  const xs: number[] = [];
  const ys: number[] = [];
  const add = (command: number, dx: number, dy: number): void => {
    commands.push(command);
    xs.push(dx & 0xff);
    ys.push(-dy & 0xff);
  };
  moves(input.records, (kind, dx, dy) => {
    if (kind === 'stitch') {
      fits('HUS', dx, dy, 127);
      add(0x80, dx, dy);
    } else if (kind === 'jump') for (const [sx, sy] of splitMove(dx, dy, 127)) add(0x81, sx, sy);
    else if (kind === 'trim') add(0x88, 0, 0);
    else if (kind === 'color-change') add(0x84, 0, 0);
    else add(0x90, 0, 0);
  });
  const streams = [commands, xs, ys].map((s) => storedLzh(Uint8Array.from(s)));
  const slots = slotsOf(input.threads, blocksOf(input.records));
  const w = new ByteWriter();
  w.u8(0x5b, 0xaf, 0xc8, 0x00).u32le(commands.length).u32le(slots.length);
  w.fill(0, 8); // extents: not read
  const at = 42 + 2 * slots.length;
  w.u32le(at)
    .u32le(at + streams[0].length)
    .u32le(at + streams[0].length + streams[1].length);
  w.ascii((input.name ?? '').slice(0, 8).padEnd(8, '\0'));
  w.u8(0, 0);
  for (const slot of slots) w.u16le(slot);
  for (const stream of streams) for (const b of stream) w.u8(b);
  return w.bytes();
}

export function encodeSew(input: EncodeInput): Uint8Array {
  const slots = slotsOf(input.threads, blocksOf(input.records));
  const w = new ByteWriter();
  w.u16le(slots.length);
  for (const slot of slots) w.u16le(slot + 1);
  w.padTo(0x1d78, 0);
  moves(input.records, (kind, dx, dy) => {
    if (kind === 'stitch') {
      fits('SEW', dx, dy, 127);
      w.s8(dx).s8(-dy);
    } else if (kind === 'jump')
      for (const [sx, sy] of splitMove(dx, dy, 127)) w.u8(0x80, 0x02).s8(sx).s8(-sy);
    else if (kind === 'trim') w.u8(0x80, 0x02, 0, 0);
    else if (kind === 'color-change') w.u8(0x80, 0x01, 0, 0);
    else w.u8(0x80, 0x10);
  });
  return w.bytes();
}

export function encodeU01(input: EncodeInput): Uint8Array {
  const slots = slotsOf(input.threads, blocksOf(input.records));
  const w = new ByteWriter();
  w.fill(0x30, 0x80).padTo(0x100, 0);
  let block = 0;
  const record = (command: number, dx: number, dy: number): void => {
    fits('U01', dx, dy, 255);
    w.u8(0x80 | (dy >= 0 ? 0x40 : 0) | (dx < 0 ? 0x20 : 0) | command, Math.abs(dy), Math.abs(dx));
  };
  record(0x09 + slots[0], 0, 0); // the first needle
  moves(input.records, (kind, dx, dy) => {
    if (kind === 'stitch') record(0x00, dx, dy);
    else if (kind === 'jump') for (const [sx, sy] of splitMove(dx, dy, 255)) record(0x01, sx, sy);
    else if (kind === 'trim') record(0x06, 0, 0);
    else if (kind === 'color-change') record(0x09 + slots[++block], 0, 0);
    else record(0x18, 0, 0);
  });
  return w.bytes();
}

const NOTICE = 'Embroidery disk created using software licensed from Viking Sewing Machines AB, Sweden';

export function encodeShv(input: EncodeInput): Uint8Array {
  const slots = slotsOf(input.threads, blocksOf(input.records));
  // Each colour block's records, in two-byte words.
  const blocks: number[][] = [[]];
  moves(input.records, (kind, dx, dy) => {
    const words = blocks[blocks.length - 1];
    const s16 = (v: number): number[] => [(v >> 8) & 0xff, v & 0xff];
    if (kind === 'stitch') {
      fits('SHV', dx, dy, 127);
      words.push(dx & 0xff, dy & 0xff);
    } else if (kind === 'jump') words.push(0x80, 0x01, ...s16(dx), ...s16(dy), 0x80, 0x02);
    else if (kind === 'trim') words.push(0x80, 0x03);
    else if (kind === 'color-change') blocks.push([]);
  });
  const name = input.name ?? '';
  const w = new ByteWriter();
  w.ascii(NOTICE).u8(name.length).ascii(name);
  w.u8(2, 4, 1, 2, 1, 2); // a 4 × 2 preview and its halves
  w.u8(0x11, 0x11, 0x11, 0x11);
  w.u8(slots.length);
  w.fill(0, 18);
  blocks.forEach((words, i) => {
    w.u32be(words.length / 2)
      .u8(slots[i])
      .fill(0, 5)
      .u8(0, 0, 0, 0);
  });
  for (const words of blocks) w.u8(...words);
  return w.bytes();
}
