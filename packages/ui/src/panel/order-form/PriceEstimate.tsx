import {
  estimate,
  formatEstimate,
  formatMoney,
  orderPriceOf,
  taxLineLabel,
  type Estimate,
  type OrderPrice,
  type ServiceKey,
} from '@stitchdesk/shared';
import type { OrderDraft } from './draft.ts';
import { CoverageLine } from './CoverageLine.tsx';
import { usePricingTerms, type PricingTerms } from '../payments/api/pricing-terms.ts';

function number(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** What must be chosen before the tables can give a figure; null when enough is chosen. */
function missingChoice(service: ServiceKey, draft: OrderDraft): string | null {
  if ((service === 'digitizing' || service === 'vector') && !draft.designCategory)
    return 'Choose a design category to see the price.';
  if (service === 'patches' && (!draft.patchCategory || number(draft.quantity) === undefined))
    return 'Choose a patch category and quantity to see the price.';
  return null;
}

/**
 * The estimate with what the shop adds (issue 35): the Super Rush fee when it is ticked and tax at the
 * shop's rate, worked out as the server will (orderPriceOf) for the lowest and highest figure. Null
 * when nothing is added (or the shop's terms are not known yet): the table's figure is the price.
 */
function withExtras(
  service: ServiceKey,
  draft: OrderDraft,
  result: Estimate,
  terms: PricingTerms | undefined,
): { low: OrderPrice; high: OrderPrice; terms: PricingTerms } | null {
  if (!terms) return null;
  const rush = (service === 'digitizing' || service === 'vector') && draft.superRush;
  const price = (dollars: number) =>
    orderPriceOf(Math.round(dollars * 100), {
      superRushFeeCents: rush ? terms.superRushFeeCents : 0,
      taxRatePercent: terms.taxRatePercent,
    });
  const low = price(result.min);
  if (low.superRushFeeCents === 0 && terms.taxRatePercent === 0) return null;
  return { low, high: price(result.max), terms };
}

/** The estimate's total and the lines it is made of: the work, Super Rush, the tax line. */
function EstimateWithExtras({
  basis,
  extras: { low, high, terms },
}: {
  basis: string;
  extras: { low: OrderPrice; high: OrderPrice; terms: PricingTerms };
}) {
  const money = (a: number, b: number) =>
    a === b
      ? formatMoney(a, terms.currency)
      : `${formatMoney(a, terms.currency)} to ${formatMoney(b, terms.currency)}`;
  return (
    <>
      <p className="mt-2 text-3xl font-extrabold text-brand-900">
        {money(low.amountCents, high.amountCents)}
      </p>
      <p className="mt-1 text-sm text-brand-800">{basis}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-800">
        <dt>Work</dt>
        <dd className="text-right">{money(low.workCents, high.workCents)}</dd>
        {low.superRushFeeCents > 0 ? (
          <>
            <dt>Super Rush</dt>
            <dd className="text-right">{money(low.superRushFeeCents, high.superRushFeeCents)}</dd>
          </>
        ) : null}
        {terms.taxRatePercent > 0 ? (
          <>
            <dt>{taxLineLabel(terms.taxLabel, terms.taxRatePercent)}</dt>
            <dd className="text-right">{money(low.taxCents, high.taxCents)}</dd>
          </>
        ) : null}
      </dl>
    </>
  );
}

/** The instant estimate from the published tables (docs/product.md §Prices), or the promise of a quote. */
export function PriceEstimate({
  service,
  draft,
  placing = false,
}: {
  service: ServiceKey;
  draft: OrderDraft;
  /** A new order: say whether the client's monthly plan would cover it. */
  placing?: boolean;
}) {
  const prompt = missingChoice(service, draft);
  const result = estimate(service, {
    designCategory: draft.designCategory || undefined,
    patchCategory: draft.patchCategory || undefined,
    quantity: number(draft.quantity),
    designSize: { height: number(draft.height), width: number(draft.width) },
  });
  const terms = usePricingTerms();
  const extras = result ? withExtras(service, draft, result, terms) : null;
  return (
    <section
      aria-labelledby="price-estimate-heading"
      aria-live="polite"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-5"
    >
      <h2
        id="price-estimate-heading"
        className="text-sm font-semibold tracking-wide text-brand-800 uppercase"
      >
        Instant estimate
      </h2>
      {prompt ? (
        <p className="mt-2 text-sm text-slate-700">{prompt}</p>
      ) : result ? (
        <>
          {extras ? (
            <EstimateWithExtras basis={result.basis} extras={extras} />
          ) : (
            <>
              <p className="mt-2 text-3xl font-extrabold text-brand-900">{formatEstimate(result)}</p>
              <p className="mt-1 text-sm text-brand-800">{result.basis}</p>
            </>
          )}
          {placing ? <CoverageLine service={service} designCategory={draft.designCategory} /> : null}
          <p className="mt-3 text-xs text-slate-600">
            From our published prices; the final price is confirmed with your order.
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          {service === 'customApparel'
            ? 'Custom apparel is priced per order: we will send you a quote after reviewing it.'
            : 'Our published prices do not cover this choice yet; we will quote it after reviewing your order.'}
        </p>
      )}
    </section>
  );
}
