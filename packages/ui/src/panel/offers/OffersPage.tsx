import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@stitchdesk/shared';
import { Loading } from '../../components/Loading.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { RequestError } from '../../components/RequestError.tsx';
import { useLoadErrorToast } from '../../lib/use-load-error-toast.ts';
import { usePaymentOptions } from '../payments/api/get-payment-options.ts';
import { offersQueryOptions } from './api/offers.ts';
import { OfferCard } from './OfferCard.tsx';

/**
 * clientpanel/offers — the prices staff offered in reply to the client's quote requests (the offer
 * e-mail links here): each accepted (an order placed at that price) or declined while it holds.
 */
export default function OffersPage() {
  const { data, isPending, error } = useQuery(offersQueryOptions());
  const { data: options } = usePaymentOptions();
  useLoadErrorToast(error, 'Error fetching your offers', 'offers-error');
  // Amounts in the settings' currency once known (US dollars until then, as the server defaults).
  const money = (cents: number) => formatMoney(cents, options?.currency ?? 'USD');

  if (isPending) return <Loading text="Loading..." />;
  return (
    <>
      <PageHeading title="Offers" />
      <div className="grid max-w-3xl grid-cols-1 gap-6">
        <RequestError error={error} fallback="Could not load your offers. Please try again." />
        {data && data.offers.length === 0 ? (
          <p className="text-slate-600">
            No offers yet — when we answer a quote request with a price, it shows here.
          </p>
        ) : null}
        {data?.offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} money={money} />
        ))}
      </div>
    </>
  );
}
