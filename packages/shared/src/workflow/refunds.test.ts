import { describe, expect, it } from 'vitest';
import { allocateRefund, refundableByPayment } from './refunds.ts';

describe('refundableByPayment', () => {
  it('is each payment less its refunds; refund lines are not refundable', () => {
    const left = refundableByPayment([
      { id: 'a', amountCents: 5000, refundOf: null },
      { id: 'b', amountCents: 2000, refundOf: null },
      { id: 'r1', amountCents: -1500, refundOf: 'a' },
      { id: 'r2', amountCents: -500, refundOf: 'a' },
    ]);
    expect([...left]).toEqual([
      ['a', 3000],
      ['b', 2000],
    ]);
  });
});

describe('allocateRefund', () => {
  const payments = [
    { id: 'new', refundableCents: 2000 },
    { id: 'empty', refundableCents: 0 },
    { id: 'old', refundableCents: 5000 },
  ];

  it('takes from the payments in the order given, each up to what it can give back', () => {
    expect(allocateRefund(payments, 1500)).toEqual([{ paymentId: 'new', amountCents: 1500 }]);
    expect(allocateRefund(payments, 3000)).toEqual([
      { paymentId: 'new', amountCents: 2000 },
      { paymentId: 'old', amountCents: 1000 },
    ]);
    expect(allocateRefund(payments, 7000)).toHaveLength(2);
  });

  it('is null when the payments cannot give back that much between them', () => {
    expect(allocateRefund(payments, 7001)).toBeNull();
    expect(allocateRefund([], 1)).toBeNull();
  });
});
