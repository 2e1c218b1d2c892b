/** One line of an order's payments ledger, as far as refunds go (migration 0210). */
export interface LedgerLine {
  id: string;
  /** Positive for a payment, negative for a refund. */
  amountCents: number;
  /** The payment a refund gives back; null for a payment. */
  refundOf: string | null;
}

/**
 * What each payment of a ledger can still give back: its amount less its refunds. Refund lines
 * themselves are not in the map.
 */
export function refundableByPayment(ledger: readonly LedgerLine[]): Map<string, number> {
  const left = new Map<string, number>();
  for (const line of ledger) if (line.refundOf === null) left.set(line.id, line.amountCents);
  for (const line of ledger) {
    if (line.refundOf === null) continue;
    const of = left.get(line.refundOf);
    if (of !== undefined) left.set(line.refundOf, of + line.amountCents);
  }
  return left;
}

/** A slice of a refund: how much one payment gives back. */
export interface RefundSlice {
  paymentId: string;
  amountCents: number;
}

/**
 * Which payments give `amountCents` back: `payments` in the order given (the caller's choice: newest
 * first, or the one payment staff named), each up to what it can still refund. Null when they cannot
 * give back that much between them.
 */
export function allocateRefund(
  payments: readonly { id: string; refundableCents: number }[],
  amountCents: number,
): RefundSlice[] | null {
  const slices: RefundSlice[] = [];
  let left = amountCents;
  for (const payment of payments) {
    if (left === 0) break;
    const take = Math.min(left, payment.refundableCents);
    if (take <= 0) continue;
    slices.push({ paymentId: payment.id, amountCents: take });
    left -= take;
  }
  return left === 0 ? slices : null;
}
