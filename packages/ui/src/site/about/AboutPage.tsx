import { Counter } from '../../components/Counter.tsx';
import { BRAND } from '@stitchdesk/shared/brand';
import { CtaBand } from '../components/CtaBand.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { PageHero } from '../layout/PageHero.tsx';

/**
 * The About Us counters and their targets (docs/product.md §Who it serves, §Interface constants: 10, 1547,
 * 999).
 */
export const ABOUT_COUNTERS = [
  { target: 10, suffix: '+', label: 'Years of Experience' },
  { target: 1547, suffix: '+', label: 'Orders Completed' },
  { target: 999, suffix: '+', label: 'Satisfied Clients' },
] as const;

const VALUES = [
  {
    title: 'Craft before speed',
    text: 'Every file is digitized or redrawn by hand by a specialist who knows how thread, ink and fabric behave — then test-checked before it reaches you.',
  },
  {
    title: 'Speed anyway',
    text: 'Most digitizing and vector orders are finished within about an hour. Super Rush puts your design at the front of the queue.',
  },
  {
    title: 'Honest, flat pricing',
    text: 'Published prices, unlimited stitches and free revisions until you are satisfied. What you see on the pricing page is what you pay.',
  },
  {
    title: 'People you can reach',
    text: 'A real team answers your messages, tracks your orders in the client panel and keeps you posted from proof to delivery.',
  },
] as const;

export default function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <>
      <PageHero eyebrow="About Us" title={`The people behind ${BRAND.name}`}>
        For over a decade we have helped print shops, embroiderers, brands and teams turn artwork into
        products they are proud to sell.
      </PageHero>

      <section aria-labelledby="story-title" className="py-16 lg:py-24">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-20 lg:px-8">
          <div>
            <SectionHeading
              eyebrow="Our story"
              title="From one machine to a full studio"
              id="story-title"
              align="left"
            />
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-600">
              <p>
                {BRAND.name} started with a single embroidery machine and a simple frustration: logos that
                looked great on screen but puckered, gapped and broke thread on the garment. We learned to
                digitize for the needle, not the monitor — and shops started sending us their hardest jobs.
              </p>
              <p>
                Today our digitizers and vector artists work across time zones, so a file you send at the end
                of your day is often waiting for you the next morning — or within the hour. We have added
                custom patches and apparel, but the idea is the same: production-ready work, first time.
              </p>
            </div>
          </div>
          <ul className="grid gap-5 sm:grid-cols-2">
            {VALUES.map((value) => (
              <li key={value.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-bold">{value.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="numbers-title" className="bg-brand-950 py-16 text-white lg:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="numbers-title" className="sr-only">
            {BRAND.name} in numbers
          </h2>
          <ul className="grid gap-10 sm:grid-cols-3">
            {ABOUT_COUNTERS.map((counter) => (
              <li key={counter.label}>
                <Counter
                  target={counter.target}
                  suffix={counter.suffix}
                  label={counter.label}
                  className="text-white [&>span:first-child]:text-thread-300"
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="pt-16 lg:pt-24">
        <CtaBand title="Let's make something great together" />
      </div>
    </>
  );
}
