import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/Button.tsx';
import { CheckIcon } from '../components/CheckIcon.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { PageHero } from '../layout/PageHero.tsx';
import { SERVICE_LIST } from './service-content.ts';
import { ServiceImage } from './ServiceImage.tsx';

/** /services: the three services side by side, each with its offerings and a way to order. */
export default function ServicesPage() {
  useDocumentTitle('Services');
  return (
    <>
      <PageHero eyebrow="Services" title="Everything between your idea and the finished piece">
        Embroidery digitizing, vector art and custom patches — done by specialists, checked before delivery
        and revised free until you are happy.
      </PageHero>
      <section aria-label="Our services" className="px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
        <ul className="mx-auto flex max-w-6xl flex-col gap-8 lg:gap-12">
          {SERVICE_LIST.map((service, index) => (
            <li
              key={service.slug}
              className="grid items-center gap-8 overflow-hidden rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-2 lg:gap-12 lg:p-10"
            >
              <ServiceImage
                service={service}
                className={`w-full rounded-2xl bg-brand-50 ${index % 2 === 1 ? 'lg:order-last' : ''}`}
              />
              <div>
                <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
                  <Link to={service.path} className="hover:text-brand-700">
                    {service.title}
                  </Link>
                </h2>
                <p className="mt-3 text-lg leading-relaxed text-slate-600">{service.description}</p>
                <ul className="mt-6 grid gap-2.5 sm:grid-cols-2">
                  {service.offerings.map((offering) => (
                    <li key={offering.title} className="flex items-center gap-2.5 font-medium text-slate-800">
                      <CheckIcon />
                      {offering.title}
                    </li>
                  ))}
                </ul>
                <div className="mt-8 flex flex-wrap gap-3">
                  <ButtonLink to={service.path}>
                    View Details<span className="sr-only"> of {service.title}</span>
                  </ButtonLink>
                  <ButtonLink to={service.orderPath} variant="secondary">
                    Place Orders<span className="sr-only"> for {service.title}</span>
                  </ButtonLink>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <CtaBand />
    </>
  );
}
