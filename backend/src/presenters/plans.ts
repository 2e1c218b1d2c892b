import { PLAN_CATALOGUE, type ClientPlan, type PlanOfferResponse, type PlanUnit } from '@stitchdesk/shared';
import type { ClientPlanRow } from '../db/rows.ts';

/** A plan with its period now and what is left of it (services/plans/plans-query.ts). */
export interface PlanStanding {
  row: ClientPlanRow;
  period: { start: Date; end: Date };
  covering: boolean;
  balances: { unit: PlanUnit; used: number; remaining: number | null }[];
}

export function presentPlan({ row, period, covering, balances }: PlanStanding): ClientPlan {
  const used: Partial<Record<PlanUnit, number>> = {};
  const remaining: Partial<Record<PlanUnit, number | null>> = {};
  for (const balance of balances) {
    used[balance.unit] = balance.used;
    remaining[balance.unit] = balance.remaining;
  }
  return {
    service: row.service,
    plan: row.plan,
    status: row.status,
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
    used,
    remaining,
    source: row.source,
    covering,
  };
}

export function presentCatalogue(): PlanOfferResponse[] {
  return PLAN_CATALOGUE.map((offer) => ({ ...offer, allowance: { ...offer.allowance } }));
}
