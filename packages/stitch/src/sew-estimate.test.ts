import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readStitchFile } from './read.ts';
import { DEFAULT_SEW_SETTINGS, sewEstimate, tallyDesign, threadFor } from './sew-estimate.ts';
import { sewCountsOf, summarize } from './summary.ts';

const FORMATS = ['dst', 'pes', 'exp', 'jef', 'vp3', 'xxx'] as const;

function fixture(name: string) {
  const result = readStitchFile(readFileSync(new URL(`./test/fixtures/${name}`, import.meta.url)), {
    fileName: name,
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.design;
}

/*
 * `multi` (test/fixtures/README.md, made by make.py): six blocks, each a jump and then 40
 * penetrations zigzagging 10 mm across and 0.2 mm down. Its stitch lengths are known without any
 * reader: 39 stitches of √(10² + 0.2²) mm per block (the first penetration follows a jump).
 */
const MULTI_STOP_MM = 39 * Math.hypot(10, 0.2);

describe('sew-out estimate on a known design', () => {
  it.each(FORMATS)('multi.%s: the stitch lengths of the drawn design, in every format', (ext) => {
    const tally = tallyDesign(fixture(`multi.${ext}`));
    expect(tally.stitches).toBe(240);
    expect(tally.stops.map((s) => s.stitches)).toEqual([40, 40, 40, 40, 40, 40]);
    for (const stop of tally.stops) expect(stop.sewnMm).toBeCloseTo(MULTI_STOP_MM, 6);
    expect(tally.sewnMm).toBeCloseTo(6 * MULTI_STOP_MM, 6);
  });

  it('gives 2 × the stitch lengths + 2 × the fabric per penetration, 2/3 top and 1/3 bobbin', () => {
    const summary = summarize(fixture('multi.pes'));
    const estimate = sewEstimate(sewCountsOf(summary), { fabricMm: 1 });
    // 2 × 2340.47 mm + 2 × 240 × 1 mm = 5160.94 mm of thread.
    const total = 2 * 6 * MULTI_STOP_MM + 2 * 240 * 1;
    expect(total).toBeCloseTo(5160.94, 2);
    expect(estimate.thread!.top).toBeCloseTo((total * 2) / 3 / 1000, 3);
    expect(estimate.thread!.bobbin).toBeCloseTo(total / 3 / 1000, 3);
    expect(estimate.thread!.top).toBeCloseTo(3.44, 2);
    expect(estimate.thread!.bobbin).toBeCloseTo(1.72, 2);
    // Per colour: each stop a sixth of it, and the stops add up to the whole.
    expect(estimate.stops).toHaveLength(6);
    for (const stop of estimate.stops) expect(stop.thread!.top).toBeCloseTo(estimate.thread!.top / 6, 3);
    const thicker = sewEstimate(sewCountsOf(summary), { fabricMm: 3 });
    // Two more mm per penetration: 2 × 240 × 2 mm = 0.96 m more, 2/3 of it on top.
    expect(thicker.thread!.top - estimate.thread!.top).toBeCloseTo(0.64, 3);
  });

  it('lands near the thread maker’s rule of thumb for ordinary stitches', () => {
    // Madeira: about 5 m top and 3 m bobbin per 1,000 stitches; 3 mm stitches on 1 mm fabric.
    const { top, bobbin } = threadFor(1000 * 3, 1000, 1);
    expect(top).toBeCloseTo(5.33, 2);
    expect(bobbin).toBeCloseTo(2.67, 2);
  });

  it('times stitches at the machine’s speed plus each trim and colour change', () => {
    const summary = summarize(fixture('multi.exp'));
    // EXP spells the six trims as trims, one per block.
    expect(summary).toMatchObject({ stitches: 240, trims: 6, colors: 6 });
    const at1000 = sewEstimate(sewCountsOf(summary), { stitchesPerMinute: 1000 });
    expect(at1000.stitchesPerMinute).toBe(1000);
    const expected = 240 / 1000 + (6 * 4 + 5 * 10) / 60;
    expect(at1000.minutes).toBeCloseTo(expected, 9);
    expect(at1000.runMinutes).toBe(Math.round(expected * 10) / 10);
    // The stops' times (each with the change to it) add up to the whole.
    const sum = at1000.stops.reduce((n, s) => n + s.minutes, 0);
    expect(sum).toBeCloseTo(at1000.minutes, 9);
    const slowTrims = sewEstimate(sewCountsOf(summary), {
      stitchesPerMinute: 1000,
      secondsPerTrim: 10,
      secondsPerColorChange: 60,
    });
    expect(slowTrims.minutes).toBeCloseTo(240 / 1000 + (6 * 10 + 5 * 60) / 60, 9);
  });

  it('takes the defaults for what is not stated, and the summary keeps their figure', () => {
    const summary = summarize(fixture('multi.exp'));
    const estimate = sewEstimate(sewCountsOf(summary));
    expect(estimate.stitchesPerMinute).toBe(DEFAULT_SEW_SETTINGS.stitchesPerMinute);
    expect(summary.runMinutes).toBe(estimate.runMinutes);
    expect(sewEstimate(sewCountsOf(summary), { stitchesPerMinute: 0 }).stitchesPerMinute).toBe(800);
  });

  it('gives no thread for a summary made before stitch lengths were kept, but still a time', () => {
    const { sewOut: _dropped, ...old } = summarize(fixture('multi.exp'));
    const estimate = sewEstimate(sewCountsOf(old), { stitchesPerMinute: 1000 });
    expect(estimate.thread).toBeUndefined();
    expect(estimate.stops).toEqual([]);
    expect(estimate.runMinutes).toBe(Math.round((240 / 1000 + (6 * 4 + 5 * 10) / 60) * 10) / 10);
  });

  it('counts trims of a block that sews nothing with the next stop that sews', () => {
    const design = fixture('multi.pes');
    const tally = tallyDesign(design);
    expect(tally.stops.reduce((n, s) => n + s.trims, 0)).toBe(tally.trims);
  });
});
