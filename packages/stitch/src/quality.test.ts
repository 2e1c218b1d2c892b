import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STITCH_FORMATS, type Design } from './model.ts';
import { WRITABLE_FORMATS } from './write.ts';
import { checkQuality, MAX_QA_PLACES, type QaFinding } from './quality.ts';
import { readStitchFile } from './read.ts';
import { largeDesign } from './test/designs.ts';
import { encode } from './test/encoder.ts';
import { manyStopsDst } from './test/many-stops.ts';

function read(bytes: Uint8Array, fileName?: string): Design {
  const result = readStitchFile(bytes, { fileName });
  if (!result.ok) throw new Error(result.error.message);
  return result.design;
}
const fixture = (name: string) =>
  read(new Uint8Array(readFileSync(new URL(`./test/fixtures/${name}`, import.meta.url))), name);
const codes = (findings: QaFinding[]) => findings.map((f) => [f.code, f.format ?? null]);
const find = (findings: QaFinding[], code: QaFinding['code'], format?: string) =>
  findings.find((f) => f.code === code && (format === undefined || f.format === format));

/** A design from [kind, x, y] steps in 0.1 mm. */
function design(steps: [number, number, number][], threads = [{ hex: '#000000' }]): Design {
  return {
    format: 'PES',
    records: {
      count: steps.length,
      kinds: Uint8Array.from(steps.map((s) => s[0])),
      xs: Int32Array.from(steps.map((s) => s[1])),
      ys: Int32Array.from(steps.map((s) => s[2])),
    },
    threads,
    colorSource: 'file',
  };
}

