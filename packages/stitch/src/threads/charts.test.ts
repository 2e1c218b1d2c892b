import { describe, expect, it } from 'vitest';
import { BROTHER_CHART, BUILT_IN_CHARTS, JANOME_CHART } from './charts.ts';

describe('built-in thread charts', () => {
  it("hold Brother's 64 PEC colours and Janome's 78, each with a code, a name and a colour", () => {
    expect(BROTHER_CHART.threads).toHaveLength(64);
    expect(JANOME_CHART.threads).toHaveLength(78);
    for (const chart of BUILT_IN_CHARTS) {
      const codes = chart.threads.map((t) => t.code);
      expect(new Set(codes).size, chart.id).toBe(codes.length);
      for (const t of chart.threads) {
        expect(t.code).not.toBe('');
        expect(t.name).not.toBe('');
        expect(t.hex).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
    expect(JANOME_CHART.threads[1]).toEqual({ code: '001', name: 'White', hex: '#ffffff' });
    expect(BROTHER_CHART.threads[0]).toEqual({ code: '1', name: 'Prussian Blue', hex: '#0e1f7c' });
  });
});
