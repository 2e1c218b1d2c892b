import type { Knex } from 'knex';
import Stripe from 'stripe';
import type { PlanService } from '@stitchdesk/shared';
import type { Config } from '../../../config.ts';
import { conflict } from '../../../errors.ts';
import { stripeOrNotFound } from './checkout.ts';

export const PLAN_CHECKOUT_PAID =
  'That checkout has already been paid: your plan shows here once Stripe confirms it';

/**
 * DELETE /user/plans/checkout/:service: the client left the checkout page (Stripe's Cancel, or the
 * Plans page told it so), so the session is expired at Stripe, where it can no longer be paid, and
 * the client's claim goes: another checkout of the service may open at once rather than when the
 * session would have expired. A claim whose session is still being opened is left to its request; a
 * session already paid answers 409. Nothing open: nothing to do.
 */
export async function releasePlanCheckout(
  db: Knex,
  config: Config,
  clientId: string,
  service: PlanService,
): Promise<void> {
  const stripe = stripeOrNotFound(config);
  const claim = await db('plan_checkouts')
    .first<{ id: string; stripe_session_id: string | null; expires_at: Date } | undefined>(
      'id',
      'stripe_session_id',
      'expires_at',
    )
    .where({ client_id: clientId, service });
  if (!claim || !claim.stripe_session_id || claim.expires_at <= new Date()) return;
  const sessionId = claim.stripe_session_id;
  try {
    await stripe.checkout.sessions.expire(sessionId);
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    // Not open any more: paid (the webhook releases the claim), or expired already.
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (session.status === 'complete') throw conflict(PLAN_CHECKOUT_PAID);
  }
  await db('plan_checkouts').where({ id: claim.id, stripe_session_id: sessionId }).delete();
}
