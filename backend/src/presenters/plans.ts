import {
  PLAN_CATALOGUE,
  type ClientPlan,
  type PlanOfferResponse,
  type PlanPayment,
  type PlanUnit,
} from '@stitchdesk/shared';
import type { ClientPlanRow, PlanPaymentLine } from '../db/rows.ts';

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

export function presentPlanPayment(line: PlanPaymentLine): PlanPayment {
  return {
    service: line.service,
    plan: line.plan,
    amountCents: line.amountCents,
    currency: line.currency,
    paidAt: line.paidAt.toISOString(),
    periodStart: line.period?.start.toISOString() ?? null,
    periodEnd: line.period?.end.toISOString() ?? null,
    receiptUrl: line.receiptUrl,
    refunded: line.refunded,
  };
}
