import Stripe from 'stripe';
import type { Config } from '../../../config.ts';

export type StripeConfig = NonNullable<Config['stripe']>;

/** One SDK client per configuration: it keeps its own connection pool. */
const clients = new WeakMap<StripeConfig, Stripe>();

/**
 * The Stripe client of `config`, or null when card payments are off (no keys). STRIPE_API_URL points
 * it at a Stripe-compatible server (its host, port and protocol, as the SDK's options take them).
 */
export function stripeClientOf(config: Pick<Config, 'stripe'>): Stripe | null {
  const settings = config.stripe;
  if (!settings) return null;
  let client = clients.get(settings);
  if (!client) {
    client = new Stripe(settings.secretKey, {
      ...(settings.api ?? {}),
      // One retry (with Stripe's idempotency keys) rides out a dropped connection; more would keep a
      // client's request waiting.
      maxNetworkRetries: 1,
      timeout: 10_000,
      appInfo: { name: 'Stitchdesk' },
    });
    clients.set(settings, client);
  }
  return client;
}

/** Card payments are on: both keys are set. */
export function cardPaymentsOn(config: Pick<Config, 'stripe'>): boolean {
  return config.stripe !== null;
}
