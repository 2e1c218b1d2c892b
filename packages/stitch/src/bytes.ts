import { truncated } from './errors.ts';

/** A bounds-checked cursor over bytes: reading past the end raises a `truncated` error. */
export class ByteReader {
  readonly bytes: Uint8Array;
  pos: number;

  constructor(bytes: Uint8Array, pos = 0) {
    this.bytes = bytes;
    this.pos = pos;
  }

  get length(): number {
    return this.bytes.length;
  }

  remaining(): number {
    return this.bytes.length - this.pos;
  }

  need(count: number, what: string): void {
    if (count < 0 || this.pos + count > this.bytes.length) throw truncated(what);
  }

  seek(pos: number, what: string): void {
    if (pos < 0 || pos > this.bytes.length) throw truncated(what);
    this.pos = pos;
  }

  skip(count: number, what: string): void {
    this.need(count, what);
    this.pos += count;
  }

  u8(what: string): number {
    this.need(1, what);
    return this.bytes[this.pos++];
  }

  s8(what: string): number {
    const v = this.u8(what);
    return v > 127 ? v - 256 : v;
  }

  u16le(what: string): number {
    this.need(2, what);
    const b = this.bytes;
    const v = b[this.pos] | (b[this.pos + 1] << 8);
    this.pos += 2;
    return v;
  }

  s16le(what: string): number {
    const v = this.u16le(what);
    return v > 0x7fff ? v - 0x10000 : v;
  }

  u16be(what: string): number {
    this.need(2, what);
    const b = this.bytes;
    const v = (b[this.pos] << 8) | b[this.pos + 1];
    this.pos += 2;
    return v;
  }

  s16be(what: string): number {
    const v = this.u16be(what);
    return v > 0x7fff ? v - 0x10000 : v;
  }

  u24be(what: string): number {
    this.need(3, what);
    const b = this.bytes;
    const v = (b[this.pos] << 16) | (b[this.pos + 1] << 8) | b[this.pos + 2];
    this.pos += 3;
    return v;
  }

  u24le(what: string): number {
    this.need(3, what);
    const b = this.bytes;
    const v = b[this.pos] | (b[this.pos + 1] << 8) | (b[this.pos + 2] << 16);
    this.pos += 3;
    return v;
  }

  u32le(what: string): number {
    this.need(4, what);
    const b = this.bytes;
    const v =
      (b[this.pos] | (b[this.pos + 1] << 8) | (b[this.pos + 2] << 16) | (b[this.pos + 3] << 24)) >>> 0;
    this.pos += 4;
    return v;
  }

  s32le(what: string): number {
    return this.u32le(what) | 0;
  }

  u32be(what: string): number {
    this.need(4, what);
    const b = this.bytes;
    const v =
      ((b[this.pos] << 24) | (b[this.pos + 1] << 16) | (b[this.pos + 2] << 8) | b[this.pos + 3]) >>> 0;
    this.pos += 4;
    return v;
  }

  s32be(what: string): number {
    return this.u32be(what) | 0;
  }

  /** Latin-1 text of `count` bytes; stitch file headers are single-byte text. */
  latin1(count: number, what: string): string {
    this.need(count, what);
    let s = '';
    for (let i = 0; i < count; i++) s += String.fromCharCode(this.bytes[this.pos + i]);
    this.pos += count;
    return s;
  }

  utf8(count: number, what: string): string {
    this.need(count, what);
    const s = new TextDecoder('utf-8', { fatal: false }).decode(
      this.bytes.subarray(this.pos, this.pos + count),
    );
    this.pos += count;
    return s;
  }
}

export function hexOf(rgb: number): string {
  return '#' + (rgb & 0xffffff).toString(16).padStart(6, '0');
}
