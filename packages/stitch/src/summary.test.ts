import { describe, expect, it } from 'vitest';
import { readStitchFile } from './read.ts';
import { recolor } from './recolor.ts';
import {
  DEFAULT_STITCHES_PER_MINUTE,
  SECONDS_PER_COLOR_CHANGE,
  SECONDS_PER_TRIM,
  summarize,
} from './summary.ts';
import { PEC_THREADS, sampleDesign } from './test/designs.ts';
import { encode } from './test/encoder.ts';

describe('summarize', () => {
  const result = readStitchFile(encode('PES', sampleDesign(PEC_THREADS)));
  if (!result.ok) throw new Error(result.error.message);
  const summary = summarize(result.design);

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
      51 / DEFAULT_STITCHES_PER_MINUTE + (2 * SECONDS_PER_TRIM + 2 * SECONDS_PER_COLOR_CHANGE) / 60;
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
