import { describe, expect, it } from 'vitest';
import { countdown, formatSpan } from './countdown.ts';

const now = Date.parse('2026-03-02T12:00:00.000Z');
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

describe('countdown', () => {
  it('says how long is left in whole minutes', () => {
    expect(countdown(at(42), now)).toEqual({ text: 'due in 42 min', overdue: false });
    expect(countdown(at(60), now)).toEqual({ text: 'due in 1 h', overdue: false });
    expect(countdown(at(41.5), now)).toEqual({ text: 'due in 42 min', overdue: false });
    expect(countdown(at(0.5), now)).toEqual({ text: 'due in 1 min', overdue: false });
  });

  it('says how late an order is once the due time has passed', () => {
    expect(countdown(at(-65), now)).toEqual({ text: 'overdue by 1 h 5 min', overdue: true });
    expect(countdown(at(-65.9), now)).toEqual({ text: 'overdue by 1 h 5 min', overdue: true });
    expect(countdown(at(-(2 * 24 * 60 + 180)), now)).toEqual({ text: 'overdue by 2 d 3 h', overdue: true });
  });

  it('spans: days and hours, hours and minutes', () => {
    expect(formatSpan(24 * 60 * 60_000)).toBe('1 d');
    expect(formatSpan(125 * 60_000)).toBe('2 h 5 min');
  });
});
