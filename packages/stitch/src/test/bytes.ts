import { Output } from '../writers/output.ts';

/** A growable byte buffer for the test encoders and hand-made fixtures. */
export class ByteWriter {
  // The writers' own buffer, so the patches (offsets filled in after the fact) are the ones they use.
  private out = new Output(1024);

  get length(): number {
    return this.out.length;
  }

  u8(...values: number[]): this {
    this.out.bytes(...values.map((v) => v & 0xff));
    return this;
  }
  s8(v: number): this {
    if (v < -128 || v > 127) throw new Error(`${v} does not fit a signed byte`);
    return this.u8(v);
  }

  u16le(v: number): this {
    return this.u8(v, v >> 8);
  }

  u16be(v: number): this {
    return this.u8(v >> 8, v);
  }

  u24be(v: number): this {
    return this.u8(v >> 16, v >> 8, v);
  }

  u24le(v: number): this {
    return this.u8(v, v >> 8, v >> 16);
  }

  u32le(v: number): this {
    return this.u8(v, v >> 8, v >> 16, v >> 24);
  }

  u32be(v: number): this {
    return this.u8(v >> 24, v >> 16, v >> 8, v);
  }

  ascii(text: string): this {
    for (let i = 0; i < text.length; i++) this.u8(text.charCodeAt(i));
    return this;
  }

  fill(value: number, count: number): this {
    for (let i = 0; i < count; i++) this.u8(value);
    return this;
  }

  /** Pads with `value` up to absolute offset `at`. */
  padTo(at: number, value = 0): this {
    if (this.length > at) throw new Error(`already past ${at}`);
    return this.fill(value, at - this.length);
  }

  patchU32be(at: number, v: number): void {
    this.out.patchU32be(at, v);
  }

  patchU32le(at: number, v: number): void {
    this.out.patchU32le(at, v);
  }

  patchU16le(at: number, v: number): void {
    this.out.patchU16le(at, v);
  }

  patchU24le(at: number, v: number): void {
    this.out.patchU24le(at, v);
  }

  bytes(): Uint8Array {
    return this.out.finish();
  }
}
/** Bytes from a list of numbers, for fixtures written out byte by byte. */
export const bytesOf = (...values: number[]): Uint8Array => Uint8Array.from(values);
