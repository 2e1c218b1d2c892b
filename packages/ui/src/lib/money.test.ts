import { describe, expect, it } from 'vitest';
import { dollarsToCents } from './money.ts';

describe('money', () => {
  it('reads typed dollars into exact cents', () => {
    expect(dollarsToCents('75')).toBe(7500);
    expect(dollarsToCents('75.5')).toBe(7550);
    expect(dollarsToCents(' $1,075.05 ')).toBe(107505);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const typed of ['', 'abc', '-5', '1.234', '1e3', '12,34', '.5', '7.']) {
      expect(dollarsToCents(typed), typed).toBeNull();
    }
  });
});
