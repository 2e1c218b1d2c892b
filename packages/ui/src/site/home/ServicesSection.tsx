import { Link } from 'react-router-dom';
import { SERVICE_CARD_LIST } from '../services/service-cards.ts';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { ServiceImage } from '../services/ServiceImage.tsx';

/**
 * Home section 2 (docs/product.md §Home page): "We Offer Best Services", one card per service linking to its
 * page.
 */
export function ServicesSection() {
  return (
    <section aria-labelledby="services-title" className="bg-white py-20 lg:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="What we do" title="We Offer Best Services" id="services-title">
          Everything your shop needs between a customer's idea and a finished product — digitized, redrawn or
          made for you.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 md:grid-cols-3 lg:gap-8">
          {SERVICE_CARD_LIST.map((service) => (
            <li key={service.slug}>
              <Link
                to={service.path}
                className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition duration-200 hover:-translate-y-1 hover:border-brand-200 hover:shadow-xl hover:shadow-brand-900/10"
              >
                <ServiceImage
                  service={service}
                  lazy
                  className="aspect-[10/7] w-full bg-brand-50 object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-bold">{service.title}</h3>
                  <p className="mt-3 flex-1 leading-relaxed text-slate-600">{service.description}</p>
                  <span className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700">
                    Learn more
                    <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
                      →
                    </span>
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
