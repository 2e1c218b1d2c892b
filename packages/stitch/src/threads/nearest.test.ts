import { describe, expect, it } from 'vitest';
import { BROTHER_CHART, JANOME_CHART, type ThreadChart } from './charts.ts';
import { ciede2000, hexToLab } from './lab.ts';
import { nearestThread, stopThread } from './nearest.ts';

describe('nearestThread', () => {
  it('names white as Janome 001, not a near-white', () => {
    expect(nearestThread('#ffffff', JANOME_CHART)).toEqual({
      code: '001',
      name: 'White',
      hex: '#ffffff',
      deltaE: 0,
    });
    expect(nearestThread('#FCFCFC', JANOME_CHART)?.code).toBe('001');
  });

  it('finds each chart colour as itself', () => {
    for (const chart of [BROTHER_CHART, JANOME_CHART]) {
      for (const t of chart.threads) {
        const match = nearestThread(t.hex, chart);
        expect(match?.deltaE).toBe(0);
        expect(match?.hex).toBe(t.hex);
      }
    }
  });

  it('takes the smallest CIEDE2000 difference over the whole chart', () => {
    for (const hex of ['#c8102e', '#001f5b', '#007a33', '#ffb81c', '#7f7f7f', '#e75480']) {
      const match = nearestThread(hex, BROTHER_CHART);
      const target = hexToLab(hex);
      const smallest = Math.min(...BROTHER_CHART.threads.map((t) => ciede2000(target, hexToLab(t.hex))));
      expect(match?.deltaE).toBe(Math.round(smallest * 100) / 100);
      expect(match?.deltaE).toBeGreaterThan(0);
    }
    // Navy is a dark blue, not a grey or a black.
    expect(nearestThread('#001f5b', JANOME_CHART)?.name).toMatch(/blue|navy/i);
  });

  it('takes the first of equal threads, and nothing from an empty chart', () => {
    const chart: ThreadChart = {
      id: 'x',
      brand: 'X',
      name: 'X',
      threads: [
        { code: 'a', name: 'Jet', hex: '#000000' },
        { code: 'b', name: 'Black', hex: '#000000' },
      ],
    };
    expect(nearestThread('#010101', chart)?.code).toBe('a');
    expect(nearestThread('#010101', { ...chart, threads: [] })).toBeNull();
    expect(() => nearestThread('navy', chart)).toThrow(RangeError);
  });
});

describe('stopThread', () => {
  it("is the chart's nearest thread, not pinned, when staff pinned nothing", () => {
    expect(stopThread('#fcfcfc', JANOME_CHART)).toEqual({
      ...nearestThread('#fcfcfc', JANOME_CHART),
      pinned: false,
    });
  });

  it('takes a pinned code over the nearest, with how far it is from the design colour', () => {
    const red = JANOME_CHART.threads.find((t) => t.name === 'Red');
    if (!red) throw new Error('Janome has a red');
    const thread = stopThread('#ffffff', JANOME_CHART, red.code);
    expect(thread).toMatchObject({ code: red.code, name: 'Red', hex: red.hex, pinned: true });
    const expected = ciede2000(hexToLab('#ffffff'), hexToLab(red.hex));
    expect(thread?.deltaE).toBeCloseTo(expected, 2);
    expect(thread?.deltaE).toBeGreaterThan(20);
  });

  it('falls back to the nearest when the pinned code is not in the chart', () => {
    expect(stopThread('#ffffff', JANOME_CHART, 'no-such-code')).toMatchObject({ code: '001', pinned: false });
  });

  it('is null for an empty chart', () => {
    expect(stopThread('#ffffff', { id: 'x', brand: 'X', name: 'X', threads: [] })).toBeNull();
  });
});
