import { describe, expect, it } from 'vitest';
import { readStitchFile } from '../read.ts';
import { summarize } from '../summary.ts';
import { designOf } from '../test/conversion.ts';
import { script } from '../test/designs.ts';
import type { Design, Thread } from '../model.ts';
import { JEF_PALETTE } from '../palettes/jef.ts';
import { WRITABLE_FORMATS, writeStitchFile } from '../write.ts';
import { jefHoopCode } from './jef.ts';
import { dstThreadList, writeInf } from './thread-list.ts';

const latin1 = (bytes: Uint8Array, from = 0, to = bytes.length): string =>
  String.fromCharCode(...bytes.subarray(from, to));
const u32le = (b: Uint8Array, at: number): number =>
  (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;
const u16le = (b: Uint8Array, at: number): number => b[at] | (b[at + 1] << 8);

/** Two colour blocks: a 20 × 10 mm zigzag left and above the start, a trim, a second colour. */
function twoColours(threads: Thread[] = [{ hex: '#ffffff' }, { hex: '#000000' }]): Design {
  return designOf(
    script(
      ['jump', -100, -50],
      ['stitch', -100, -50],
      ['stitch', 100, -50],
      ['stitch', 100, 50],
      ['trim', 100, 50],
      ['color-change', 100, 50],
      ['stitch', 90, 40],
      ['end', 90, 40],
    ),
    threads,
    'TWO COLOURS',
  );
}

function header(bytes: Uint8Array): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of latin1(bytes, 0, 512).split('\r')) {
    const match = /^([A-Z+-]{2}):(.*)$/.exec(line);
    if (match) fields[match[1]] = match[2];
  }
  return fields;
}

describe('DST', () => {
  it('states the label, record count, colours, extents and end point in its header', () => {
    const bytes = writeStitchFile(twoColours(), 'DST');
    const h = header(bytes);
    expect(h.LA).toBe('TWO COLOURS     ');
    expect(h.CO.trim()).toBe('2');
    // The jump, 3 stitches (the 20 mm one in two), a trim as 3 jumps, the colour change, 1 stitch.
    expect(Number(h.ST)).toBe(10);
    expect((bytes.length - 512) / 3).toBe(11); // and the end record
    expect([h['+X'], h['-X'], h['+Y'], h['-Y']].map(Number)).toEqual([100, 100, 50, 50]);
    expect([h.AX, h.AY]).toEqual(['+   90', '-   40']);
    expect(h.PD).toBe('******');
    expect(bytes.indexOf(0x1a)).toBeLessThan(512);
    expect(Array.from(bytes.subarray(-3))).toEqual([0x00, 0x00, 0xf3]);
  });

  it('keeps the label on one line of 16 characters', () => {
    const design = { ...twoColours(), name: 'Line one\rLine two and more' };
    expect(header(writeStitchFile(design, 'DST')).LA).toBe('Line one Line tw');
    expect(header(writeStitchFile({ ...design, name: undefined }, 'DST')).LA).toBe('Untitled        ');
  });

  it('never says CO: 0 for a design that sews, and 0 for one that does not', () => {
    const one = designOf(script(['stitch', 10, 0], ['stitch', 20, 0], ['end', 20, 0]), []);
    expect(header(writeStitchFile(one, 'DST')).CO.trim()).toBe('1');
    expect(header(writeStitchFile(designOf(script(['end', 0, 0]), []), 'DST')).CO.trim()).toBe('0');
  });

  it('spells a trim as three jumps that come back to where they began', () => {
    const bytes = writeStitchFile(
      designOf(script(['stitch', 0, 0], ['trim', 0, 0], ['stitch', 0, 0], ['end', 0, 0]), []),
      'DST',
    );
    const records = Array.from({ length: (bytes.length - 512) / 3 }, (_, i) =>
      bytes.subarray(512 + i * 3, 515 + i * 3),
    );
    expect(records.map((r) => r[2])).toEqual([0x03, 0x83, 0x83, 0x83, 0x03, 0xf3]);
    const read = readStitchFile(bytes);
    expect(read.ok && summarize(read.design)).toMatchObject({ stitches: 2, trims: 1, widthMm: 0 });
  });

  it('gives the colour sequence beside the file, and as an .inf thread list', () => {
    const design = twoColours([
      { hex: '#C8102E', name: 'Poppy', catalogNumber: '1147' },
      { hex: '#001f5b', name: 'Navy' },
    ]);
    const stops = dstThreadList(design);
    expect(stops).toEqual([
      { stop: 1, hex: '#c8102e', name: 'Poppy', catalogNumber: '1147', stitches: 3 },
      { stop: 2, hex: '#001f5b', name: 'Navy', stitches: 1 },
    ]);
    const inf = writeInf(stops);
    const view = new DataView(inf.buffer);
    expect([view.getUint32(0), view.getUint32(4), view.getUint32(8), view.getUint32(12)]).toEqual([
      1,
      8,
      inf.length - 12,
      2,
    ]);
    // First record: its length, index 0, RGB, needle 1, name and code each ending in a zero.
    expect(view.getUint16(16)).toBe(11 + 'Poppy'.length + '1147'.length);
    expect(Array.from(inf.subarray(18, 25))).toEqual([0, 0, 0xc8, 0x10, 0x2e, 0, 1]);
    expect(latin1(inf, 25, 36)).toBe('Poppy\u00001147\u0000');
  });
});

