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
    this.take(count, what);
  }

  u8(what: string): number {
    this.need(1, what);
    return this.bytes[this.pos++];
  }

  s8(what: string): number {
    const v = this.u8(what);
    return v > 127 ? v - 256 : v;
  }

  /** Checks that `count` bytes are there, moves past them and returns where they start. */
  private take(count: number, what: string): number {
    this.need(count, what);
    const at = this.pos;
    this.pos += count;
    return at;
  }

  u16le(what: string): number {
    const p = this.take(2, what);
    return this.bytes[p] | (this.bytes[p + 1] << 8);
  }

  s16le(what: string): number {
    const v = this.u16le(what);
    return v > 0x7fff ? v - 0x10000 : v;
  }

  u16be(what: string): number {
    const p = this.take(2, what);
    return (this.bytes[p] << 8) | this.bytes[p + 1];
  }

  s16be(what: string): number {
    const v = this.u16be(what);
    return v > 0x7fff ? v - 0x10000 : v;
  }

  u24be(what: string): number {
    const p = this.take(3, what);
    const b = this.bytes;
    return (b[p] << 16) | (b[p + 1] << 8) | b[p + 2];
  }

  u24le(what: string): number {
    const p = this.take(3, what);
    const b = this.bytes;
    return b[p] | (b[p + 1] << 8) | (b[p + 2] << 16);
  }

  u32le(what: string): number {
    const p = this.take(4, what);
    const b = this.bytes;
    return (b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24)) >>> 0;
  }

  s32le(what: string): number {
    return this.u32le(what) | 0;
  }

  u32be(what: string): number {
    const p = this.take(4, what);
    const b = this.bytes;
    return ((b[p] << 24) | (b[p + 1] << 16) | (b[p + 2] << 8) | b[p + 3]) >>> 0;
  }

  s32be(what: string): number {
    return this.u32be(what) | 0;
  }

  /** Latin-1 text of `count` bytes; stitch file headers are single-byte text. */
  latin1(count: number, what: string): string {
    const p = this.take(count, what);
    let s = '';
    for (let i = 0; i < count; i++) s += String.fromCharCode(this.bytes[p + i]);
    return s;
  }

  utf8(count: number, what: string): string {
    const p = this.take(count, what);
    return new TextDecoder('utf-8', { fatal: false }).decode(this.bytes.subarray(p, p + count));
  }
}

export function hexOf(rgb: number): string {
  return '#' + (rgb & 0xffffff).toString(16).padStart(6, '0');
}
