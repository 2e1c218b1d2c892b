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

/** The client's plans that have not ended, digitizing's first. */
export async function currentPlansOf(db: Db, clientId: string, now = new Date()): Promise<PlanStanding[]> {
  const rows = await db<ClientPlanRow>('client_plans')
    .select(...CLIENT_PLAN_COLUMNS)
    .where({ client_id: clientId })
    .whereNot({ status: 'ended' })
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
