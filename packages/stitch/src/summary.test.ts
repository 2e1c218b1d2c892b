import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, type Design } from './model.ts';
import { readStitchFile } from './read.ts';
import { recolor } from './recolor.ts';
import {
  MAX_SUMMARY_BYTES,
  MAX_SUMMARY_STOPS,
  MAX_THREAD_NAME,
  boundSummary,
  summarize,
  type StitchSummary,
} from './summary.ts';
import { DEFAULT_SEW_SETTINGS } from './sew-estimate.ts';
import { PEC_THREADS, sampleDesign } from './test/designs.ts';
import { encode } from './test/encoder.ts';
import { manyStopsDst } from './test/many-stops.ts';

const result = readStitchFile(encode('PES', sampleDesign(PEC_THREADS)));
if (!result.ok) throw new Error(result.error.message);
const summary = summarize(result.design);

describe('summarize', () => {
  it('counts needle penetrations only, and every trim and jump record', () => {
    expect(summary).toMatchObject({
      format: 'PES',
      stitches: 51,
      colors: 3,
      trims: 2,
      // The two moves, and the zero move a PEC trim record carries before the second colour change.
      jumps: 3,
      colorSource: 'file',
    });
  });

  it('measures the extent of the stitched points in mm', () => {
    // x from 0 to 445 (0.1 mm), y from 0 to 780
    expect(summary.widthMm).toBe(44.5);
    expect(summary.heightMm).toBe(78);
  });

  it('lists the stops in sewing order with their stitches', () => {
    expect(summary.stops).toEqual([
      { index: 1, hex: '#ed171f', name: 'Red', stitches: 31 },
      { index: 2, hex: '#0a55a3', name: 'Blue', stitches: 12 },
      { index: 3, hex: '#ffff00', name: 'Yellow', stitches: 8 },
    ]);
    expect(summary.threads).toEqual(summary.stops.map(({ hex, name }) => ({ hex, name })));
  });

  it('estimates the run time from stitches, trims and colour changes at the stated speed', () => {
    const expected =
      51 / DEFAULT_SEW_SETTINGS.stitchesPerMinute +
      (2 * DEFAULT_SEW_SETTINGS.secondsPerTrim + 2 * DEFAULT_SEW_SETTINGS.secondsPerColorChange) / 60;
    expect(summary.runMinutes).toBe(Math.round(expected * 10) / 10);
    const fast = summarize(result.design, { stitchesPerMinute: 51 });
    expect(fast.runMinutes).toBe(Math.round((1 + 28 / 60) * 10) / 10);
  });
});

describe('recolor', () => {
  it('puts the order colours on a file without colours, and leaves file colours alone', () => {
    const dst = readStitchFile(encode('DST', sampleDesign()));
    if (!dst.ok) throw new Error(dst.error.message);
    const before = summarize(dst.design);
    expect(before.colorSource).toBe('default');
    const after = recolor(before, [{ hex: '#00FF00', name: 'Green' }]);
    expect(after.colorSource).toBe('order');
    expect(after.stops.map((s) => [s.hex, s.name, s.stitches])).toEqual([
      ['#00ff00', 'Green', 31],
      ['#00ff00', 'Green', 12],
      ['#00ff00', 'Green', 8],
    ]);
    const withOrder = readStitchFile(encode('DST', sampleDesign()), {
      orderColors: [{ hex: '#00FF00', name: 'Green' }],
    });
    expect(withOrder.ok && summarize(withOrder.design)).toEqual(after);
    const pes = readStitchFile(encode('PES', sampleDesign()));
    if (!pes.ok) throw new Error(pes.error.message);
    const fromFile = summarize(pes.design);
    expect(recolor(fromFile, [{ hex: '#00ff00' }])).toBe(fromFile);
  });
});

describe('bounded summary', () => {
  const utf8Bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

  it('keeps a 4 MiB DST of 200,000 colour changes under 64 KiB, with its totals, quickly', () => {
    const bytes = manyStopsDst(200_000, 6);
    expect(bytes.length).toBeGreaterThanOrEqual(4 * 1024 * 1024);
    const result = readStitchFile(bytes);
    if (!result.ok) throw new Error(result.error.message);
    const started = performance.now();
    const summary = summarize(result.design);
    const elapsed = performance.now() - started;
    expect(utf8Bytes(summary)).toBeLessThanOrEqual(MAX_SUMMARY_BYTES);
    expect(summary).toMatchObject({ stitches: 1_200_000, colors: 200_000, stopsOmitted: 200_000 - 100 });
    expect(summary.stops).toHaveLength(MAX_SUMMARY_STOPS);
    expect(summary.threads).toHaveLength(MAX_SUMMARY_STOPS);
    expect(summary.stops.at(-1)?.index).toBe(MAX_SUMMARY_STOPS);
    // The run time counts every colour change, listed or not.
    expect(summary.runMinutes).toBeGreaterThan((200_000 * DEFAULT_SEW_SETTINGS.secondsPerColorChange) / 60);
    // 28-100 ms here when 8 test runs share 2 cores, once 545 ms: the bound leaves room for such a
    // machine and still fails a summary that walks its stops quadratically (seconds).
    expect(elapsed).toBeLessThan(2000);
  });

  it('stays under 64 KiB with the longest names a file can carry', () => {
    const longName = '漢'.repeat(30_000) + '\u0001'.repeat(1000);
    const blocks = 300;
    const kinds = new Uint8Array(blocks * 2);
    for (let i = 0; i < blocks; i++) kinds[i * 2 + 1] = i + 1 < blocks ? COLOR_CHANGE : END;
    const design: Design = {
      format: 'VP3',
      records: {
        count: kinds.length,
        kinds,
        xs: new Int32Array(kinds.length),
        ys: new Int32Array(kinds.length),
      },
      threads: Array.from({ length: blocks }, () => ({ hex: '#123456', name: longName })),
      colorSource: 'file',
    };
    const summary = summarize(design);
    expect(utf8Bytes(summary)).toBeLessThanOrEqual(MAX_SUMMARY_BYTES);
    expect(summary.stops[0].name).toHaveLength(MAX_THREAD_NAME);
    expect(summary.stops[0].name?.endsWith('…')).toBe(true);
    expect(summary).toMatchObject({ colors: blocks, stopsOmitted: blocks - MAX_SUMMARY_STOPS });
  });

  it('bounds a summary stored before the bound, and leaves a small one as it is', () => {
    const stops = Array.from({ length: 250 }, (_, i) => ({ index: i + 1, hex: '#000000', stitches: 1 }));
    const old: StitchSummary = {
      ...summary,
      colors: 250,
      stops,
      threads: stops.map(() => ({ hex: '#000000' })),
    };
    const bounded = boundSummary(old);
    expect(bounded.stops).toHaveLength(MAX_SUMMARY_STOPS);
    expect(bounded.threads).toHaveLength(MAX_SUMMARY_STOPS);
    expect(bounded).toMatchObject({ colors: 250, stopsOmitted: 150 });
    expect(boundSummary(summary)).toBe(summary);
    expect(summary.stopsOmitted).toBeUndefined();
  });
});
