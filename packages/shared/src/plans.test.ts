import { describe, expect, it } from 'vitest';
import { coverageLine, PLAN_CATALOGUE, planOffer, planUnitOf } from './plans.ts';

describe('the monthly plans catalogue', () => {
  it('counts what the spec publishes for each plan', () => {
    expect(planOffer('digitizing', 'Silver')).toMatchObject({
      priceCents: 50_000,
      includes: '50 left chests and 10 jacket backs',
      allowance: { left_chest: 50, jacket_back: 10 },
    });
    expect(planOffer('digitizing', 'Gold').allowance).toEqual({ left_chest: 80, jacket_back: 15 });
    expect(planOffer('digitizing', 'Diamond').allowance).toEqual({ left_chest: 120, jacket_back: 30 });
    expect(planOffer('digitizing', 'Platinum').allowance).toEqual({ left_chest: null, jacket_back: null });
    expect(planOffer('vector', 'Gold')).toMatchObject({ priceCents: 80_000, allowance: { design: 100 } });
    expect(planOffer('vector', 'Platinum').allowance).toEqual({ design: null });
    expect(PLAN_CATALOGUE).toHaveLength(8);
  });

  it('names what an order uses: left chests, 3D puffs and applique alike; jacket backs; any vector design', () => {
    expect(planUnitOf('digitizing', 'Left Chest')?.unit).toBe('left_chest');
    expect(planUnitOf('digitizing', '3D Puffs')?.unit).toBe('left_chest');
    expect(planUnitOf('digitizing', 'Applique')?.unit).toBe('left_chest');
    expect(planUnitOf('digitizing', 'Jacket Back')?.unit).toBe('jacket_back');
    expect(planUnitOf('vector', 'Halftones')?.unit).toBe('design');
    expect(planUnitOf('patches', undefined)).toBeNull();
    expect(planUnitOf('digitizing', undefined)).toBeNull();
  });

  it('words the order form’s line', () => {
    expect(coverageLine('Gold', 'left_chest', 37, 80)).toBe(
      'Covered by your Gold plan — 37 of 80 left chests left this month',
    );
    expect(coverageLine('Platinum', 'design', null, null)).toBe(
      'Covered by your Platinum plan — unlimited designs',
    );
  });
});
