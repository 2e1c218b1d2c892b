import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect.ts';
import type { StitchFormat, Thread } from './model.ts';
import { recordList } from './model.ts';
import { readStitchFile } from './read.ts';
import { summarize } from './summary.ts';
import { ByteWriter } from './test/bytes.ts';
import { designOf } from './test/conversion.ts';
import { PEC_THREADS, countKind, sampleDesign, script } from './test/designs.ts';
import { encode } from './test/encoder.ts';

const ADDED: StitchFormat[] = ['PEC', 'HUS', 'SEW', 'U01', 'SHV'];

let seed = 3;
const random = (): number => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};

function read(format: StitchFormat, bytes: Uint8Array) {
  const result = readStitchFile(bytes, { fileName: `design.${format.toLowerCase()}` });
  if (!result.ok) throw new Error(`${format}: ${result.error.code} ${result.error.message}`);
  return result.design;
}

/** Red, navy, red: the third block's thread is the first's again. */
const COMING_BACK: Thread[] = [
  { hex: '#c8102e', name: 'Poppy' },
  { hex: '#001f5b', name: 'Navy' },
  { hex: '#c8102e', name: 'Poppy' },
];

describe('the formats added: PEC, HUS, SEW, U01, SHV', () => {
  it.each(ADDED)('%s: the facts of the sample design', (format) => {
    const input = sampleDesign(PEC_THREADS);
    const design = read(format, encode(format, input));
    expect(design.format).toBe(format);
    const { stitches, colors, trims, widthMm, heightMm } = summarize(designOf(input.records, input.threads));
    expect(summarize(design)).toMatchObject({ stitches, colors, trims, widthMm, heightMm });
  });

  it.each(['HUS', 'SEW', 'U01', 'SHV'] as const)(
    '%s: blocks the file numbers alike keep one colour, in the order’s colours or the default ones',
    (format) => {
      const bytes = encode(format, sampleDesign(COMING_BACK));
      const own = read(format, bytes);
      expect(own.colorSource).toBe('default');
      expect(own.threads[0].hex).toBe(own.threads[2].hex);
      expect(own.threads[0].hex).not.toBe(own.threads[1].hex);
      const ordered = readStitchFile(bytes, {
        fileName: `a.${format.toLowerCase()}`,
        orderColors: [{ hex: '#112233' }, { hex: '#445566' }],
      });
      expect(ordered.ok && ordered.design.threads.map((t) => t.hex)).toEqual([
        '#112233',
        '#445566',
        '#112233',
      ]);
    },
  );

  it('PEC takes its colours from the Brother palette and its name from the label', () => {
    const design = read('PEC', encode('PEC', { ...sampleDesign(PEC_THREADS), name: 'CREST' }));
    expect(design.colorSource).toBe('file');
    expect(design.threads.map((t) => t.name)).toEqual(['Red', 'Blue', 'Yellow']);
    expect(design.name).toBe('CREST');
  });

  it('U01: a stop and a needle change are colour changes; machine data after the design is left', () => {
    const w = new ByteWriter();
    w.padTo(0x100, 0);
    w.u8(0x80 | 0x0b, 0, 0); // needle 3 before anything: the first needle, no change
    w.u8(0x80 | 0x40, 10, 20); // a stitch 2 mm right, 1 mm down
    w.u8(0x80 | 0x20, 10, 20); // 2 mm left, 1 mm up
    w.u8(0x80 | 0x08, 0, 0); // stop
    w.u8(0x80 | 0x40 | 0x01, 100, 0); // a jump 10 mm down
    w.u8(0x80 | 0x06, 0, 0); // trim
    w.u8(0x80 | 0x09, 0, 0); // needle 1
    w.u8(0x80, 0, 5);
    w.u8(0x80 | 0x18, 0, 0); // end
    w.u8(0x2b, 0x01, 0x02); // the machine's own data
    const design = read('U01', w.bytes());
    expect(recordList(design.records)).toEqual(
      script(
        ['stitch', 20, 10],
        ['stitch', 0, 0],
        ['color-change', 0, 0],
        ['jump', 0, 100],
        ['trim', 0, 100],
        ['color-change', 0, 100],
        ['stitch', 5, 100],
        ['end', 5, 100],
      ),
    );
    // Needle 3, 3 again after the stop, then needle 1: two colours.
    expect(design.threads[0].hex).toBe(design.threads[1].hex);
    expect(design.threads[2].hex).not.toBe(design.threads[0].hex);
  });

  it('SHV: records that start two bytes before the colour rows end read the same', () => {
    const bytes = encode('SHV', sampleDesign(PEC_THREADS));
    const design = read('SHV', bytes);
    // The other layout: the last row two bytes shorter, so the records begin inside it.
    const stitchesAt = bytes.length - 2 * recordWords(bytes);
    const shifted = new Uint8Array([...bytes.subarray(0, stitchesAt - 2), ...bytes.subarray(stitchesAt)]);
    expect(recordList(read('SHV', shifted).records)).toEqual(recordList(design.records));
  });

  it('HUS: a header that claims more records than the limit is refused before expanding', () => {
    const bytes = encode('HUS', sampleDesign(PEC_THREADS));
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    view.setUint32(4, 2_000_000, true);
    expect(readStitchFile(bytes, { fileName: 'a.hus' })).toMatchObject({
      ok: false,
      error: { code: 'too-large' },
    });
  });

  it.each(ADDED)('%s: damaged bytes give a typed result, never an exception', (format) => {
    const bytes = encode(format, sampleDesign(PEC_THREADS));
    for (let trial = 0; trial < 200; trial++) {
      const damaged = bytes.slice();
      for (let k = 0; k < 4; k++) damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256);
      const cut = damaged.subarray(0, trial % 2 ? damaged.length : Math.floor(random() * damaged.length));
      const result = readStitchFile(cut, { fileName: `a.${format.toLowerCase()}` });
      if (!result.ok)
        expect(['truncated', 'unknown-format', 'corrupt', 'too-large']).toContain(result.error.code);
      else expect(countKind(recordList(result.design.records), 'end')).toBe(1);
    }
  });
});

