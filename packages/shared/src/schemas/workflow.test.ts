import { describe, expect, it } from 'vitest';
import { earliestPaymentDate, paymentDateProblem } from './workflow.ts';

describe('payment dates', () => {
  const placedAt = new Date('2026-03-10T15:00:00.000Z');

  it('go back to a year before the order', () => {
    expect(earliestPaymentDate(placedAt).toISOString()).toBe('2025-03-10T15:00:00.000Z');
    expect(paymentDateProblem('2025-03-10T15:00:00.000Z', placedAt)).toBeNull();
    expect(paymentDateProblem(new Date('2026-01-05'), placedAt)).toBeNull();
  });

  it('not to 0001-01-01 nor a day more than a year before, saying the earliest day in words', () => {
    for (const paidAt of ['0001-01-01', '2025-03-09T00:00:00.000Z']) {
      expect(paymentDateProblem(paidAt, placedAt)).toBe(
        'The payment date cannot be earlier than March 10, 2025, a year before the order was placed',
      );
    }
  });
});
