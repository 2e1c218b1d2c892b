import type { Knex } from 'knex';
import { planOffer, type CheckoutSession, type PlanCheckoutInput, type PlanOffer } from '@stitchdesk/shared';
import type { Config } from '../../../config.ts';
import { conflict } from '../../../errors.ts';
import { planInForce, planRowOf } from '../../plans/plans-query.ts';
import { shopSettingsOf } from '../../settings/shop-settings.ts';
import { stripeOrNotFound } from './checkout.ts';
import { planMetadata } from './plan-metadata.ts';

/** Where the panel shows the client's plans; Stripe sends the browser back there. */
export const PLANS_PAGE_PATH = '/clientpanel/profile/plans';

const SERVICE_WORDS = { digitizing: 'digitizing', vector: 'vector art' } as const;

export function planInForceMessage(offer: Pick<PlanOffer, 'service'>, plan: string): string {
  return `You are already on the ${plan} ${SERVICE_WORDS[offer.service]} plan: a new one can start once it has ended`;
}

/** The subscription's product name: "Gold digitizing plan". */
export function planProductName(offer: PlanOffer): string {
  return `${offer.plan} ${SERVICE_WORDS[offer.service]} plan`;
}

/**
 * POST /user/plans/checkout: a Checkout Session in subscription mode for a plan of the catalogue,
 * billed monthly at its published price in the shop's currency. The plan starts when Stripe says
 * the session is paid (events/plan-subscriptions.ts), never here.
 */
export async function createPlanCheckout(
  db: Knex,
  config: Config,
  client: { id: string; email: string },
  input: PlanCheckoutInput,
): Promise<CheckoutSession> {
  const stripe = stripeOrNotFound(config);
  const offer = planOffer(input.service, input.plan);
  const current = await planRowOf(db, client.id, input.service);
  if (current && planInForce(current, new Date())) throw conflict(planInForceMessage(offer, current.plan));
  const { currency } = await shopSettingsOf(db);
  const metadata = planMetadata({ clientId: client.id, service: offer.service, plan: offer.plan });
  const returnUrl = `${config.publicUrl}${PLANS_PAGE_PATH}`;
  const session = await stripe.checkout.sessions.create({
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
    success_url: `${returnUrl}?checkout=success&service=${offer.service}`,
    cancel_url: `${returnUrl}?checkout=cancelled`,
  });
  if (!session.url) throw new Error('Stripe answered a Checkout Session without its URL');
  return { url: session.url, sessionId: session.id };
}