/** The two-byte words of an SHV's records: a stitch or trim one, a long move four. */
function recordWords(bytes: Uint8Array): number {
  const kinds = recordList(read('SHV', bytes).records).map((r) => r.kind);
  return (
    kinds.filter((k) => k === 'stitch' || k === 'trim').length + 4 * kinds.filter((k) => k === 'jump').length
  );
}

describe('bytes that are none of the added formats', () => {
  const others: [string, Uint8Array][] = [
    ['text', new TextEncoder().encode('Invoice 2024-11\nThank you for your order. '.repeat(400))],
    ['zeros', new Uint8Array(10_000)],
    [
      'a PNG header',
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(9000)]),
    ],
    ['a ZIP header', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...Array.from({ length: 9000 }, () => 7)])],
    ['random bytes', Uint8Array.from({ length: 9000 }, () => Math.floor(random() * 256))],
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n' + '1 0 obj << /Type /Page >> endobj\n'.repeat(300))],
  ];
  it.each(others)('%s is no stitch file', (_, bytes) => {
    for (const name of [undefined, 'file.bin']) {
      const format = detectFormat(bytes, name);
      expect(format === null || !ADDED.includes(format)).toBe(true);
    }
    expect(readStitchFile(bytes, { fileName: 'file.bin' })).toMatchObject({ ok: false });
  });

  it('an EXP named .exp stays an EXP even where its bytes could pass for a SEW', () => {
    // A first record of (1, 0): a SEW colour count of 1 and a colour number of 0.
    const records = script(
      ['stitch', 1, 0],
      ['stitch', 1, 0],
      ...Array.from(
        { length: 4000 },
        (_, i) => ['stitch', 1 + (i % 2) * 10, 0] as ['stitch', number, number],
      ),
      ['end', 1, 0],
    );
    const bytes = encode('EXP', { records, threads: [] });
    expect(detectFormat(bytes, 'logo.exp')).toBe('EXP');
  });
});
