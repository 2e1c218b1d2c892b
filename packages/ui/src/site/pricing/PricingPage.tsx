import { Link } from 'react-router-dom';
import {
  DIGITIZING_PRICES,
  formatUsd,
  PATCH_PRICES,
  VECTOR_PRICES,
  type PublicServiceSlug,
} from '@stitchdesk/shared';
import { CheckIcon } from '../components/CheckIcon.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { PageHero } from '../layout/PageHero.tsx';
import { SERVICE_LIST } from '../services/service-content.ts';

const lowest = (amounts: readonly number[]) => formatUsd(Math.min(...amounts));

/** The "from" price and the highlights of each service, all read from the published tables. */
const SUMMARIES: Record<PublicServiceSlug, { from: string; per: string; points: string[] }> = {
  digitizing: {
    from: lowest(DIGITIZING_PRICES.flat.map((rate) => rate.amount)),
    per: 'per design',
    points: [
      DIGITIZING_PRICES.note,
      `Monthly contracts from ${lowest(DIGITIZING_PRICES.monthly.map((plan) => plan.price))}`,
    ],
  },
  vector: {
    from: lowest(VECTOR_PRICES.flat.map((rate) => rate.amount)),
    per: 'per design',
    points: [
      `${VECTOR_PRICES.flat.length} flat rates by complexity`,
      `Monthly contracts from ${lowest(VECTOR_PRICES.monthly.map((plan) => plan.price))}`,
    ],
  },
  patches: {
    from: lowest(PATCH_PRICES.tiers.map((tier) => tier.standard)),
    per: `for ${PATCH_PRICES.tiers[0].quantity} pcs`,
    points: [
      PATCH_PRICES.note,
      `Packages up to ${PATCH_PRICES.tiers[PATCH_PRICES.tiers.length - 1].quantity} pcs`,
    ],
  },
};

/** /pricing: one card per service with its starting price, each leading to the full price list. */
export default function PricingPage() {
  useDocumentTitle('Pricing');
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title={
          <>
            Simple, <span className="whitespace-nowrap">flat-rate pricing</span>
          </>
        }
      >
        No hourly billing and no stitch counts: pick a service to see every price, from single designs to
        monthly contracts.
      </PageHero>
      <section aria-label="Prices by service" className="px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
        <ul className="mx-auto grid max-w-6xl gap-6 md:grid-cols-3">
          {SERVICE_LIST.map((service) => {
            const summary = SUMMARIES[service.slug];
            return (
              <li key={service.slug}>
                <Link
                  to={`/pricing/${service.slug}`}
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition hover:-translate-y-1 hover:border-brand-200 hover:shadow-xl hover:shadow-brand-900/10"
                >
                  <h2 className="text-xl font-bold">{service.title}</h2>
                  <p className="mt-5 text-sm font-medium text-slate-500">Starting at</p>
                  <p className="flex items-baseline gap-1.5">
                    <span className="text-5xl font-extrabold tracking-tight text-slate-900">
                      {summary.from}
                    </span>
                    <span className="text-sm font-medium text-slate-500">{summary.per}</span>
                  </p>
                  <ul className="mt-6 flex flex-1 flex-col gap-3">
                    {summary.points.map((point) => (
                      <li key={point} className="flex gap-2.5 text-slate-700">
                        <CheckIcon className="mt-0.5 size-5 text-brand-600" />
                        {point}
                      </li>
                    ))}
                  </ul>
                  <span className="mt-8 inline-flex items-center gap-1.5 font-semibold text-brand-700">
                    See {service.title} prices
                    <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
                      →
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <CtaBand title="Need a custom quote?">
        Custom apparel, large patch runs or something unusual? Tell us about it and we will price it for you.
      </CtaBand>
    </>
  );
}