describe('JEF', () => {
  it('picks the smallest Janome hoop the design fits', () => {
    expect(jefHoopCode(400, 400)).toBe(1); // 50 × 50
    expect(jefHoopCode(1000, 1000)).toBe(0); // 110 × 110
    expect(jefHoopCode(1200, 1000)).toBe(3); // 126 × 110
    expect(jefHoopCode(1300, 1900)).toBe(2); // 140 × 200
    expect(jefHoopCode(1900, 1900)).toBe(4); // 200 × 200
    expect(jefHoopCode(3000, 3000)).toBe(4);
  });

  it('writes the header: offset, date, colours, length, hoop, extents, palette indices', () => {
    const bytes = writeStitchFile(twoColours(), 'JEF', { date: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) });
    expect(u32le(bytes, 0)).toBe(116 + 2 * 8);
    expect(latin1(bytes, 8, 22)).toBe('20260102030405');
    expect(u32le(bytes, 24)).toBe(2);
    expect(u32le(bytes, 28)).toBe((bytes.length - 132) / 2);
    expect(u32le(bytes, 32)).toBe(1); // 20 × 10 mm: the 50 × 50 hoop
    expect([36, 40, 44, 48].map((at) => u32le(bytes, at))).toEqual([100, 50, 100, 50]);
    // White is Janome 001, black 002: the exact colours, not the nearest of another slot.
    const indices = [u32le(bytes, 116), u32le(bytes, 120)];
    expect(indices.map((i) => JEF_PALETTE[i].catalogNumber)).toEqual(['001', '002']);
    expect(Array.from(bytes.subarray(-2))).toEqual([0x80, 0x10]);
  });

  it('gives two threads that look alike two palette slots', () => {
    const bytes = writeStitchFile(twoColours([{ hex: '#fefefe' }, { hex: '#fdfdfd' }]), 'JEF');
    expect(u32le(bytes, 116)).not.toBe(u32le(bytes, 120));
  });
});

describe('PES', () => {
  it('writes version 1 or 6 with PE-Design objects and the PEC block with its thumbnails', () => {
    for (const pesVersion of [1, 6] as const) {
      const bytes = writeStitchFile(twoColours(), 'PES', { pesVersion });
      expect(latin1(bytes, 0, 8)).toBe(pesVersion === 1 ? '#PES0001' : '#PES0060');
      const text = latin1(bytes);
      expect(text).toContain('CEmbOne');
      expect(text).toContain('CSewSeg');
      const pec = u32le(bytes, 8);
      expect(latin1(bytes, pec, pec + 20)).toBe('LA:TWO COLO        \r');
      expect(bytes[pec + 48]).toBe(1); // two colours
      // The thumbnails follow the stitch data: the whole design and one per colour, 48 × 38 bits.
      const iconsAt = pec + 512 + (bytes[pec + 514] | (bytes[pec + 515] << 8) | (bytes[pec + 516] << 16));
      expect(bytes[iconsAt - 2]).toBe(0xff);
      const trailer = pesVersion === 6 ? 128 + 2 * 0x90 + 2 : 0;
      expect(bytes.length - trailer - iconsAt).toBe(3 * 228);
      expect(bytes.subarray(iconsAt, iconsAt + 228).some((b, i) => i > 30 && b !== 0)).toBe(true);
    }
  });

  it('reads back in version 6 with the name and the threads', () => {
    const design = twoColours([{ hex: '#123456', name: 'Ink', catalogNumber: '7' }, { hex: '#abcdef' }]);
    const read = readStitchFile(writeStitchFile(design, 'PES', { pesVersion: 6 }));
    expect(read.ok && read.design.name).toBe('TWO COLOURS');
    expect(read.ok && read.design.threads).toEqual(design.threads);
  });
});

describe('XXX and VP3', () => {
  it('XXX: colour count at 0x27, the end of the stitches at 0xFC, the colour table after', () => {
    const bytes = writeStitchFile(twoColours(), 'XXX');
    expect(u16le(bytes, 0x27)).toBe(2);
    const end = u32le(bytes, 0xfc);
    expect(Array.from(bytes.subarray(end, end + 4))).toEqual([0x7f, 0x7f, 0x02, 0x14]);
    expect(Array.from(bytes.subarray(end + 6, end + 14))).toEqual([0, 0xff, 0xff, 0xff, 0, 0, 0, 0]);
  });

  it('VP3: one colour block per colour with its thread', () => {
    const bytes = writeStitchFile(twoColours([{ hex: '#c8102e', name: 'Poppy' }, { hex: '#001f5b' }]), 'VP3');
    expect(latin1(bytes, 0, 5)).toBe('%vsm%');
    expect(latin1(bytes)).toContain('Poppy');
    const read = readStitchFile(bytes);
    expect(read.ok && read.design.threads.map((t) => t.hex)).toEqual(['#c8102e', '#001f5b']);
  });
});

describe('every format', () => {
  it.each(WRITABLE_FORMATS)(
    '%s writes an empty design and one with more colours than PEC lists',
    (format) => {
      const empty = writeStitchFile(designOf(script(['end', 0, 0]), []), format);
      const read = readStitchFile(empty, { fileName: `empty.${format.toLowerCase()}` });
      // EXP has no header: an empty design is an empty file.
      if (format === 'EXP') expect(empty.length).toBe(0);
      else expect(read.ok && summarize(read.design).stitches).toBe(0);

      const steps = Array.from({ length: 300 }, (_, i) => [
        { kind: 'stitch' as const, x: i, y: 0 },
        { kind: 'color-change' as const, x: i, y: 0 },
      ]).flat();
      const many = designOf(
        [...steps, { kind: 'end', x: 300, y: 0 }],
        [{ hex: '#ff0000' }, { hex: '#0000ff' }],
      );
      const back = readStitchFile(writeStitchFile(many, format), {
        fileName: `many.${format.toLowerCase()}`,
      });
      expect(back.ok && summarize(back.design)).toMatchObject({ stitches: 300, colors: 300 });
    },
  );
});
