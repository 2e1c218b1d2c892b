import { Accordion } from '../../components/Accordion.tsx';
import { BRAND } from '@stitchdesk/shared/brand';
import { CtaBand } from '../components/CtaBand.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { PageHero } from '../layout/PageHero.tsx';
import { FAQ_ITEMS } from './faq-items.ts';

export default function FaqPage() {
  useDocumentTitle("FAQ's");
  return (
    <>
      <PageHero eyebrow="Help" title="Frequently Asked Questions">
        Quick answers about revisions, turnaround, patches and payment.
      </PageHero>
      <section aria-label="Questions and answers" className="px-4 py-14 sm:px-6 lg:py-20">
        <div className="mx-auto max-w-3xl">
          <Accordion
            items={FAQ_ITEMS.map((item) => ({
              id: item.id,
              title: item.question,
              content: <p>{item.answer}</p>,
            }))}
            defaultOpenId={FAQ_ITEMS[0].id}
            headingLevel={2}
          />
          <p className="mt-8 text-center text-slate-600">
            Still have a question? Write to{' '}
            <a
              href={`mailto:${BRAND.contactEmail}`}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {BRAND.contactEmail}
            </a>{' '}
            or call{' '}
            <a
              href={BRAND.phoneHref}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {BRAND.phone}
            </a>
            .
          </p>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
