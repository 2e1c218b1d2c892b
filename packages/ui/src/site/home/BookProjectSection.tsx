import { ButtonLink } from '../../components/Button.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { Glows } from '../components/Glows.tsx';

const SELLING_POINTS = [
  {
    title: 'Flexible Options',
    text: 'Order one design at a time or sign a monthly contract — digitizing, vector art, patches and apparel from one account.',
    icon: 'M4 6h16M4 12h10M4 18h6M17 15l3 3-3 3',
  },
  {
    title: 'Competitive Pricing Structures',
    text: 'Published flat rates with unlimited stitches, and package prices for patches that drop as your quantity grows.',
    icon: 'M12 3v18M16.5 7.5c-.8-1.2-2.4-2-4.5-2-2.6 0-4.5 1.3-4.5 3.2 0 4.6 9 2.3 9 6.7 0 2-1.9 3.3-4.5 3.3-2.2 0-3.9-.9-4.7-2.3',
  },
  {
    title: 'Value for Money',
    text: 'Free revisions until you are satisfied, free shipping on patches and files that run cleanly — no hidden costs.',
    icon: 'M12 21s-7.5-4.6-7.5-10.5A4.5 4.5 0 0 1 12 7.3a4.5 4.5 0 0 1 7.5 3.2C19.5 16.4 12 21 12 21z',
  },
] as const;

/**
 * Home section 5 (docs/product.md §Home page): "Book Your Next Project", three selling points and a promo
 * card.
 */
export function BookProjectSection() {
  return (
    <section aria-labelledby="book-title" className="bg-brand-50/60 py-20 lg:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:gap-16 lg:px-8">
        <div>
          <SectionHeading
            eyebrow="Affordable quality"
            title="Book Your Next Project"
            id="book-title"
            align="left"
          >
            Professional results at prices that keep your margins healthy, whether you need one logo or a
            thousand.
          </SectionHeading>
          <ul className="mt-10 flex flex-col gap-6">
            {SELLING_POINTS.map((point) => (
              <li key={point.title} className="flex gap-4">
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-white text-brand-600 shadow-sm ring-1 ring-brand-100">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    className="size-6"
                  >
                    <path d={point.icon} />
                  </svg>
                </span>
                <div>
                  <h3 className="text-lg font-bold">{point.title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-600">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>

        <aside
          aria-labelledby="promo-title"
          className="relative overflow-hidden rounded-3xl bg-brand-950 p-8 text-white shadow-2xl shadow-brand-900/20 sm:p-10"
        >
          <Glows
            top="-top-20 -right-16 size-64 bg-brand-500/40"
            bottom="-bottom-24 -left-10 size-56 bg-brand-400/25"
          />
          <div className="relative">
            <p className="inline-block rounded-full bg-thread-400 px-3 py-1 text-xs font-bold tracking-wider text-brand-950 uppercase">
              Monthly contracts
            </p>
            <h3 id="promo-title" className="mt-5 text-3xl font-extrabold text-white">
              Ordering every week?
            </h3>
            <p className="mt-3 text-lg leading-relaxed text-slate-300">
              Monthly contracts bundle dozens of left chests, jacket backs or vector designs at a fraction of
              the single-order price — and{' '}
              <strong className="text-thread-300">Platinum plans are unlimited</strong>.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/pricing" variant="accent">
                See Pricing Plans
              </ButtonLink>
              <ButtonLink to="/getquote" variant="light">
                Ask for a Quote
              </ButtonLink>
            </div>
          </div>
        </aside>
      </div>
    </section>
  );
}