describe('checkQuality', () => {
  const long = fixture('long.pes');

  it('finds the 0.2 mm stitches and, for DST and EXP, the 30 mm stitches their step cannot hold', () => {
    const qa = checkQuality(long, { targetFormats: ['PES', 'DST', 'EXP'] });
    // The file starts with a trim and a 30 mm move (how that writer begins a PES).
    expect(codes(qa)).toEqual([
      ['short-stitches', null],
      ['long-stitches', 'DST'],
      ['long-moves', 'DST'],
      ['trims-not-expressible', 'DST'],
      ['no-colours-in-format', 'DST'],
      ['long-stitches', 'EXP'],
      ['long-moves', 'EXP'],
      ['no-colours-in-format', 'EXP'],
    ]);
    const short = find(qa, 'short-stitches');
    // 30 stitches 0.2 mm apart in x and y (0.28 mm), after an 8 mm stitch: 29 too short.
    expect(short).toMatchObject({ severity: 'warning', count: 29 });
    expect(short?.message).toBe(
      '29 stitches are shorter than 0.3 mm: too short to form, they can bunch up or break the thread.',
    );
    expect(short?.where[0]).toEqual({ stitch: 10, xMm: expect.any(Number), yMm: expect.any(Number) });
    const dst = find(qa, 'long-stitches', 'DST');
    // The first 30 mm stitch comes after a move, so 7 follow a stitch.
    expect(dst).toMatchObject({ severity: 'info', count: 7 });
    expect(dst?.message).toBe(
      '7 stitches are longer than the 12.1 mm one DST record holds: the frame moves to each with jumps and the needle sews each as one stitch.',
    );
    expect(dst?.where.map((w) => ('stitch' in w ? w.stitch : 0))).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(find(qa, 'long-stitches', 'EXP')?.message).toContain('12.7 mm');
  });

  it('says when the design is larger than the hoop, or fits only turned', () => {
    // long: 30.0 × 36.2 mm
    expect(checkQuality(long, { targetFormats: [], hoopMm: { widthMm: 30, heightMm: 30 } })).toContainEqual({
      code: 'larger-than-hoop',
      severity: 'error',
      message: 'The design (30.0 × 36.2 mm) is larger than the hoop (30 × 30 mm).',
      where: [{ box: { xMm: 0, yMm: 4, widthMm: 30, heightMm: 36.2 } }],
      count: 1,
    });
    const turned = checkQuality(long, { targetFormats: [], hoopMm: { widthMm: 40, heightMm: 32 } });
    expect(codes(turned)).toContainEqual(['turn-to-fit-hoop', null]);
    const fits = checkQuality(long, { targetFormats: [], hoopMm: { widthMm: 100, heightMm: 100 } });
    expect(codes(fits)).not.toContainEqual(['larger-than-hoop', null]);
    expect(codes(fits)).not.toContainEqual(['turn-to-fit-hoop', null]);
  });

  it('says which formats cannot write a trim as a command, and which carry no colours', () => {
    const multi = fixture('multi.vp3');
    const qa = checkQuality(multi, { targetFormats: WRITABLE_FORMATS });
    expect(find(qa, 'trims-not-expressible', 'DST')).toMatchObject({ severity: 'warning', count: 7 });
    expect(find(qa, 'trims-not-expressible', 'JEF')).toMatchObject({ severity: 'info' });
    for (const format of ['PES', 'EXP', 'VP3', 'XXX'])
      expect(find(qa, 'trims-not-expressible', format)).toBeUndefined();
    expect(qa.filter((f) => f.code === 'no-colours-in-format').map((f) => f.format)).toEqual(['DST', 'EXP']);
  });

  it('counts threads against needles: multi (4 threads over 6 stops) fits 4 needles, not 3', () => {
    const multi = fixture('multi.vp3');
    expect(
      find(checkQuality(multi, { targetFormats: [], needles: 4 }), 'more-threads-than-needles'),
    ).toBeUndefined();
    const three = find(checkQuality(multi, { targetFormats: [], needles: 3 }), 'more-threads-than-needles');
    expect(three).toMatchObject({ severity: 'warning', count: 1 });
    expect(three?.message).toBe(
      'The design sews 4 different threads but the machine has 3 needles: a needle is threaded anew 1 time during the sew-out (first at stop 6).',
    );
    // Stop 6 starts at its 201st stitch.
    expect(three?.where).toEqual([{ stitch: 201, xMm: expect.any(Number), yMm: expect.any(Number) }]);
  });

  it('finds a dense spot and boxes it', () => {
    const steps: [number, number, number][] = [[0, 0, 0]];
    for (let i = 0; i < 200; i++) steps.push([0, 100 + (i % 2) * 5, 100 + (i % 3) * 4]); // 200 in 0.5 × 0.8 mm
    for (let i = 0; i <= 100; i++) steps.push([0, 100 + i * 30, 300]); // a run of 3 mm stitches
    const qa = checkQuality(design(steps), { targetFormats: [] });
    expect(codes(qa)).toEqual([['dense-spots', null]]);
    expect(find(qa, 'dense-spots')).toMatchObject({
      count: 1,
      where: [{ box: { xMm: 10, yMm: 10, widthMm: 2, heightMm: 2 } }],
    });
    expect(
      find(checkQuality(design(steps), { targetFormats: [], densityPerMm2: 60 }), 'dense-spots'),
    ).toBeUndefined();
  });

  it('warns about DST moves long enough for the machine to cut, unless a trim comes first', () => {
    const steps: [number, number, number][] = [
      [0, 0, 0],
      [1, 400, 0], // a 40 mm move without a trim: 4 DST jumps
      [0, 400, 0],
      [2, 400, 0],
      [1, 800, 0], // after a trim
      [0, 800, 0],
    ];
    const qa = checkQuality(design(steps), { targetFormats: ['DST', 'PES'] });
    expect(find(qa, 'long-moves', 'DST')).toMatchObject({ severity: 'info', count: 2 });
    expect(find(qa, 'moves-cut-by-machine', 'DST')).toMatchObject({
      severity: 'warning',
      count: 1,
      where: [{ stitch: 2, xMm: 0, yMm: 0 }],
    });
    expect(find(qa, 'long-moves', 'PES')).toBeUndefined();
  });

  it('warns about DST stitches whose way there takes three jumps, not those it can keep shorter', () => {
    const steps: [number, number, number][] = [
      [0, 0, 0],
      [0, 400, 0], // 40 mm: three DST jumps to reach it, then the stitch
      [0, 700, 0], // 30 mm: two jumps
      [1, 900, 0], // a 20 mm move (two jumps), then a 15 mm stitch (one more)…
      [0, 1050, 0], // …written straight to the stitch: two jumps
    ];
    const qa = checkQuality(design(steps), { targetFormats: ['DST', 'PES'] });
    expect(find(qa, 'moves-cut-by-machine', 'DST')).toMatchObject({
      severity: 'warning',
      count: 1,
      where: [{ stitch: 2, xMm: 0, yMm: 0 }],
      message:
        '1 move or long stitch with the thread on needs 3 or more jumps in a row in DST: machines set to cut on jumps will cut the thread there.',
    });
    expect(find(qa, 'moves-cut-by-machine', 'PES')).toBeUndefined();
  });

  it('flags a file with more stops than a summary lists, and one with no stitches', () => {
    const qa = checkQuality(read(manyStopsDst(150, 2)), { targetFormats: [] });
    expect(find(qa, 'stops-not-listed')).toMatchObject({ severity: 'warning', count: 150 });
    // Past the worksheet's bound too: the stops it sums up instead of listing.
    expect(find(qa, 'worksheet-stops-summed')).toMatchObject({
      severity: 'warning',
      count: 30,
      message: 'Its worksheet lists the first 120 stops and sums up the other 30 stops in one row.',
    });
    expect(
      find(checkQuality(read(manyStopsDst(120, 2)), { targetFormats: [] }), 'worksheet-stops-summed'),
    ).toBeUndefined();
    expect(checkQuality(design([[4, 0, 0]]), { targetFormats: ['DST'] })).toEqual([
      { code: 'no-stitches', severity: 'error', message: 'The file has no stitches.', where: [], count: 1 },
    ]);
  });

  it('lists at most 20 places per finding and counts them all', () => {
    const steps: [number, number, number][] = [];
    for (let i = 0; i < 100; i++) steps.push([0, i * 200, 0]); // 20 mm stitches
    const dst = find(checkQuality(design(steps), { targetFormats: ['DST'] }), 'long-stitches', 'DST');
    expect(dst?.count).toBe(99);
    expect(dst?.where).toHaveLength(MAX_QA_PLACES);
  });

  it('checks a 100,000-stitch design in every format quickly', { timeout: 30_000 }, () => {
    const big = read(encode('PES', largeDesign(100_000)));
    const started = performance.now();
    const qa = checkQuality(big, {
      targetFormats: STITCH_FORMATS,
      hoopMm: { widthMm: 100, heightMm: 100 },
      needles: 4,
    });
    const elapsed = performance.now() - started;
    expect(qa.length).toBeGreaterThan(0);
    // A few milliseconds on a quiet machine; room for a loaded CI runner.
    expect(elapsed).toBeLessThan(1000);
  });
});
