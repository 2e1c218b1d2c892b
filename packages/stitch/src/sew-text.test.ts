import { describe, expect, it } from 'vitest';
import { metresText, sewSpeedText, sewTimeText, threadText } from './sew-text.ts';

describe('sew-out texts', () => {
  it('writes a time in seconds under a minute, minutes under an hour, then hours', () => {
    expect(sewTimeText(0)).toBe('0 s');
    expect(sewTimeText(0.001)).toBe('1 s');
    expect(sewTimeText(0.7)).toBe('42 s');
    expect(sewTimeText(12.5)).toBe('12.5 min');
    expect(sewTimeText(59.96)).toBe('60 min');
    expect(sewTimeText(75)).toBe('1 h 15 min');
    expect(sewTimeText(119.6)).toBe('2 h 0 min');
  });

  it('writes the speed and the thread', () => {
    expect(sewSpeedText(1000)).toBe('at 1,000 stitches/min');
    expect(metresText(0.456)).toBe('0.46 m');
    expect(metresText(12.345)).toBe('12.3 m');
    expect(threadText({ top: 3.44, bobbin: 1.72 })).toBe('3.44 m top, 1.72 m bobbin');
  });
});
