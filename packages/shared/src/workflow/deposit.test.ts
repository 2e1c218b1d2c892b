import { describe, expect, it } from 'vitest';
import { DEPOSIT_PERCENT, depositAllowsProduction, depositCents, depositOwedCents } from './deposit.ts';

describe('the deposit rule', () => {
  it('asks 50% of a patch price before production, rounded up to the cent, and nothing for other services', () => {
    expect(DEPOSIT_PERCENT).toBe(50);
    expect(depositCents('patches', 15000)).toBe(7500);
    expect(depositCents('patches', 15001)).toBe(7501);
    expect(depositCents('patches', null)).toBe(0);
    expect(depositCents('customApparel', 50000)).toBe(0);
    expect(depositOwedCents('patches', 15000, 5000)).toBe(2500);
    expect(depositOwedCents('patches', 15000, 9000)).toBe(0);
  });

  it('lets production start once a patch order is priced and its deposit paid; other services never wait', () => {
    expect(depositAllowsProduction('patches', null, 0)).toBe(false);
    expect(depositAllowsProduction('patches', 15000, 7499)).toBe(false);
    expect(depositAllowsProduction('patches', 15000, 7500)).toBe(true);
    expect(depositAllowsProduction('digitizing', null, 0)).toBe(true);
    expect(depositAllowsProduction('customApparel', 50000, 0)).toBe(true);
  });
});
