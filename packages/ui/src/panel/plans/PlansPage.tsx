import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PLAN_SERVICES, type ClientPlan } from '@stitchdesk/shared';
import { Loading } from '../../components/Loading.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { RequestError } from '../../components/RequestError.tsx';
import { useLoadErrorToast } from '../../lib/use-load-error-toast.ts';
import { useCardPayments } from './api/card-payments.ts';
import { usePlans } from './api/get-plans.ts';
import { useReleaseCheckout } from './api/release-checkout.ts';
import {
  checkoutReturnOf,
  CONFIRM_POLL_MS,
  CONFIRM_WAIT_MS,
  confirmedPlan,
  type CheckoutReturn,
} from './checkout-return.ts';
import { CurrentPlan } from './CurrentPlan.tsx';
import { PlanOffers } from './PlanOffers.tsx';
import { PlanPayments } from './PlanPayments.tsx';

/**
 * Back from Stripe's Cancel: the session left unpaid is given up at once (it expires at Stripe), so
 * another plan of the service can be bought now rather than when the session would have expired.
 * Asked once per return; a session that was paid after all says so instead.
 */
function CancelledNotice({
  back,
  box,
}: {
  back: Extract<CheckoutReturn, { kind: 'cancelled' }>;
  box: string;
}) {
  const release = useReleaseCheckout();
  const asked = useRef(false);
  const { mutate } = release;
  useEffect(() => {
    if (!back.service || asked.current) return;
    asked.current = true;
    mutate(back.service);
  }, [back.service, mutate]);
  if (release.error)
    return <RequestError error={release.error} fallback="The checkout could not be given up" />;
  return (
    <p role="status" className={`${box} border-slate-200 bg-white text-slate-700`}>
      Checkout cancelled: nothing was charged.
    </p>
  );
}

/** Back from Stripe: "Your Gold plan is active" once the webhook has recorded it, until then a wait. */
function ReturnNotice({
  back,
  plans,
  waitedOut,
}: {
  back: CheckoutReturn;
  plans: ClientPlan[];
  waitedOut: boolean;
}) {
  if (back.kind === 'none') return null;
  const box = 'rounded-xl border px-4 py-3 text-sm';
  if (back.kind === 'cancelled') return <CancelledNotice back={back} box={box} />;
  const plan = confirmedPlan(plans, back.service);
  if (plan)
    return (
      <p role="status" className={`${box} border-emerald-200 bg-emerald-50 font-semibold text-emerald-900`}>
        Your {plan.plan} plan is active.
      </p>
    );
  return (
    <p role="status" className={`${box} border-slate-200 bg-white text-slate-700`}>
      {waitedOut
        ? 'Thank you: your payment is being confirmed. Your plan shows here as soon as it is; you can leave this page.'
        : 'Thank you: confirming your payment with Stripe…'}
    </p>
  );
}

/**
 * clientpanel/profile/plans — the spec's monthly plans: the client's own with what is used and left
 * this month, what is on sale (Buy by card when the shop takes cards; Cancel stops a card plan at
 * its month's end), and what the plans were charged. An order a plan covers is priced $0.00 when it is placed.
 */
export default function PlansPage() {
  const [search] = useSearchParams();
  const back = checkoutReturnOf(search);
  const [waitedOut, setWaitedOut] = useState(false);
  useEffect(() => {
    if (back.kind !== 'success') return;
    const timer = setTimeout(() => setWaitedOut(true), CONFIRM_WAIT_MS);
    return () => clearTimeout(timer);
  }, [back.kind]);
  const [confirmed, setConfirmed] = useState(false);
  const { data, isPending, error } = usePlans({
    refetchEveryMs: back.kind === 'success' && !confirmed && !waitedOut ? CONFIRM_POLL_MS : false,
  });
  const plans = data?.plans ?? [];
  const nowConfirmed = back.kind === 'success' && confirmedPlan(plans, back.service) !== null;
  useEffect(() => {
    if (nowConfirmed) setConfirmed(true);
  }, [nowConfirmed]);
  const cards = useCardPayments();
  useLoadErrorToast(error, 'Error fetching your plans', 'plans-error');
  if (isPending || cards.isPending) return <Loading text="Loading..." />;
  const cardPayments = cards.data === true;
  const catalogue = data?.catalogue ?? [];

  return (
    <>
      <PageHeading title="Monthly plans">
        <Link to="/clientpanel/profile" className="text-sm font-medium text-brand-700 underline">
          Back to profile
        </Link>
      </PageHeading>
      <div className="grid max-w-4xl grid-cols-1 gap-6">
        <ReturnNotice back={back} plans={plans} waitedOut={waitedOut} />
        {plans.length === 0 ? (
          <p className="text-slate-600">
            You have no monthly plan. With one, your digitizing or vector orders are covered up to its
            allowance each month.{' '}
            {cardPayments ? 'Choose one below and pay by card.' : 'Contact us to start one.'}
          </p>
        ) : (
          plans.map((plan) => <CurrentPlan key={plan.service} plan={plan} cardPayments={cardPayments} />)
        )}
        {PLAN_SERVICES.map((service) => (
          <PlanOffers
            key={service}
            service={service}
            offers={catalogue.filter((offer) => offer.service === service)}
            canBuy={cardPayments && !plans.some((plan) => plan.service === service)}
          />
        ))}
        <PlanPayments payments={data?.payments ?? []} />
      </div>
    </>
  );
}
