import type { Knex } from 'knex';
import type { PlanService } from '@stitchdesk/shared';
import { CLIENT_PLAN_COLUMNS, type ClientPlanRow } from './plan-rows.ts';
import { periodAt, type Period } from './periods.ts';
import { activePeriod, balancesOf, usedInPeriod, type UnitBalance } from './usage.ts';

type Db = Knex | Knex.Transaction;

/** A plan as the client's panel and staff see it: its period now and what is left of it. */
export interface PlanStanding {
  row: ClientPlanRow;
  period: Period;
  covering: boolean;
  balances: UnitBalance[];
}

export async function standingOf(db: Db, row: ClientPlanRow, now: Date): Promise<PlanStanding> {
  const active = activePeriod(row, now);
  const period = active ?? periodAt(row, now);
  return {
    row,
    period,
    covering: active !== null,
    balances: balancesOf(row, await usedInPeriod(db, row.id, period.start)),
  };
}

/**
 * Whether the plan still counts as the client's: not ended, or a card plan ended at Stripe whose
 * paid period has not run out. A client in force on a plan cannot buy another of that service.
 */
export function planInForce(row: ClientPlanRow, now: Date): boolean {
  return row.status !== 'ended' || (row.source === 'stripe' && row.period_end > now);
}

/** The client's plans in force, digitizing's first. */
export async function currentPlansOf(db: Db, clientId: string, now = new Date()): Promise<PlanStanding[]> {
  const rows = await db<ClientPlanRow>('client_plans')
    .select(...CLIENT_PLAN_COLUMNS)
    .where({ client_id: clientId })
    .where((inForce) =>
      inForce
        .whereNot({ status: 'ended' })
        .orWhere((paid) => paid.where({ source: 'stripe' }).where('period_end', '>', now)),
    )
    .orderBy('service');
  return Promise.all(rows.map((row) => standingOf(db, row, now)));
}

export async function planRowOf(
  db: Db,
  clientId: string,
  service: PlanService,
): Promise<ClientPlanRow | undefined> {
  return db<ClientPlanRow>('client_plans')
    .first(...CLIENT_PLAN_COLUMNS)
    .where({ client_id: clientId, service });
}
