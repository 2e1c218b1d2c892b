import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatCents } from './money.ts';

describe('money', () => {
  it('formats cents as dollars', () => {
    expect(formatCents(15000)).toBe('$150.00');
    expect(formatCents(7550)).toBe('$75.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
  });

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
