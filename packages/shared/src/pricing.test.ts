import { describe, expect, it } from 'vitest';
import { estimate, formatEstimate, PATCH_PRICES } from './pricing.ts';

describe('estimate', () => {
  it('prices digitizing by category from the flat rates', () => {
    expect(estimate('digitizing', { designCategory: 'Left Chest' })).toMatchObject({ min: 10, max: 10 });
    expect(estimate('digitizing', { designCategory: '3D Puffs' })).toMatchObject({ min: 12, max: 12 });
    expect(estimate('digitizing', { designCategory: 'Applique' })).toMatchObject({ min: 12, max: 12 });
    expect(estimate('digitizing', { designCategory: 'Jacket Back' })).toMatchObject({ min: 25, max: 30 });
    expect(estimate('digitizing', {})).toBeNull();
  });

  it('prices vector work as Regular, Standard or Complex', () => {
    expect(estimate('vector', { designCategory: 'Normal' })?.min).toBe(10);
    expect(estimate('vector', { designCategory: 'Color Separation' })?.min).toBe(15);
    expect(estimate('vector', { designCategory: 'Halftones' })?.min).toBe(25);
  });

  it('prices patches by the smallest package holding the quantity, minimum 10 pieces', () => {
    const base = { patchCategory: 'Woven Patch', designSize: { height: 3, width: 3 } };
    expect(estimate('patches', { ...base, quantity: 1 })?.min).toBe(90);
    expect(estimate('patches', { ...base, quantity: 10 })?.min).toBe(90);
    expect(estimate('patches', { ...base, quantity: 11 })?.min).toBe(110);
    expect(estimate('patches', { ...base, quantity: 200 })?.min).toBe(250);
    expect(estimate('patches', { ...base, patchCategory: 'PVC Patch', quantity: 100 })?.min).toBe(220);
    expect(estimate('patches', { ...base, patchCategory: 'Sublimation Patch', quantity: 25 })?.min).toBe(130);
  });

  it('leaves what the tables do not cover to a quote', () => {
    const base = { patchCategory: 'Woven Patch', quantity: 50 };
    expect(estimate('patches', { ...base, quantity: 201 })).toBeNull();
    expect(estimate('patches', { ...base, designSize: { height: 6.5, width: 2 } })).toBeNull();
    expect(estimate('patches', { ...base, patchCategory: undefined })).toBeNull();
    expect(estimate('customApparel', {})).toBeNull();
  });

  it('keeps the published patch table', () => {
    expect(PATCH_PRICES.tiers.map((t) => [t.quantity, t.standard, t.printed])).toEqual([
      [10, 90, 110],
      [25, 110, 130],
      [50, 150, 180],
      [100, 190, 220],
      [200, 250, 280],
    ]);
  });

  it('formats flat rates and ranges', () => {
    expect(formatEstimate({ min: 10, max: 10, basis: '' })).toBe('$10');
    expect(formatEstimate({ min: 25, max: 30, basis: '' })).toBe('$25 to $30');
  });
});
