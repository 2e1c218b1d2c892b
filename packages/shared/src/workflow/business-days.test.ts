import { describe, expect, it } from 'vitest';
import { addBusinessDays, datesAfterApproval, endOfDate, isLaterThanAsked } from './business-days.ts';

describe('business days', () => {
  it('skips Saturdays and Sundays', () => {
    // 2026-01-05 is a Monday.
    expect(addBusinessDays('2026-01-05', 4)).toBe('2026-01-09');
    expect(addBusinessDays('2026-01-08', 4)).toBe('2026-01-14');
    expect(addBusinessDays('2026-01-09', 1)).toBe('2026-01-12');
    expect(addBusinessDays('2026-01-10', 1)).toBe('2026-01-12'); // from a Saturday
    expect(addBusinessDays('2026-01-11', 0)).toBe('2026-01-11');
  });

  it('crosses months and years, and leap days', () => {
    expect(addBusinessDays('2025-12-30', 4)).toBe('2026-01-05');
    expect(addBusinessDays('2028-02-25', 2)).toBe('2028-02-29');
  });

  it('refuses what is not a calendar date', () => {
    expect(() => addBusinessDays('2026-02-30x', 1)).toThrow(RangeError);
    expect(() => addBusinessDays('soon', 1)).toThrow(RangeError);
  });

  it('fixes ship date (+4) and delivery window (+3 to 4) from the approval, in UTC', () => {
    // Approved on a Thursday evening UTC: ship the next Wednesday, arrive the Monday or Tuesday after.
    expect(datesAfterApproval(new Date('2026-01-08T22:30:00Z'))).toEqual({
      estimatedShipDate: '2026-01-14',
      estimatedDelivery: { from: '2026-01-19', to: '2026-01-20' },
    });
    // Approved on a Sunday: counted from the Monday.
    expect(datesAfterApproval(new Date('2026-01-11T10:00:00Z')).estimatedShipDate).toBe('2026-01-15');
  });

  it('ends a date at its last millisecond, and says when an estimate is later than the date asked', () => {
    expect(endOfDate('2026-01-14').toISOString()).toBe('2026-01-14T23:59:59.999Z');
    expect(isLaterThanAsked('2026-01-20', '2026-01-19')).toBe(true);
    expect(isLaterThanAsked('2026-01-20', '2026-01-20')).toBe(false);
    expect(isLaterThanAsked(null, '2026-01-20')).toBe(false);
    expect(isLaterThanAsked('2026-01-20', null)).toBe(false);
  });
});
