import type { Knex } from 'knex';
import type { PlanService } from '@stitchdesk/shared';
import type { Config } from '../../config.ts';
import { conflict, notFound } from '../../errors.ts';
import { stripeOrNotFound } from '../billing/stripe/checkout.ts';
import { currentPlansOf, planInForce, planRowOf, type PlanStanding } from './plans-query.ts';

export const NO_PLAN_TO_CANCEL = 'You have no plan for this service';
export const PLAN_ARRANGED_OFFLINE =
  'This plan was arranged with our team, so it cannot be cancelled here: contact us to end it';
export const PLAN_ALREADY_ENDED = 'This plan has already ended at Stripe: it runs to the end of this month';

/**
 * POST /user/plans/:service/cancel: the client's card plan stops renewing. Stripe keeps the
 * subscription to the end of the period paid for (cancel_at_period_end), so its orders stay covered
 * until then; `customer.subscription.deleted` ends it there. Asking twice changes nothing.
 */
export async function cancelClientPlan(
  db: Knex,
  config: Config,
  clientId: string,
  service: PlanService,
): Promise<PlanStanding[]> {
  const stripe = stripeOrNotFound(config);
  const row = await planRowOf(db, clientId, service);
  if (!row || !planInForce(row, new Date())) throw notFound(NO_PLAN_TO_CANCEL);
  if (row.source === 'staff' || !row.stripe_subscription_id) throw conflict(PLAN_ARRANGED_OFFLINE);
  if (row.status === 'ended') throw conflict(PLAN_ALREADY_ENDED);
  const subscriptionId = row.stripe_subscription_id;
  if (row.status === 'active')
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
  return db.transaction(async (trx) => {
    // Only this subscription, and only if no webhook ended it meanwhile.
    await trx('client_plans')
      .where({ id: row.id, stripe_subscription_id: subscriptionId, status: 'active' })
      .update({ status: 'canceling', updated_at: trx.fn.now() });
    return currentPlansOf(trx, clientId);
  });
}
