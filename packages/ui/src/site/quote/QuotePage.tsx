import { phoneHref } from '@stitchdesk/shared';
import { useShopDetails } from '../../lib/shop-details.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { PageHero } from '../layout/PageHero.tsx';
import { QuoteForm } from './QuoteForm.tsx';

const NEXT_STEPS = [
  'We read every request ourselves — no bots, no call centre.',
  'You get a clear price and turnaround by e-mail, usually the same day.',
  'Happy with it? Register and place the order in your client panel.',
];

/** /getquote: the free quote form beside what happens next and how else to reach us. */
export default function QuotePage() {
  useDocumentTitle('Get a Free Quote');
  const shop = useShopDetails();
  return (
    <>
      <PageHero eyebrow="Free quote" title="Get a Free Quote">
        Tell us what you need and we will reply with a price — no commitment, no account needed.
      </PageHero>
      <section aria-label="Quote request" className="px-4 pt-4 pb-16 sm:px-6 lg:px-8 lg:pb-24">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-14">
          <aside className="order-last flex flex-col gap-8 lg:order-first">
            <div>
              <h2 className="text-xl font-bold">What happens next</h2>
              <ol className="mt-5 flex flex-col gap-4">
                {NEXT_STEPS.map((step, index) => (
                  <li key={step} className="flex gap-3 text-slate-600">
                    <span
                      aria-hidden="true"
                      className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
                    >
                      {index + 1}
                    </span>
                    {step}
                  </li>
                ))}
              </ol>
            </div>
            {shop?.contactEmail || shop?.contactPhone ? (
              <div className="rounded-2xl bg-brand-950 p-6 text-slate-300">
                <h2 className="text-lg font-bold text-white">Prefer to talk?</h2>
                <p className="mt-2 text-sm">We answer e-mail and calls on business days.</p>
                <ul className="mt-4 flex flex-col gap-2 font-semibold">
                  {shop.contactEmail ? (
                    <li>
                      <a
                        href={`mailto:${shop.contactEmail}`}
                        className="break-all text-thread-300 hover:underline"
                      >
                        {shop.contactEmail}
                      </a>
                    </li>
                  ) : null}
                  {shop.contactPhone ? (
                    <li>
                      <a href={phoneHref(shop.contactPhone)} className="text-thread-300 hover:underline">
                        {shop.contactPhone}
                      </a>
                    </li>
                  ) : null}
                </ul>
              </div>
            ) : null}
          </aside>
          <div className="relative rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-10">
            <QuoteForm />
          </div>
        </div>
      </section>
    </>
  );
}
