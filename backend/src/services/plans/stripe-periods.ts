import type { Knex } from 'knex';
import type { PlanName, PlanService } from '@stitchdesk/shared';
import { notify } from '../notifications/notifications.ts';
import { CLIENT_PLAN_COLUMNS, type ClientPlanRow } from './plan-rows.ts';
import { planActiveMessage } from './plan-words.ts';
import { planInForce } from './plans-query.ts';

/*
 * A card plan's life as Stripe reports it, in the webhook's transaction. The row of the client's
 * service is renewed in place: each paid period replaces the last (usage is counted per period, so
 * a new period starts from the full allowance and nothing rolls over). Every write here is safe to
 * repeat: the same period twice, or an older one after a newer, changes nothing.
 */

export interface StripePeriod {
  clientId: string;
  service: PlanService;
  plan: PlanName;
  subscriptionId: string;
  start: Date;
  end: Date;
  /** The subscription's first paid event (its session completed, its first invoice paid). */
  opening: boolean;
}

/** `duplicate`: the service's plan in force is another's; this subscription is to be undone. */
export type PeriodOutcome = 'started' | 'renewed' | 'unchanged' | 'duplicate';

/**
 * Starts or moves on the period a Stripe subscription paid for. A new subscription takes the
 * service's row over only once the plan it held is no longer in force (ended, its paid period run
 * out): one the client opened while another was in force is a duplicate (two tabs, two sessions),
 * and changes nothing here. The row is locked, so of two subscriptions completing at once the second
 * sees the first's.
 */
export async function applyStripePeriod(trx: Knex.Transaction, period: StripePeriod): Promise<PeriodOutcome> {
  const client = await trx('users').first('id').where({ id: period.clientId, role: 'client' });
  if (!client) return 'unchanged';
  const fields = {
    plan: period.plan,
    status: 'active',
    period_start: period.start,
    period_end: period.end,
    source: 'stripe',
    stripe_subscription_id: period.subscriptionId,
    updated_at: trx.fn.now(),
  };
  const inserted = await trx('client_plans')
    .insert({ client_id: period.clientId, service: period.service, ...fields })
    .onConflict(['client_id', 'service'])
    .ignore()
    .returning('id');
  if (inserted.length === 0) {
    const row = await trx<ClientPlanRow>('client_plans')
      .first(...CLIENT_PLAN_COLUMNS)
      .where({ client_id: period.clientId, service: period.service })
      .forUpdate();
    if (!row) return 'unchanged';
    if (row.stripe_subscription_id === period.subscriptionId) {
      if (row.status === 'ended' || period.start <= row.period_start) return 'unchanged';
      await trx('client_plans')
        .where({ id: row.id })
        .update({ period_start: period.start, period_end: period.end, updated_at: trx.fn.now() });
      return 'renewed';
    }
    // A late event of a subscription the row has moved on from (one bought before this one).
    if (row.source === 'stripe' && period.start < row.period_start) return 'unchanged';
    if (planInForce(row, new Date())) return period.opening ? 'duplicate' : 'unchanged';
    await trx('client_plans').where({ id: row.id }).update(fields);
  }
  await notify(trx, [period.clientId], planActiveMessage(period.plan, period.service), null);
  return 'started';
}

/** The subscription will stop at its period's end (`canceling`), or goes on after all (`active`). */
export async function setStripePlanCanceling(
  trx: Knex.Transaction,
  subscriptionId: string,
  canceling: boolean,
): Promise<void> {
  await trx('client_plans')
    .where({ stripe_subscription_id: subscriptionId })
    .whereIn('status', canceling ? ['active'] : ['canceling'])
    .update({ status: canceling ? 'canceling' : 'active', updated_at: trx.fn.now() });
}

/**
 * The subscription ended at Stripe: no more renewals. The period already paid for still covers
 * orders until its end (usage.ts), then the plan is gone from the client's list.
 */
export async function endStripePlan(trx: Knex.Transaction, subscriptionId: string): Promise<void> {
  await trx('client_plans')
    .where({ stripe_subscription_id: subscriptionId })
    .whereNot({ status: 'ended' })
    .update({ status: 'ended', updated_at: trx.fn.now() });
}

/** The plan a subscription pays for, by its id (for an invoice whose metadata does not say). */
export async function planOfSubscription(
  trx: Knex.Transaction,
  subscriptionId: string,
): Promise<ClientPlanRow | undefined> {
  return trx<ClientPlanRow>('client_plans')
    .first(...CLIENT_PLAN_COLUMNS)
    .where({ stripe_subscription_id: subscriptionId });
}
