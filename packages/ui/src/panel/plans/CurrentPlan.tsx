import { useState } from 'react';
import { PLAN_UNITS, PLAN_UNIT_WORDS, type ClientPlan } from '@stitchdesk/shared';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { ConfirmRemoval } from '../../components/ConfirmRemoval.tsx';
import { RequestError } from '../../components/RequestError.tsx';
import { useCancelPlan } from './api/cancel-plan.ts';
import { planDate, SERVICE_WORDS, unitLeft } from '../../lib/plan-words.ts';

/** "Renews Dec 31, 2026" or "Ends Dec 31, 2026" for a card plan; nothing for one arranged offline. */
function renewalLine(plan: ClientPlan): string | null {
  if (plan.source !== 'stripe') return null;
  return plan.status === 'active' ? `Renews ${planDate(plan.periodEnd)}` : `Ends ${planDate(plan.periodEnd)}`;
}

function CancelPlan({ plan }: { plan: ClientPlan }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelPlan();
  if (!asking)
    return (
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
        Cancel plan
      </Button>
    );
  return (
    <div className="flex flex-col gap-2">
      <ConfirmRemoval
        question={`Cancel your ${plan.plan} plan?`}
        confirmLabel="Cancel plan"
        pendingLabel="Cancelling…"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(plan.service, { onSuccess: () => setAsking(false) })}
        onKeep={() => setAsking(false)}
      >
        It stays active until {planDate(plan.periodEnd)}, then ends: nothing more is charged.
      </ConfirmRemoval>
      <RequestError error={cancel.error} fallback="The plan could not be cancelled" />
    </div>
  );
}

/** One of the client's plans: its month, what is used and left of it, and (by card) Cancel. */
export function CurrentPlan({ plan, cardPayments }: { plan: ClientPlan; cardPayments: boolean }) {
  const headingId = `plan-${plan.service}`;
  const units = PLAN_UNITS.filter((unit) => unit in plan.remaining);
  const renewal = renewalLine(plan);
  return (
    <Card labelledBy={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {SERVICE_WORDS[plan.service]} — {plan.plan}
        </h2>
        {renewal ? <p className="text-sm font-medium text-slate-700">{renewal}</p> : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {plan.covering
          ? `This month runs from ${planDate(plan.periodStart)} to ${planDate(plan.periodEnd)}.`
          : `Starts on ${planDate(plan.periodStart)}.`}
        {plan.status === 'active' ? '' : ' It ends when this month does.'}
      </p>
      <ul className="mt-3 flex flex-col gap-1">
        {units.map((unit) => (
          <li key={unit} className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-base font-semibold text-brand-900">{unitLeft(plan, unit)} this month</span>
            <span className="text-sm text-slate-600">
              ({plan.used[unit] ?? 0} {PLAN_UNIT_WORDS[unit].many} used)
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-600">
        {plan.source === 'staff' ? 'Arranged with our team.' : 'Paid by card each month.'} Unused allowance
        does not carry over to the next month.
      </p>
      {plan.source === 'stripe' && plan.status === 'active' && cardPayments ? (
        <div className="mt-4">
          <CancelPlan plan={plan} />
        </div>
      ) : null}
    </Card>
  );
}
