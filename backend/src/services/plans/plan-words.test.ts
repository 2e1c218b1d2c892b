import { describe, expect, it } from 'vitest';
import { planCheckoutOpenMessage, planInForceMessage } from './plan-words.ts';

describe('why a second plan of a service is refused', () => {
  const row = {
    plan: 'Gold' as const,
    service: 'digitizing' as const,
    period_end: new Date('2026-12-31T23:30:00.000Z'),
  };

  it('names the plan and its day in UTC, by how it stands', () => {
    expect(planInForceMessage({ ...row, status: 'active', source: 'stripe' })).toBe(
      'You already have the Gold digitizing plan, renewing on Dec 31, 2026: a second subscription cannot start while it runs. Cancel it, and a new one can start once it has ended',
    );
    for (const status of ['canceling', 'ended'] as const)
      expect(planInForceMessage({ ...row, status, source: 'stripe' })).toBe(
        'You already have the Gold digitizing plan until Dec 31, 2026: a new one can start once it has ended',
      );
    expect(
      planInForceMessage({ ...row, service: 'vector', plan: 'Silver', status: 'active', source: 'staff' }),
    ).toBe('You already have the Silver vector art plan, arranged with our team: contact us to change it');
  });

  it('says until when an open checkout blocks another, in words', () => {
    expect(planCheckoutOpenMessage('Diamond', 'vector', new Date('2026-12-03T11:31:00.000Z'))).toBe(
      'You are already buying the Diamond vector art plan in another window: finish paying there, or start again after Dec 3, 2026, 11:31 AM UTC',
    );
  });
});
