import { describe, expect, it } from 'vitest';
import { formatCents, listPriceCents, priceSummary } from './money.ts';

describe('money', () => {
  it('formats cents as dollars', () => {
    expect(formatCents(7500)).toBe('$75.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
  });

  it('prices from the published tables, the same figures the pricing pages show', () => {
    expect(listPriceCents('digitizing', { designCategory: 'Left Chest' })).toBe(1000);
    expect(listPriceCents('digitizing', { designCategory: '3D Puffs' })).toBe(1200);
    expect(listPriceCents('vector', { designCategory: 'Halftones' })).toBe(2500);
    // Patches: the smallest package holding the quantity, by type; the minimum is 10 pieces.
    const patch = (patchCategory: string, quantity: number) =>
      listPriceCents('patches', { patchCategory, quantity, designSize: { height: 3, width: 3 } });
    expect(patch('Embroidery Patch', 50)).toBe(15000);
    expect(patch('Embroidery Patch', 51)).toBe(19000);
    expect(patch('PVC Patch', 3)).toBe(11000);
    expect(patch('Chenille Patch', 200)).toBe(25000);
  });

  it('leaves to staff what the tables do not decide', () => {
    const patch = (quantity: number, height = 3) =>
      listPriceCents('patches', { patchCategory: 'Woven Patch', quantity, designSize: { height, width: 3 } });
    expect(patch(201)).toBeNull();
    expect(patch(50, 7)).toBeNull();
    expect(listPriceCents('customApparel', {})).toBeNull();
    // Jacket backs are published as a range ($25 to $30): staff confirm the figure.
    expect(listPriceCents('digitizing', { designCategory: 'Jacket Back' })).toBeNull();
  });

  it('sums up a price with what is paid, the balance and the deposit still owed', () => {
    expect(priceSummary('patches', 15000, 5000)).toEqual({
      amountCents: 15000,
      paidCents: 5000,
      balanceCents: 10000,
      depositDueCents: 2500,
    });
    expect(priceSummary('patches', null, 0)).toEqual({
      amountCents: null,
      paidCents: 0,
      balanceCents: 0,
      depositDueCents: 0,
    });
  });
});
