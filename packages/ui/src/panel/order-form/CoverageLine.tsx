import { coverageLine, planUnitOf, type ServiceKey } from '@stitchdesk/shared';
import { usePlans } from '../plans/api/get-plans.ts';

/**
 * "Covered by your Gold plan — 37 of 80 left chests left this month", before Place Order, when the
 * client's plan would cover this order now. It only informs: the placement decides, under its lock.
 */
export function CoverageLine({ service, designCategory }: { service: ServiceKey; designCategory: string }) {
  const { data } = usePlans();
  const use = planUnitOf(service, designCategory || undefined);
  const plan = use ? data?.plans.find((p) => p.service === use.service && p.covering) : undefined;
  if (!use || !plan) return null;
  const remaining = plan.remaining[use.unit];
  if (remaining === undefined || remaining === 0) return null;
  const allowance = remaining === null ? null : remaining + (plan.used[use.unit] ?? 0);
  return (
    <p className="mt-3 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-emerald-800">
      {coverageLine(plan.plan, use.unit, remaining, allowance)}
    </p>
  );
}
