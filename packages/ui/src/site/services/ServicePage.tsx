import { Navigate, useParams } from 'react-router-dom';
import { parsePublicServiceSlug } from '@stitchdesk/shared';
import { ButtonLink } from '../../components/Button.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { PageHero } from '../layout/PageHero.tsx';
import { SERVICES, type ServiceContent } from './service-content.ts';
import { ServiceImage } from './ServiceImage.tsx';

/**
 * /services/:serviceType for digitizing, vector and patches; any other value is /not-found (docs/product.md
 * §Site pages).
 */
export default function ServicePage() {
  const slug = parsePublicServiceSlug(useParams().serviceType);
  if (!slug) return <Navigate to="/not-found" replace />;
  return <ServiceDetails service={SERVICES[slug]} />;
}

function ServiceDetails({ service }: { service: ServiceContent }) {
  useDocumentTitle(service.title);
  return (
    <>
      <PageHero
        eyebrow="Services"
        title={service.title}
        actions={
          <>
            <ButtonLink to={service.orderPath} size="lg">
              Place Orders
            </ButtonLink>
            <ButtonLink to={`/pricing/${service.slug}`} variant="secondary" size="lg">
              See Pricing
            </ButtonLink>
          </>
        }
      >
        {service.headline}
      </PageHero>

      <section aria-labelledby="offerings-title" className="px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
        <div className="mx-auto max-w-6xl">
          <SectionHeading eyebrow="What we offer" title={`${service.title} Services`} id="offerings-title" />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {service.offerings.map((offering, index) => (
              <li
                key={offering.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-200 hover:shadow-md"
              >
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-lg bg-brand-50 text-sm font-bold text-brand-700"
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-4 text-lg font-bold">{offering.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{offering.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="steps-title" className="bg-slate-50 px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
        <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <ServiceImage service={service} className="w-full rounded-3xl" />
          <div>
            <SectionHeading eyebrow="How it works" title="Three simple steps" id="steps-title" align="left" />
            <ol className="mt-8 flex flex-col gap-6">
              {service.steps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-bold">{step.title}</h3>
                    <p className="mt-1 text-slate-600">{step.description}</p>
                  </div>
                </li>
              ))}
            </ol>
            <ButtonLink to={service.orderPath} className="mt-10" size="lg">
              Place Orders
            </ButtonLink>
          </div>
        </div>
      </section>

      <div className="pt-14 lg:pt-20">
        <CtaBand />
      </div>
    </>
  );
}
