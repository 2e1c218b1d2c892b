import { describe, expect, it } from 'vitest';
import { checkSize } from './size-check.ts';
import type { StitchSummary } from './summary.ts';

const summary = (widthMm: number, heightMm: number) => ({ widthMm, heightMm }) as StitchSummary;

describe('checkSize', () => {
  it('passes a design within 5% of the ordered inches', () => {
    // 4 in = 101.6 mm; 3 in = 76.2 mm
    const check = checkSize(summary(105, 74), { widthIn: 4, heightIn: 3 });
    expect(check.flagged).toBe(false);
    expect(check.orderedWidthMm).toBe(101.6);
    expect(check.widthDeviation).toBeCloseTo(0.0335, 3);
  });

  it('flags more than 5% off in either dimension', () => {
    expect(checkSize(summary(101.6, 80.1), { widthIn: 4, heightIn: 3 }).flagged).toBe(true);
    expect(checkSize(summary(96.4, 76.2), { widthIn: 4, heightIn: 3 }).flagged).toBe(true);
  });

  it('checks only the dimensions the order gives', () => {
    const check = checkSize(summary(300, 76.2), { heightIn: 3 });
    expect(check).toMatchObject({ flagged: false, widthDeviation: null, orderedWidthMm: null });
  });
});
