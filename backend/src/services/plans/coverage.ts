import { planUnitOf, type PlanUnit } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import { CLIENT_PLAN_COLUMNS, type ClientPlanRow, type CoveredBy } from './plan-rows.ts';
import { activePeriod, balancesOf, usedInPeriod, type UnitBalance } from './usage.ts';

type Db = Knex | Knex.Transaction;

export interface Coverage {
  plan: ClientPlanRow;
  unit: PlanUnit;
  periodStart: Date;
  periodEnd: Date;
  balance: UnitBalance;
}

async function coverageOf(
  db: Db,
  clientId: string,
  service: string,
  designCategory: unknown,
  now: Date,
  lock: boolean,
): Promise<Coverage | null> {
  const use = planUnitOf(service, designCategory);
  if (!use) return null;
  const query = db<ClientPlanRow>('client_plans')
    .first(...CLIENT_PLAN_COLUMNS)
    .where({ client_id: clientId, service: use.service });
  // The placement's lock: concurrent orders of this client and service count one after another, so
  // the last unit of an allowance goes to one order only.
  const plan = await (lock ? query.forUpdate() : query);
  if (!plan) return null;
  const period = activePeriod(plan, now);
  if (!period) return null;
  const balance = balancesOf(plan, await usedInPeriod(db, plan.id, period.start)).find(
    (b) => b.unit === use.unit,
  );
  if (!balance || balance.remaining === 0) return null;
  return { plan, unit: use.unit, periodStart: period.start, periodEnd: period.end, balance };
}

/**
 * Within the placement's transaction: the plan that covers this order (its row locked until the
 * transaction ends), or null when none does (no plan, not in a period, allowance used up).
 */
export function claimCoverage(
  trx: Knex.Transaction,
  clientId: string,
  service: string,
  designCategory: unknown,
  now: Date,
): Promise<Coverage | null> {
  return coverageOf(trx, clientId, service, designCategory, now, true);
}

export function coveredByOf(coverage: Coverage): CoveredBy {
  return {
    service: coverage.plan.service,
    plan: coverage.plan.plan,
    periodEnd: coverage.periodEnd.toISOString(),
  };
}

/** Records what the covered order used, in the claimed period. */
export async function recordUsage(trx: Knex.Transaction, coverage: Coverage, orderId: string): Promise<void> {
  await trx('plan_usages').insert({
    client_plan_id: coverage.plan.id,
    order_id: orderId,
    unit: coverage.unit,
    period_start: coverage.periodStart,
    period_end: coverage.periodEnd,
  });
}
