import { taxLineLabel, type PriceSummaryResponse } from '@stitchdesk/shared';

/**
 * The lines above an order's total when a Super Rush fee or tax applies (issue 35): the work's
 * price, Super Rush, the subtotal and the tax at the rate and label the order was priced at, as
 * term–value pairs inside the caller's <dl>. Nothing when neither applies (the price is the work's).
 */
export function PriceLines({
  price,
  money,
  termClassName = 'text-slate-600',
}: {
  price: PriceSummaryResponse;
  money(cents: number): string;
  termClassName?: string;
}) {
  if (!hasPriceLines(price) || price.subtotalCents === null) return null;
  const rate = price.taxRatePercent ?? 0;
  const line = (term: string, cents: number) => (
    <>
      <dt className={termClassName}>{term}</dt>
      <dd className="text-slate-900">{money(cents)}</dd>
    </>
  );
  return (
    <>
      {line('Work', price.subtotalCents - price.superRushFeeCents)}
      {price.superRushFeeCents > 0 ? line('Super Rush', price.superRushFeeCents) : null}
      {line('Subtotal', price.subtotalCents)}
      {rate > 0 ? line(taxLineLabel(price.taxLabel, rate), price.taxCents ?? 0) : null}
    </>
  );
}

/** Whether the price is more than the work's: a Super Rush fee or tax is on it. */
export function hasPriceLines(price: PriceSummaryResponse): boolean {
  return price.amountCents !== null && (price.superRushFeeCents > 0 || (price.taxRatePercent ?? 0) > 0);
}
