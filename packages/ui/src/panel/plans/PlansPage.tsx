import { Link } from 'react-router-dom';
import { PLAN_UNITS, type ClientPlan, type PlanOfferResponse } from '@stitchdesk/shared';
import { Card } from '../../components/Card.tsx';
import { Loading } from '../../components/Loading.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useLoadErrorToast } from '../../lib/use-load-error-toast.ts';
import { usePlans } from './api/get-plans.ts';
import { planDate, SERVICE_WORDS, unitLeft } from './plan-words.ts';

function CurrentPlan({ plan }: { plan: ClientPlan }) {
  const headingId = `plan-${plan.service}`;
  const units = PLAN_UNITS.filter((unit) => unit in plan.remaining);
  return (
    <Card labelledBy={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {SERVICE_WORDS[plan.service]} — {plan.plan}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {plan.covering
          ? `This month runs from ${planDate(plan.periodStart)} to ${planDate(plan.periodEnd)}.`
          : `Starts on ${planDate(plan.periodStart)}.`}
        {plan.status === 'canceling' ? ' It ends when this month does.' : ''}
      </p>
      <ul className="mt-3 flex flex-col gap-1 text-base font-semibold text-brand-900">
        {units.map((unit) => (
          <li key={unit}>{unitLeft(plan, unit)} this month</li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-600">
        {plan.source === 'staff' ? 'Arranged with our team.' : 'Paid by card each month.'} Unused allowance
        does not carry over to the next month.
      </p>
    </Card>
  );
}

function Offer({ offer }: { offer: PlanOfferResponse }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
      <span className="font-semibold text-slate-900">{offer.plan}</span>
      <span className="text-2xl font-extrabold text-brand-900">${offer.price}</span>
      <span className="text-xs text-slate-600">a month</span>
      <span className="mt-2 text-sm text-slate-700">{offer.includes}</span>
    </li>
  );
}

/**
 * clientpanel/profile/plans — the spec's monthly plans: the client's own with what is left this
 * month, and what is on sale. An order a plan covers is priced $0.00 when it is placed.
 */
export default function PlansPage() {
  const { data, isPending, error } = usePlans();
  useLoadErrorToast(error, 'Error fetching your plans', 'plans-error');
  if (isPending) return <Loading text="Loading..." />;
  const plans = data?.plans ?? [];
  const catalogue = data?.catalogue ?? [];

  return (
    <>
      <PageHeading title="Monthly plans">
        <Link to="/clientpanel/profile" className="text-sm font-medium text-brand-700 underline">
          Back to profile
        </Link>
      </PageHeading>
      <div className="grid max-w-4xl grid-cols-1 gap-6">
        {plans.length === 0 ? (
          <p className="text-slate-600">
            You have no monthly plan. With one, your digitizing or vector orders are covered up to its
            allowance each month. Contact us to start one.
          </p>
        ) : (
          plans.map((plan) => <CurrentPlan key={plan.service} plan={plan} />)
        )}
        {(['digitizing', 'vector'] as const).map((service) => (
          <Card key={service} labelledBy={`offers-${service}`}>
            <h2 id={`offers-${service}`} className="mb-3 text-lg font-semibold text-slate-900">
              {SERVICE_WORDS[service]} plans
            </h2>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {catalogue
                .filter((offer) => offer.service === service)
                .map((offer) => (
                  <Offer key={offer.plan} offer={offer} />
                ))}
            </ul>
          </Card>
        ))}
      </div>
    </>
  );
}
