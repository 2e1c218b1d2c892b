import type { Knex } from 'knex';
import { planOffer, type CheckoutSession, type PlanCheckoutInput, type PlanOffer } from '@stitchdesk/shared';
import type { Config } from '../../../config.ts';
import { conflict } from '../../../errors.ts';
import { planCheckoutOpenMessage, planInForceMessage, planTitle } from '../../plans/plan-words.ts';
import { planInForce, planRowOf } from '../../plans/plans-query.ts';
import { shopSettingsOf } from '../../settings/shop-settings.ts';
import { stripeOrNotFound } from './checkout.ts';
import { planMetadata } from './plan-metadata.ts';

/** Where the panel shows the client's plans; Stripe sends the browser back there. */
export const PLANS_PAGE_PATH = '/clientpanel/profile/plans';

/**
 * How long a plan's Checkout Session stays open: Stripe's shortest (30 minutes) and a minute for
 * clocks that differ. While it is open no second session for the service opens.
 */
export const PLAN_CHECKOUT_OPEN_MS = 31 * 60_000;

/** The subscription's product name: "Gold digitizing plan". */
export function planProductName(offer: PlanOffer): string {
  return planTitle(offer.plan, offer.service);
}

/**
 * Claims the client's one open checkout of the service: the row of (client, service) is taken over
 * only when its session has expired, so of two simultaneous checkouts one claims it and the other,
 * finding it open, is refused with what is being bought. Returns the claim's id.
 */
async function claimCheckout(db: Knex, clientId: string, offer: PlanOffer, now: Date): Promise<string> {
  const expiresAt = new Date(now.getTime() + PLAN_CHECKOUT_OPEN_MS);
  const claimed = await db('plan_checkouts')
    .insert({ client_id: clientId, service: offer.service, plan: offer.plan, expires_at: expiresAt })
    .onConflict(['client_id', 'service'])
    .merge({ plan: offer.plan, stripe_session_id: null, expires_at: expiresAt, created_at: now })
    .where('plan_checkouts.expires_at', '<=', now)
    .returning<{ id: string }[]>('id');
  if (claimed.length > 0) return claimed[0].id;
  const open = await db('plan_checkouts')
    .first<{ plan: PlanOffer['plan']; expires_at: Date } | undefined>('plan', 'expires_at')
    .where({ client_id: clientId, service: offer.service });
  // Gone between the two statements (its session completed or expired): ask again.
  if (!open) return claimCheckout(db, clientId, offer, now);
  throw conflict(planCheckoutOpenMessage(open.plan, offer.service, open.expires_at));
}

/**
 * POST /user/plans/checkout: a Checkout Session in subscription mode for a plan of the catalogue,
 * billed monthly at its published price in the shop's currency. Refused (409) while the client has
 * a plan of the service in force or a session for one open. The plan starts when Stripe says the
 * session is paid (events/plan-subscriptions.ts), never here; a second subscription that completes
 * anyway (a session opened before the first was paid) is cancelled and refunded there.
 */
export async function createPlanCheckout(
  db: Knex,
  config: Config,
  client: { id: string; email: string },
  input: PlanCheckoutInput,
): Promise<CheckoutSession> {
  const stripe = stripeOrNotFound(config);
  const offer = planOffer(input.service, input.plan);
  const now = new Date();
  const current = await planRowOf(db, client.id, input.service);
  if (current && planInForce(current, now)) throw conflict(planInForceMessage(current));
  const claim = await claimCheckout(db, client.id, offer, now);
  const { currency } = await shopSettingsOf(db);
  const metadata = planMetadata({ clientId: client.id, service: offer.service, plan: offer.plan });
  const returnUrl = `${config.publicUrl}${PLANS_PAGE_PATH}`;
  let session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: currency.toLowerCase(),
            unit_amount: offer.priceCents,
            recurring: { interval: 'month' },
            product_data: { name: planProductName(offer), metadata },
          },
        },
      ],
      client_reference_id: client.id,
      customer_email: client.email,
      metadata,
      subscription_data: { metadata },
      expires_at: Math.floor((now.getTime() + PLAN_CHECKOUT_OPEN_MS) / 1000),
      success_url: `${returnUrl}?checkout=success&service=${offer.service}`,
      cancel_url: `${returnUrl}?checkout=cancelled&service=${offer.service}`,
    });
    if (!session.url) throw new Error('Stripe answered a Checkout Session without its URL');
  } catch (error) {
    // No session opened: the claim must not keep the client waiting for one.
    await db('plan_checkouts').where({ id: claim }).whereNull('stripe_session_id').delete();
    throw error;
  }
  await db('plan_checkouts').where({ id: claim }).update({ stripe_session_id: session.id });
  return { url: session.url, sessionId: session.id };
}
