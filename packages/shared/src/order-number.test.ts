import { describe, expect, it } from 'vitest';
import { formatOrderNumber, parseOrderNumber } from './order-number.ts';

describe('order numbers', () => {
  it('are written with a leading #', () => {
    expect(formatOrderNumber(1042)).toBe('#1042');
  });

  it('are read from what a person types, with or without the #', () => {
    expect(parseOrderNumber('1042')).toBe(1042);
    expect(parseOrderNumber('#1042')).toBe(1042);
    expect(parseOrderNumber('  # 1042 ')).toBe(1042);
  });

  it('are not read from words, zero or numbers too long for the column', () => {
    expect(parseOrderNumber('logo 1042')).toBeNull();
    expect(parseOrderNumber('#0')).toBeNull();
    expect(parseOrderNumber('1234567890')).toBeNull();
    expect(parseOrderNumber('')).toBeNull();
  });
});
