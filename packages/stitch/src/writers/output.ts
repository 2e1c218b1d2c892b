/**
 * The bytes a writer produces, in one buffer that doubles when full: a 100,000-stitch design is
 * written without an allocation per record.
 */
export class Output {
  private buf: Uint8Array;
  length = 0;

  constructor(expected = 4096) {
    this.buf = new Uint8Array(Math.max(64, expected));
  }

  /** Room for `n` more bytes, so a long run of writes never regrows on the way. */
  reserve(n: number): void {
    if (this.length + n > this.buf.length) this.grow(n);
  }

  private grow(n: number): void {
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.length + n));
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }

  byte(v: number): void {
    if (this.length === this.buf.length) this.grow(1);
    this.buf[this.length++] = v;
  }

  /** Two bytes, the commonest record size, with one bounds check. */
  pair(a: number, b: number): void {
    if (this.length + 2 > this.buf.length) this.grow(2);
    this.buf[this.length++] = a;
    this.buf[this.length++] = b;
  }

  /** Three bytes (a DST record) with one bounds check and no array. */
  triple(a: number, b: number, c: number): void {
    if (this.length + 3 > this.buf.length) this.grow(3);
    this.buf[this.length++] = a;
    this.buf[this.length++] = b;
    this.buf[this.length++] = c;
  }

  bytes(...values: number[]): void {
    if (this.length + values.length > this.buf.length) this.grow(values.length);
    for (const v of values) this.buf[this.length++] = v;
  }

  append(bytes: Uint8Array): void {
    if (this.length + bytes.length > this.buf.length) this.grow(bytes.length);
    this.buf.set(bytes, this.length);
    this.length += bytes.length;
  }

  fill(value: number, count: number): void {
    if (this.length + count > this.buf.length) this.grow(count);
    this.buf.fill(value, this.length, this.length + count);
    this.length += count;
  }

  padTo(at: number, value = 0): void {
    if (at > this.length) this.fill(value, at - this.length);
  }

  u16le(v: number): void {
    this.pair(v & 0xff, (v >> 8) & 0xff);
  }

  u16be(v: number): void {
    this.pair((v >> 8) & 0xff, v & 0xff);
  }

  u24be(v: number): void {
    this.bytes((v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff);
  }

  u32le(v: number): void {
    this.bytes(v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, (v >>> 24) & 0xff);
  }

  u32be(v: number): void {
    this.bytes((v >>> 24) & 0xff, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff);
  }

  f32le(v: number): void {
    const view = new DataView(new ArrayBuffer(4));
    view.setFloat32(0, v, true);
    this.bytes(view.getUint8(0), view.getUint8(1), view.getUint8(2), view.getUint8(3));
  }

  /** Single-byte text: characters outside Latin-1 become `?` (machine headers are not Unicode). */
  latin1(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      this.byte(c < 256 ? c : 0x3f);
    }
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

  patchU32le(at: number, v: number): void {
    this.patchU16le(at, v & 0xffff);
    this.patchU16le(at + 2, (v >>> 16) & 0xffff);
  }

  patchU32be(at: number, v: number): void {
    this.buf[at] = (v >>> 24) & 0xff;
    this.buf[at + 1] = (v >> 16) & 0xff;
    this.buf[at + 2] = (v >> 8) & 0xff;
    this.buf[at + 3] = v & 0xff;
  }

  finish(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

/** A name as a header label: one line of at most `chars` characters ("Untitled" when none). */
export function labelOf(name: string | undefined, chars: number): string {
  let label = '';
  for (const c of name ?? '') label += c < ' ' || c === '\u007f' ? ' ' : c;
  label = label.trim();
  return (label || 'Untitled').slice(0, chars);
}
