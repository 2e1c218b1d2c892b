import type { Knex } from 'knex';
import type { PlanService, StaffPlanInput } from '@stitchdesk/shared';
import { conflict, notFound } from '../../errors.ts';
import { CLIENT_NOT_FOUND } from '../accounts/clients.ts';
import { addMonthsUtc } from './periods.ts';
import { CLIENT_PLAN_COLUMNS, type ClientPlanRow } from './plan-rows.ts';
import { currentPlansOf, type PlanStanding } from './plans-query.ts';

export const PLAN_PAID_BY_CARD =
  'This plan is paid by card: the client cancels it in their panel, or it ends when Stripe stops it';
export const NO_PLAN = 'This client has no plan for this service';

async function lockClient(trx: Knex.Transaction, clientId: string): Promise<void> {
  const client = await trx('users').first('id').where({ id: clientId, role: 'client' }).forUpdate();
  if (!client) throw notFound(CLIENT_NOT_FOUND);
}

async function lockPlan(trx: Knex.Transaction, clientId: string, service: PlanService) {
  return trx<ClientPlanRow>('client_plans')
    .first(...CLIENT_PLAN_COLUMNS)
    .where({ client_id: clientId, service })
    .forUpdate();
}

/**
 * Puts a client on a plan sold offline (or changes it): it runs month after month from
 * `periodStart` until staff end it. A plan the client pays by card is Stripe's to change.
 * What was used in a period stays counted when the plan changes within it.
 */
export async function putStaffPlan(
  db: Knex,
  clientId: string,
  service: PlanService,
  input: StaffPlanInput,
): Promise<PlanStanding[]> {
  return db.transaction(async (trx) => {
    await lockClient(trx, clientId);
    const existing = await lockPlan(trx, clientId, service);
    if (existing && existing.source === 'stripe' && existing.status !== 'ended')
      throw conflict(PLAN_PAID_BY_CARD);
    const periodStart = new Date(`${input.periodStart}T00:00:00.000Z`);
    const fields = {
      plan: input.plan,
      status: 'active',
      period_start: periodStart,
      period_end: addMonthsUtc(periodStart, 1),
      source: 'staff',
      stripe_subscription_id: null,
      updated_at: trx.fn.now(),
    };
    if (existing) await trx('client_plans').where({ id: existing.id }).update(fields);
    else await trx('client_plans').insert({ client_id: clientId, service, ...fields });
    return currentPlansOf(trx, clientId);
  });
}

/** Ends a plan sold offline at once: orders placed from now on are priced as usual. */
export async function endStaffPlan(
  db: Knex,
  clientId: string,
  service: PlanService,
): Promise<PlanStanding[]> {
  return db.transaction(async (trx) => {
    await lockClient(trx, clientId);
    const existing = await lockPlan(trx, clientId, service);
    if (!existing || existing.status === 'ended') throw notFound(NO_PLAN);
    if (existing.source === 'stripe') throw conflict(PLAN_PAID_BY_CARD);
    await trx('client_plans')
      .where({ id: existing.id })
      .update({ status: 'ended', updated_at: trx.fn.now() });
    return currentPlansOf(trx, clientId);
  });
}
