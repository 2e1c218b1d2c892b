/** `start` moved on by `months` calendar months in UTC, the day kept where the month has it (Jan 31 → Feb 28). */
export function addMonthsUtc(start: Date, months: number): Date {
  const target = new Date(start.getTime());
  const day = start.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export interface Period {
  start: Date;
  end: Date;
}

/**
 * The period of a plan at `now`. A Stripe plan's period is the one Stripe last invoiced (the
 * webhook moves it on). A plan staff set runs month after month from its start until staff end it,
 * so its current period is worked out from the start rather than stored at each turn of the month.
 */
export function periodAt(
  plan: { source: 'stripe' | 'staff'; period_start: Date; period_end: Date },
  now: Date,
): Period {
  if (plan.source === 'stripe' || now < plan.period_end)
    return { start: plan.period_start, end: plan.period_end };
  let months = 1;
  while (addMonthsUtc(plan.period_start, months + 1) <= now) months += 1;
  return { start: addMonthsUtc(plan.period_start, months), end: addMonthsUtc(plan.period_start, months + 1) };
}
