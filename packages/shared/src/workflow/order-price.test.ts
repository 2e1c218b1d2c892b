import { describe, expect, it } from 'vitest';
import { basisPointsOf, formatTaxRate, orderPriceOf, taxCentsOf, taxLineLabel } from './order-price.ts';

describe('orderPriceOf', () => {
  it('adds the Super Rush fee to the work and taxes both', () => {
    expect(orderPriceOf(1000, { superRushFeeCents: 1500, taxRatePercent: 8.25 })).toEqual({
      workCents: 1000,
      superRushFeeCents: 1500,
      subtotalCents: 2500,
      // 2500 × 8.25 % = 206.25 cents → 206
      taxCents: 206,
      amountCents: 2706,
    });
  });

  it('at rate 0 and no fee, the total is the work’s price', () => {
    expect(orderPriceOf(1200, { superRushFeeCents: 0, taxRatePercent: 0 })).toEqual({
      workCents: 1200,
      superRushFeeCents: 0,
      subtotalCents: 1200,
      taxCents: 0,
      amountCents: 1200,
    });
  });

  it('a covered order ($0.00 work) owes the fee and its tax when Super Rush', () => {
    expect(orderPriceOf(0, { superRushFeeCents: 1500, taxRatePercent: 10 }).amountCents).toBe(1650);
    expect(orderPriceOf(0, { superRushFeeCents: 0, taxRatePercent: 10 }).amountCents).toBe(0);
  });
});

describe('taxCentsOf', () => {
  it('rounds half a cent up', () => {
    // 10 × 5 % = 0.5 cent → 1; 30 × 8.25 % = 2.475 → 2; 1000 × 8.25 % = 82.5 → 83
    expect(taxCentsOf(10, 5)).toBe(1);
    expect(taxCentsOf(30, 8.25)).toBe(2);
    expect(taxCentsOf(1000, 8.25)).toBe(83);
    expect(taxCentsOf(1001, 8.25)).toBe(83);
    // 0.35 % of 100 cents is 0.35 → 0; of 200 cents 0.7 → 1
    expect(taxCentsOf(100, 0.35)).toBe(0);
    expect(taxCentsOf(200, 0.35)).toBe(1);
  });

  it('is exact where floating point would drift below the half', () => {
    // 3000 × 1.15 / 100 is 34.49999… in floating point; the exact 34.5 cents rounds up to 35
    expect(taxCentsOf(3000, 1.15)).toBe(35);
    expect(taxCentsOf(3000, 4.35)).toBe(131);
  });

  it('is 0 at rate 0 and on nothing', () => {
    expect(taxCentsOf(123_456, 0)).toBe(0);
    expect(taxCentsOf(0, 8.25)).toBe(0);
  });

  it('takes 100 % as the whole subtotal', () => {
    expect(taxCentsOf(999, 100)).toBe(999);
  });
});

describe('rates', () => {
  it('keeps two decimals exact as basis points', () => {
    expect(basisPointsOf(8.25)).toBe(825);
    expect(basisPointsOf(0.07)).toBe(7);
    expect(basisPointsOf(4.35)).toBe(435);
  });

  it('writes a rate as the invoice prints it', () => {
    expect(formatTaxRate(8.25)).toBe('8.25%');
    expect(formatTaxRate(8)).toBe('8%');
    expect(formatTaxRate(7.5)).toBe('7.5%');
    expect(taxLineLabel('Sales tax', 8.25)).toBe('Sales tax (8.25%)');
    expect(taxLineLabel(null, 5)).toBe('Tax (5%)');
  });
});
