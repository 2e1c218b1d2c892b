import { planOffer, type PlanUnit } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import { periodAt, type Period } from './periods.ts';
import type { ClientPlanRow } from './plan-rows.ts';

type Db = Knex | Knex.Transaction;

/**
 * Whether `plan` covers orders at `now`, and in which period. A plan staff end stops at once; a
 * card plan whose subscription ended still covers the period it paid for, to that period's end.
 */
export function activePeriod(plan: ClientPlanRow, now: Date): Period | null {
  if (plan.status === 'ended' && plan.source === 'staff') return null;
  const period = periodAt(plan, now);
  return now >= period.start && now < period.end ? period : null;
}

/** How many of each unit the plan's orders used in the period starting at `periodStart`. */
export async function usedInPeriod(
  db: Db,
  planId: string,
  periodStart: Date,
): Promise<Partial<Record<PlanUnit, number>>> {
  const rows = await db('plan_usages')
    .select<{ unit: PlanUnit; used: string }[]>('unit', db.raw('count(*) AS used'))
    .where({ client_plan_id: planId, period_start: periodStart })
    .groupBy('unit');
  return Object.fromEntries(rows.map((row) => [row.unit, Number(row.used)]));
}

export interface UnitBalance {
  unit: PlanUnit;
  used: number;
  /** Null: unlimited. */
  allowance: number | null;
  remaining: number | null;
}

/** Each unit the plan includes: its allowance, what was used, what is left (never below 0). */
export function balancesOf(plan: ClientPlanRow, used: Partial<Record<PlanUnit, number>>): UnitBalance[] {
  const { allowance } = planOffer(plan.service, plan.plan);
  return (Object.keys(allowance) as PlanUnit[]).map((unit) => {
    const limit = allowance[unit] ?? null;
    const count = used[unit] ?? 0;
    return {
      unit,
      used: count,
      allowance: limit,
      remaining: limit === null ? null : Math.max(0, limit - count),
    };
  });
}
