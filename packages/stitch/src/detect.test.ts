import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect.ts';
import { STITCH_FORMATS } from './model.ts';
import { readStitchFile } from './read.ts';
import { writeStitchFile } from './write.ts';
import { JEF_THREADS, largeDesign, sampleDesign } from './test/designs.ts';
import { encode } from './test/encoder.ts';

describe('detectFormat', () => {
  it.each(STITCH_FORMATS.filter((f) => f !== 'EXP'))(
    'recognises %s from its content under a wrong name',
    (format) => {
      const bytes = encode(format, sampleDesign(JEF_THREADS));
      expect(detectFormat(bytes, 'logo.png')).toBe(format);
      // A SEW's records are EXP's byte pairs: an .exp name is taken at its word (see below).
      if (format !== 'SEW') expect(detectFormat(bytes, 'logo.exp')).toBe(format);
      expect(detectFormat(bytes)).toBe(format);
    },
  );

  it('recognises an XXX past 64 KiB, whose 16-bit end offset has wrapped', () => {
    const bytes = encode('XXX', largeDesign(50_000));
    expect(bytes.length).toBeGreaterThan(0x10000);
    expect(detectFormat(bytes, 'big.bin')).toBe('XXX');
  });

  it.each(['ring', 'long', 'multi'])(
    "recognises the independent encoder's %s.xxx by its 32-bit end offset, under any name",
    (name) => {
      const bytes = new Uint8Array(readFileSync(new URL(`./test/fixtures/${name}.xxx`, import.meta.url)));
      expect(detectFormat(bytes, `${name}.bin`)).toBe('XXX');
      expect(detectFormat(bytes)).toBe('XXX');
    },
  );

  it("recognises our own writer's XXX without its extension", () => {
    const read = readStitchFile(encode('DST', sampleDesign()), { fileName: 'logo.dst' });
    if (!read.ok) throw new Error(read.error.message);
    const bytes = writeStitchFile(read.design, 'XXX');
    expect(detectFormat(bytes, 'design.bin')).toBe('XXX');
  });

  it('recognises EXP by its control codes, and trusts its extension only when the bytes fit', () => {
    const bytes = encode('EXP', sampleDesign());
    expect(detectFormat(bytes, 'logo.dst')).toBe('EXP');
    const onlyStitches = Uint8Array.from([1, 2, 3, 4]);
    expect(detectFormat(onlyStitches)).toBeNull();
    expect(detectFormat(onlyStitches, 'LOGO.EXP')).toBe('EXP');
    expect(detectFormat(Uint8Array.from([0x80, 0x33, 0, 0]), 'logo.exp')).toBeNull();
  });

  it('refuses text, images and empty files', () => {
    const text = new TextEncoder().encode('Hello, this is not embroidery at all!!');
    expect(detectFormat(text, 'notes.txt')).toBeNull();
    expect(
      detectFormat(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'a.png'),
    ).toBeNull();
    expect(detectFormat(new Uint8Array(0), 'a.dst')).toBeNull();
  });
});

describe('readStitchFile errors', () => {
  it('gives unknown-format for a file that is no stitch file', () => {
    expect(readStitchFile(new TextEncoder().encode('plain text'), { fileName: 'a.txt' })).toEqual({
      ok: false,
      error: { code: 'unknown-format', message: 'This is not a stitch file we can read.' },
    });
  });

  it('gives too-large past the byte limit or the record limit', () => {
    const bytes = encode('DST', sampleDesign());
    expect(readStitchFile(bytes, { limits: { maxBytes: 600 } })).toMatchObject({
      ok: false,
      error: { code: 'too-large' },
    });
    expect(readStitchFile(bytes, { limits: { maxRecords: 10 } })).toMatchObject({
      ok: false,
      error: { code: 'too-large' },
    });
  });

  it('gives corrupt for an unknown control code and for a PES pointing nowhere', () => {
    expect(
      readStitchFile(Uint8Array.from([1, 1, 0x80, 0x04, 1, 1, 0x80, 0x40, 0, 0]), { fileName: 'a.exp' }),
    ).toMatchObject({ ok: false });
    const pes = encode('PES', sampleDesign());
    pes[8] = 0x20; // PEC offset now points into the header
    pes[9] = 0;
    pes[10] = 0;
    pes[11] = 0;
    expect(readStitchFile(pes)).toMatchObject({ ok: false, error: { code: 'corrupt' } });
  });

  it('gives corrupt for moves that leave any frame (and would overflow the coordinates)', () => {
    const w = [0x7d, 0xff, 0x7f, 0, 0]; // XXX jump of +32767 in x, repeated
    const bytes = new Uint8Array(0x100 + w.length * 40);
    bytes[0x27] = 1;
    for (let i = 0; i < 40; i++) bytes.set(w, 0x100 + i * w.length);
    expect(readStitchFile(bytes, { fileName: 'far.xxx' })).toMatchObject({
      ok: false,
      error: { code: 'corrupt' },
    });
  });

  it('never throws on random bytes behind a real signature', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) & 0xff;
    for (const magic of ['#PES0060', '%vsm%\0', 'LA:', '']) {
      for (let n = 0; n < 200; n++) {
        const bytes = Uint8Array.from({ length: 40 + n * 7 }, random);
        bytes.set(new TextEncoder().encode(magic));
        const result = readStitchFile(bytes, { fileName: 'x.dst' });
        expect(typeof result.ok).toBe('boolean');
      }
    }
  });
});
