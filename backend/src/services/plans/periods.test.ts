import { describe, expect, it } from 'vitest';
import { addMonthsUtc, periodAt } from './periods.ts';

const at = (iso: string) => new Date(iso);

describe('plan periods', () => {
  it('adds calendar months in UTC, keeping the day where the month has it', () => {
    expect(addMonthsUtc(at('2026-01-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addMonthsUtc(at('2026-01-31T00:00:00Z'), 2).toISOString()).toBe('2026-03-31T00:00:00.000Z');
    expect(addMonthsUtc(at('2026-11-15T10:00:00Z'), 3).toISOString()).toBe('2027-02-15T10:00:00.000Z');
  });

  it('runs a staff plan month after month from its start; a Stripe plan keeps the period Stripe invoiced', () => {
    const plan = { period_start: at('2026-01-10T00:00:00Z'), period_end: at('2026-02-10T00:00:00Z') };
    expect(periodAt({ ...plan, source: 'staff' }, at('2026-01-20T00:00:00Z')).start).toEqual(
      plan.period_start,
    );
    const third = periodAt({ ...plan, source: 'staff' }, at('2026-03-10T00:00:00Z'));
    expect([third.start.toISOString(), third.end.toISOString()]).toEqual([
      '2026-03-10T00:00:00.000Z',
      '2026-04-10T00:00:00.000Z',
    ]);
    expect(periodAt({ ...plan, source: 'stripe' }, at('2026-03-20T00:00:00Z')).end).toEqual(plan.period_end);
  });
});
