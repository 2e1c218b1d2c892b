import { describe, expect, it } from 'vitest';
import { recordList, type Design } from '../model.ts';
import { readStitchFile } from '../read.ts';
import { summarize } from '../summary.ts';
import { ByteWriter } from '../test/bytes.ts';
import { firstDifference, sampleDesign, stitchPoints } from '../test/designs.ts';
import { encode } from '../test/encoder.ts';

function read(bytes: Uint8Array, fileName = 'design.dst'): Design {
  const result = readStitchFile(bytes, { fileName });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.design;
}

const sample = sampleDesign();
const sampleDst = encode('DST', { ...sample, name: 'COMMERCIAL' });
/** The sample's stitch data without its end record (the last three bytes). */
const withoutEnd = sampleDst.subarray(0, sampleDst.length - 3);
const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

describe('DST read as machines read it', () => {
  it.each([
    ['no end record', withoutEnd],
    ['no end record and two stray bytes', concat(withoutEnd, Uint8Array.from([0x1a, 0x00]))],
    ['no end record and one stray byte', concat(withoutEnd, Uint8Array.from([0x00]))],
    ['bytes after the end record', concat(sampleDst, new TextEncoder().encode('trailing data'))],
  ])('with %s: the whole design', (_, bytes) => {
    const design = read(bytes);
    expect(design.format).toBe('DST');
    expect(firstDifference(stitchPoints(design.records), stitchPoints(sample.records))).toBe(-1);
    expect(summarize(design)).toMatchObject(summarize(read(sampleDst)));
    expect(recordList(design.records).at(-1)?.kind).toBe('end');
  });

  it('takes the design from the data when the header counts and extents disagree with it', () => {
    const bytes = sampleDst.slice();
    const header = 'LA:COMMERCIAL       \rST:      3\rCO:  0\r+X:    1\r-X:    1\r+Y:    1\r-Y:    1\r';
    bytes.fill(0x20, 0, 512);
    bytes.set(new TextEncoder().encode(header), 0);
    bytes[511] = 0x1a;
    expect(summarize(read(bytes))).toEqual(summarize(read(sampleDst)));
  });

  it.each([
    ['NUL padding', 'LOGO\0\0\0\0\0\0\0\0\0\0\0\0', 'LOGO'],
    ['NULs inside', 'AB\0\0CD          ', 'AB CD'],
    ['control bytes and Latin-1', 'Caf\xe9\x01\x02 R\xf6d\x7f     ', 'Café Röd'],
    ['no room before the line ends', '\r               ', undefined],
  ])('reads a label with %s', (_, label, name) => {
    const w = new ByteWriter();
    w.ascii('LA:');
    for (const c of label) w.u8(c.charCodeAt(0));
    w.ascii('\rST:      1\r').padTo(512, 0x20);
    w.u8(0x01, 0x00, 0x03, 0x00, 0x00, 0xf3);
    const design = read(w.bytes());
    expect(design.name).toBe(name);
    expect(summarize(design).stitches).toBe(1);
  });

  it('still refuses bytes only named .dst, without the LA: label, that do not end as a DST does', () => {
    const unlabelled = withoutEnd.slice();
    unlabelled.fill(0x20, 0, 3);
    expect(readStitchFile(unlabelled, { fileName: 'scan.dst' })).toMatchObject({
      ok: false,
      error: { code: 'truncated' },
    });
    expect(readStitchFile(new TextEncoder().encode('just some notes'), { fileName: 'a.dst' })).toMatchObject({
      ok: false,
      error: { code: 'unknown-format' },
    });
  });
});

describe('a damaged DST', () => {
  it('never throws: each byte of the stitch data changed in turn', () => {
    for (let at = 512; at < sampleDst.length; at++) {
      const damaged = sampleDst.slice();
      damaged[at] ^= 0xf0;
      expect(() => readStitchFile(damaged, { fileName: 'damaged.dst' })).not.toThrow();
    }
  });
});
