import { describe, expect, it } from 'vitest';
import type { StitchFormat } from './model.ts';
import { STITCH_FORMATS, recordList } from './model.ts';
import { readStitchFile } from './read.ts';
import { summarize } from './summary.ts';
import {
  JEF_THREADS,
  PEC_THREADS,
  countKind,
  firstDifference,
  largeDesign,
  sampleDesign,
  stitchPoints,
} from './test/designs.ts';
import { encode } from './test/encoder.ts';

function read(format: StitchFormat, bytes: Uint8Array) {
  const result = readStitchFile(bytes, { fileName: `design.${format.toLowerCase()}` });
  if (!result.ok) throw new Error(`${format}: ${result.error.code} ${result.error.message}`);
  return result.design;
}

describe.each(STITCH_FORMATS)('%s round trip', (format) => {
  const threads = format === 'JEF' ? JEF_THREADS : PEC_THREADS;

  it('reads back the stitches, trims and colour changes written', () => {
    const input = sampleDesign(threads);
    const design = read(format, encode(format, input));
    expect(design.format).toBe(format);
    expect(firstDifference(stitchPoints(design.records), stitchPoints(input.records))).toBe(-1);
    expect(countKind(recordList(design.records), 'trim')).toBe(countKind(input.records, 'trim'));
    expect(countKind(recordList(design.records), 'color-change')).toBe(2);
    expect(recordList(design.records).at(-1)?.kind).toBe('end');
  });

  it('reads back a 100,000-stitch design', { timeout: 30_000 }, () => {
    const input = largeDesign(100_000, threads);
    const design = read(format, encode(format, input));
    expect(firstDifference(stitchPoints(design.records), stitchPoints(input.records))).toBe(-1);
    const summary = summarize(design);
    expect(summary.stitches).toBe(100_000);
    expect(summary.colors).toBe(5);
    expect(summary.trims).toBe(countKind(input.records, 'trim'));
  });

  it('reads an empty design as no stitches and no colours', () => {
    if (format === 'EXP') {
      // EXP has no header: an empty design is an empty file, which holds no design at all.
      expect(readStitchFile(new Uint8Array(0), { fileName: 'empty.exp' })).toMatchObject({
        ok: false,
        error: { code: 'unknown-format' },
      });
      return;
    }
    const design = read(
      format,
      encode(format, { records: [{ kind: 'end', x: 0, y: 0 }], threads: threads.slice(0, 1) }),
    );
    const summary = summarize(design);
    expect(summary).toMatchObject({
      stitches: 0,
      colors: 0,
      trims: 0,
      widthMm: 0,
      heightMm: 0,
      runMinutes: 0,
    });
    expect(summary.stops).toEqual([]);
  });

  it('reports every truncation as a typed error, or a shorter design where machines read one', () => {
    const bytes = encode(format, sampleDesign(threads));
    const whole = summarize(read(format, bytes)).stitches;
    // Every cut inside the stitch data, and a sample of cuts through the header.
    for (let cut = 0; cut < bytes.length; cut += cut < 600 ? 7 : 1) {
      const result = readStitchFile(bytes.subarray(0, cut), { fileName: `design.${format.toLowerCase()}` });
      if (result.ok) {
        // EXP has no end code, and a DST without its end record is read as machines read it: a
        // cut is a shorter design, never more stitches.
        expect(['EXP', 'DST']).toContain(format);
        expect(summarize(result.design).stitches).toBeLessThanOrEqual(whole);
      } else expect(['truncated', 'unknown-format', 'corrupt']).toContain(result.error.code);
    }
  });
});

describe('thread colours from the file', () => {
  it('PES 6 and VP3 keep the hex, name and catalog number of each thread', () => {
    const threads = [
      { hex: '#123456', name: 'Ink', catalogNumber: '1001' },
      { hex: '#abcdef', name: 'Sky', catalogNumber: '1002' },
      { hex: '#fedcba', name: 'Sand', catalogNumber: '1003' },
    ];
    for (const format of ['PES', 'VP3'] as const) {
      const design = read(format, encode(format, sampleDesign(threads)));
      expect(design.colorSource).toBe('file');
      expect(design.threads).toEqual(threads);
    }
  });

  it('PES without a thread list takes the PEC palette, JEF its palette, XXX its colour table', () => {
    expect(
      read('PES', encode('PES', sampleDesign(PEC_THREADS), { pesVersion: 1 })).threads.map((t) => t.name),
    ).toEqual(['Red', 'Blue', 'Yellow']);
    expect(read('JEF', encode('JEF', sampleDesign(JEF_THREADS))).threads.map((t) => t.hex)).toEqual(
      JEF_THREADS.map((t) => t.hex),
    );
    expect(read('XXX', encode('XXX', sampleDesign(PEC_THREADS))).threads.map((t) => t.hex)).toEqual(
      PEC_THREADS.map((t) => t.hex),
    );
  });
});
