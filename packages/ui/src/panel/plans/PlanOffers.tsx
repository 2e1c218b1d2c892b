import type { PlanOfferResponse, PlanService } from '@stitchdesk/shared';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { RequestError } from '../../components/RequestError.tsx';
import { goToCheckout } from '../../lib/checkout-redirect.ts';
import { usePlatform } from '../../lib/platform-context.tsx';
import { useBuyPlan } from './api/buy-plan.ts';
import { SERVICE_WORDS } from '../../lib/plan-words.ts';

function Offer({
  offer,
  onBuy,
  buying,
}: {
  offer: PlanOfferResponse;
  onBuy: (() => void) | null;
  buying: boolean;
}) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
      <span className="font-semibold text-slate-900">{offer.plan}</span>
      <span className="text-2xl font-extrabold text-brand-900">${offer.price}</span>
      <span className="text-xs text-slate-600">a month</span>
      <span className="mt-2 text-sm text-slate-700">{offer.includes}</span>
      {onBuy ? (
        <Button
          size="sm"
          className="mt-3"
          disabled={buying}
          onClick={onBuy}
          aria-label={`Buy ${offer.plan} ${SERVICE_WORDS[offer.service].toLowerCase()} plan`}
        >
          Buy {offer.plan}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * A service's plans on sale. With cards taken and no plan of the service in force, each has Buy:
 * the browser goes to Stripe's checkout page and comes back here.
 */
export function PlanOffers({
  service,
  offers,
  canBuy,
}: {
  service: PlanService;
  offers: PlanOfferResponse[];
  canBuy: boolean;
}) {
  const platform = usePlatform();
  const buy = useBuyPlan();
  const headingId = `offers-${service}`;
  return (
    <Card labelledBy={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        {SERVICE_WORDS[service]} plans
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {offers.map((offer) => (
          <Offer
            key={offer.plan}
            offer={offer}
            buying={buy.isPending}
            onBuy={
              canBuy
                ? () =>
                    buy.mutate(
                      { service, plan: offer.plan },
                      { onSuccess: ({ url }) => goToCheckout(platform, url) },
                    )
                : null
            }
          />
        ))}
      </ul>
      {buy.isPending || buy.isSuccess ? (
        <p role="status" className="mt-3 text-sm text-slate-700">
          Opening the secure checkout…
        </p>
      ) : null}
      <div className="mt-3">
        <RequestError error={buy.error} fallback="The checkout could not be opened" />
      </div>
    </Card>
  );
}
