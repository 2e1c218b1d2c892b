import { estimate, formatEstimate, type ServiceKey } from '@stitchdesk/shared';
import type { OrderDraft } from './draft.ts';
import { CoverageLine } from './CoverageLine.tsx';

function number(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** The instant estimate from the published tables (docs/product.md §Prices), or the promise of a quote. */
/** What must be chosen before the tables can give a figure; null when enough is chosen. */
function missingChoice(service: ServiceKey, draft: OrderDraft): string | null {
  if ((service === 'digitizing' || service === 'vector') && !draft.designCategory)
    return 'Choose a design category to see the price.';
  if (service === 'patches' && (!draft.patchCategory || number(draft.quantity) === undefined))
    return 'Choose a patch category and quantity to see the price.';
  return null;
}

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
          <p className="mt-2 text-3xl font-extrabold text-brand-900">{formatEstimate(result)}</p>
          <p className="mt-1 text-sm text-brand-800">{result.basis}</p>
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
