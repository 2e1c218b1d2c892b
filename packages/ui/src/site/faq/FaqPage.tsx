import { Accordion } from '../../components/Accordion.tsx';
import { phoneHref } from '@stitchdesk/shared';
import { useShopDetails } from '../../lib/shop-details.tsx';
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
          <StillAQuestion />
        </div>
      </section>
      <CtaBand />
    </>
  );
}

const contactLinkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** "Still have a question? Write to … or call …", with what of the two the shop's settings give. */
function StillAQuestion() {
  const shop = useShopDetails();
  const email = shop?.contactEmail;
  const phone = shop?.contactPhone;
  if (!email && !phone) return null;
  return (
    <p className="mt-8 text-center text-slate-600">
      Still have a question?{' '}
      {email ? (
        <>
          Write to{' '}
          <a href={`mailto:${email}`} className={contactLinkClass}>
            {email}
          </a>
        </>
      ) : null}
      {email && phone ? ' or call ' : phone ? 'Call ' : null}
      {phone ? (
        <a href={phoneHref(phone)} className={contactLinkClass}>
          {phone}
        </a>
      ) : null}
      .
    </p>
  );
}
