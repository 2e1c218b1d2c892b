import type { Knex } from 'knex';
import type Stripe from 'stripe';
import type { Config } from '../../../config.ts';
import { badRequest, notFound } from '../../../errors.ts';
import { stripeClientOf } from './client.ts';
import { dispatchStripeEvent } from './events/index.ts';

export const BAD_SIGNATURE = 'The Stripe-Signature header does not match this body, or it is too old';
export const CARDS_OFF = 'Card payments are not set up';

/**
 * POST /payments/stripe/webhook: the raw body checked against its Stripe-Signature (Stripe's own
 * check, with its five-minute tolerance, so a replay of an old event is refused), then the event's id
 * recorded and its handlers run in one transaction. The second delivery of an event finds its id
 * recorded and changes nothing; a handler that fails rolls the id back, so Stripe's retry runs it again.
 */
export async function receiveStripeEvent(
  db: Knex,
  config: Config,
  rawBody: Buffer,
  signature: string,
): Promise<{ received: true; duplicate: boolean }> {
  const stripe = stripeClientOf(config);
  if (!stripe || !config.stripe) throw notFound(CARDS_OFF);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, config.stripe.webhookSecret);
  } catch {
    throw badRequest(BAD_SIGNATURE);
  }
  return db.transaction(async (trx) => {
    const fresh = await trx('stripe_events')
      .insert({ id: event.id, type: event.type })
      .onConflict('id')
      .ignore()
      .returning('id');
    if (fresh.length === 0) return { received: true, duplicate: true } as const;
    await dispatchStripeEvent(event, { trx, config });
    return { received: true, duplicate: false } as const;
  });
}
