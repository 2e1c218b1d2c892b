import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import {
  DIGITIZING_PRICES,
  DEPOSIT_PERCENT,
  PATCH_MAX_INCHES,
  PATCH_MIN_PIECES,
  PATCH_PRICES,
  parsePublicServiceSlug,
  VECTOR_PRICES,
  type PublicServiceSlug,
} from '@stitchdesk/shared';
import { ButtonLink } from '../../components/Button.tsx';
import { CheckIcon } from '../components/CheckIcon.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { PageHero } from '../layout/PageHero.tsx';
import { SERVICES } from '../services/service-content.ts';
import { FlatRateCards, MonthlyPlans } from './PriceParts.tsx';
import { PatchPriceTable } from './PatchPriceTable.tsx';

/**
 * /pricing/:serviceType for digitizing, vector and patches; any other value is /not-found (docs/product.md
 * §Site pages).
 */
export default function PricingServicePage() {
  const slug = parsePublicServiceSlug(useParams().serviceType);
  if (!slug) return <Navigate to="/not-found" replace />;
  return <ServicePricing slug={slug} />;
}

const INTROS: Record<PublicServiceSlug, string> = {
  digitizing: 'Hand-digitized files at published prices — you always know the cost before you order.',
  vector: 'Three flat rates by complexity, and monthly contracts for shops with a steady flow of artwork.',
  patches: 'Six patch styles at package prices that fall per piece as your quantity grows.',
};

function ServicePricing({ slug }: { slug: PublicServiceSlug }) {
  const service = SERVICES[slug];
  useDocumentTitle(`${service.title} Pricing`);
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title={`${service.title} Pricing`}
        actions={
          <>
            <ButtonLink to={service.orderPath} size="lg">
              Place Orders
            </ButtonLink>
            <ButtonLink to="/getquote" variant="secondary" size="lg">
              Get Free Quote
            </ButtonLink>
          </>
        }
      >
        {INTROS[slug]}
      </PageHero>
      {slug === 'patches' ? (
        <PatchPrices />
      ) : (
        <DesignPrices slug={slug} {...DESIGN_PRICES[slug]} orderPath={service.orderPath} />
      )}
      <CtaBand
        title="Not sure which option fits?"
        secondary={
          <ButtonLink to={service.path} variant="light" size="lg">
            About {service.title}
          </ButtonLink>
        }
      >
        Tell us about your project and we will recommend the most economical way to order it.
      </CtaBand>
    </>
  );
}

function PriceSection({
  id,
  eyebrow,
  title,
  intro,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="px-4 pt-14 pb-4 sm:px-6 lg:px-8 lg:pt-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading eyebrow={eyebrow} title={title} id={id}>
          {intro}
        </SectionHeading>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}

/** Which flat rate each design service features, and the note over its rates. */
const DESIGN_PRICES = {
  digitizing: {
    prices: DIGITIZING_PRICES,
    featured: DIGITIZING_PRICES.flat[0].name,
    intro: DIGITIZING_PRICES.note,
  },
  vector: { prices: VECTOR_PRICES, featured: VECTOR_PRICES.flat[1].name },
};

/** A design service's prices: its flat rates, one of them featured, then its monthly contracts. */
function DesignPrices({
  slug,
  prices,
  featured,
  intro,
  orderPath,
}: {
  slug: 'digitizing' | 'vector';
  prices: typeof DIGITIZING_PRICES | typeof VECTOR_PRICES;
  featured: string;
  intro?: string;
  orderPath: string;
}) {
  return (
    <div className="pb-14 lg:pb-20">
      <PriceSection id={`${slug}-flat`} eyebrow="Pay per design" title="Flat Rates" intro={intro}>
        <FlatRateCards rates={prices.flat} featured={featured} orderPath={orderPath} />
      </PriceSection>
      <PriceSection id={`${slug}-monthly`} eyebrow="For busy shops" title="Monthly Contracts">
        <MonthlyPlans plans={prices.monthly} />
      </PriceSection>
    </div>
  );
}

function PatchPrices() {
  const facts = [
    `Patches up to ${PATCH_MAX_INCHES} inches`,
    'Free shipping on every package',
    `Minimum order ${PATCH_MIN_PIECES} pieces`,
    `${DEPOSIT_PERCENT}% advance payment before production`,
    '4 business days of production, 3 to 4 of shipping',
  ];
  return (
    <PriceSection
      id="patch-packages"
      eyebrow="Package prices"
      title="Custom Patch Packages"
      intro={PATCH_PRICES.note}
    >
      <div className="grid gap-10 pb-14 lg:grid-cols-[1.6fr_1fr] lg:pb-20">
        <PatchPriceTable />
        <ul className="flex flex-col gap-4 self-start rounded-2xl bg-brand-50 p-6 sm:p-8">
          {facts.map((fact) => (
            <li key={fact} className="flex gap-3 font-medium text-slate-800">
              <CheckIcon className="mt-0.5 size-5 text-brand-600" />
              {fact}
            </li>
          ))}
        </ul>
      </div>
    </PriceSection>
  );
}
