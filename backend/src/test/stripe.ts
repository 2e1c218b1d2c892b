import { afterAll, beforeAll } from 'vitest';
import { later, useTestContext } from './context.ts';
import type { TestContext, TestContextOptions } from './harness.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';

/**
 * A test context with card payments on against a fake Stripe (started first, closed last), its
 * workers running (refunds go through the queue) and the fake's checkout page posting to its webhook.
 */
export function useStripeTestContext(options: () => TestContextOptions = () => ({})): {
  t: TestContext;
  stripe: FakeStripe;
} {
  let fake: FakeStripe | undefined;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake?.close());
  const t = useTestContext(() => {
    const extra = options();
    return { workers: true, ...extra, env: { ...fake!.env, ...extra.env } };
  });
  beforeAll(() => {
    fake!.webhookUrl = `${t.url}/api/v1/payments/stripe/webhook`;
  });
  return { t, stripe: later('The fake Stripe', () => fake) };
}

/** Posts a signed event to the webhook, as Stripe does. */
export async function deliverStripeEvent(
  t: TestContext,
  stripe: FakeStripe,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a Stripe event, as loose JSON
  event: Record<string, any>,
  options: { timestamp?: number; secret?: string } = {},
) {
  const { body, signature } = stripe.sign(event, options);
  return t.request('/api/v1/payments/stripe/webhook', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
  });
}

/** Opens a Checkout Session as the client and completes it at the fake: the event Stripe would send. */
export async function paidSession(
  t: TestContext,
  stripe: FakeStripe,
  token: string,
  orderId: string,
  amount: 'deposit' | 'balance',
) {
  const response = await t.request(`/api/v1/order/${orderId}/checkout`, {
    method: 'POST',
    token,
    body: { amount },
  });
  if (response.status !== 201) throw new Error(`checkout failed: ${response.status} ${response.text}`);
  return { sessionId: response.body.sessionId as string, event: stripe.complete(response.body.sessionId) };
}
