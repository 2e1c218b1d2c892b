import type { Knex } from 'knex';
import { addJob } from '../../queue/add-job.ts';
import { notify } from '../notifications/notifications.ts';
import { duplicatePlanMessage, planTitle } from './plan-words.ts';
import { planRowOf } from './plans-query.ts';
import type { NamedPlan } from '../billing/stripe/plan-metadata.ts';

/*
 * A second subscription for a service the client already has a plan of in force: two tabs opened
 * two Checkout Sessions before either was paid (the checkout refuses a second one once the first is
 * paid or open, but a session opened before the claim expired, or before a staff plan was put on, can
 * still complete). The plan in force is kept; the new subscription is recorded here once (by its id,
 * however often and under whichever of its events it arrives), the client is told, and a job cancels
 * it at Stripe and refunds its first payment (stripe/refund-duplicate-plan.ts).
 */

export interface DuplicateSubscription extends NamedPlan {
  subscriptionId: string;
  amountCents: number;
  currency: string;
}

/** Whether the subscription was already found a duplicate: its later events change nothing. */
export async function isDuplicateSubscription(
  trx: Knex.Transaction,
  subscriptionId: string,
): Promise<boolean> {
  const row = await trx('plan_duplicates').first('id').where({ stripe_subscription_id: subscriptionId });
  return row !== undefined;
}

/** Records the duplicate, tells the client (bell and e-mail) and queues its cancel and refund; once. */
export async function rejectDuplicateSubscription(
  trx: Knex.Transaction,
  duplicate: DuplicateSubscription,
): Promise<void> {
  const inserted = await trx('plan_duplicates')
    .insert({
      client_id: duplicate.clientId,
      service: duplicate.service,
      plan: duplicate.plan,
      stripe_subscription_id: duplicate.subscriptionId,
      amount_cents: duplicate.amountCents,
      currency: duplicate.currency.toUpperCase(),
    })
    .onConflict('stripe_subscription_id')
    .ignore()
    .returning('id');
  if (inserted.length === 0) return;
  const client = await trx('users')
    .first<{ email: string } | undefined>('email')
    .where({ id: duplicate.clientId });
  const kept = await planRowOf(trx, duplicate.clientId, duplicate.service);
  if (!client || !kept) return;
  const message = duplicatePlanMessage(kept.plan, duplicate.plan, duplicate.service, {
    cents: duplicate.amountCents,
    currency: duplicate.currency,
  });
  await notify(trx, [duplicate.clientId], message, null);
  await addJob(trx, 'mail:send', {
    to: client.email,
    subject: `Your second ${planTitle(duplicate.plan, duplicate.service)} was cancelled and refunded`,
    text: `${message}.\n`,
  });
  await addJob(
    trx,
    'stripe:refund-duplicate-plan',
    { subscriptionId: duplicate.subscriptionId },
    { jobKey: `stripe-refund-duplicate-plan:${duplicate.subscriptionId}`, maxAttempts: 10 },
  );
}
