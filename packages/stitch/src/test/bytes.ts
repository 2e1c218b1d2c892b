/** A growable byte buffer for the test encoders and hand-made fixtures. */
export class ByteWriter {
  private buf = new Uint8Array(1024);
  length = 0;

  private ensure(n: number): void {
    if (this.length + n <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.length + n));
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }

  u8(...values: number[]): this {
    this.ensure(values.length);
    for (const v of values) this.buf[this.length++] = v & 0xff;
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
    this.buf[at] = (v >> 24) & 0xff;
    this.buf[at + 1] = (v >> 16) & 0xff;
    this.buf[at + 2] = (v >> 8) & 0xff;
    this.buf[at + 3] = v & 0xff;
  }

  patchU32le(at: number, v: number): void {
    this.buf[at] = v & 0xff;
    this.buf[at + 1] = (v >> 8) & 0xff;
    this.buf[at + 2] = (v >> 16) & 0xff;
    this.buf[at + 3] = (v >> 24) & 0xff;
  }

  patchU16le(at: number, v: number): void {
    this.buf[at] = v & 0xff;
    this.buf[at + 1] = (v >> 8) & 0xff;
  }

  patchU24le(at: number, v: number): void {
    this.buf[at] = v & 0xff;
    this.buf[at + 1] = (v >> 8) & 0xff;
    this.buf[at + 2] = (v >> 16) & 0xff;
  }

  bytes(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

/** Bytes from a list of numbers, for fixtures written out byte by byte. */
export const bytesOf = (...values: number[]): Uint8Array => Uint8Array.from(values);
