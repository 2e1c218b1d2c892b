/*
 * What an order costs (issue 35): the work's price, the Super Rush fee when the order is Super Rush,
 * and tax on both at the shop's rate. Every place that prices an order (placement, an offer, a
 * reorder, staff's price, a revision's repricing) and every place that shows a price (the order's
 * answer, the invoice, the order form's estimate) works it out here, so they never disagree.
 */

/** Tax is counted in basis points (1 % = 100) so that 8.25 % is exact: 825. */
export const BASIS_POINTS_PER_PERCENT = 100;

/** A percentage with at most two decimals as basis points: 8.25 → 825. */
export function basisPointsOf(taxRatePercent: number): number {
  return Math.round(taxRatePercent * BASIS_POINTS_PER_PERCENT);
}

/** Basis points as the percentage people read: 825 → 8.25. */
export function percentOf(basisPoints: number): number {
  return basisPoints / BASIS_POINTS_PER_PERCENT;
}

/** A rate as the invoice writes it beside the tax label: 8.25 → "8.25%", 8 → "8%", 7.5 → "7.5%". */
export function formatTaxRate(taxRatePercent: number): string {
  return `${taxRatePercent.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

/** The tax line's words, as the invoice and the order pages write them: "Sales tax (8.25%)". */
export function taxLineLabel(taxLabel: string | null, taxRatePercent: number): string {
  return `${taxLabel ?? 'Tax'} (${formatTaxRate(taxRatePercent)})`;
}

/**
 * Tax on `subtotalCents` at `taxRatePercent`, in whole cents rounded half up (1.5 cents → 2); 0 when
 * the rate is 0. Worked in integers (cents × basis points), so no floating-point drift moves a half.
 */
export function taxCentsOf(subtotalCents: number, taxRatePercent: number): number {
  const scaled = subtotalCents * basisPointsOf(taxRatePercent);
  const per = 100 * BASIS_POINTS_PER_PERCENT;
  return Math.floor((scaled + per / 2) / per);
}

/** The terms an order is priced on, fixed on the order when it is first priced (a later settings change moves nothing). */
export interface PriceTerms {
  /** The settings' Super Rush fee when the order is Super Rush; 0 otherwise. */
  superRushFeeCents: number;
  taxRatePercent: number;
}

export interface OrderPrice {
  /** The work's price: the flat rate, staff's price or the offer's (0 when a plan covers it). */
  workCents: number;
  superRushFeeCents: number;
  /** Work + Super Rush fee. */
  subtotalCents: number;
  taxCents: number;
  /** What the client owes: subtotal + tax (`price.amountCents`). */
  amountCents: number;
}

/** An order's price from the work's price and its terms. */
export function orderPriceOf(workCents: number, terms: PriceTerms): OrderPrice {
  const subtotalCents = workCents + terms.superRushFeeCents;
  const taxCents = taxCentsOf(subtotalCents, terms.taxRatePercent);
  return {
    workCents,
    superRushFeeCents: terms.superRushFeeCents,
    subtotalCents,
    taxCents,
    amountCents: subtotalCents + taxCents,
  };
}
