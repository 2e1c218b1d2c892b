import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../errors.ts';
import { receiveStripeEvent } from '../../services/billing/stripe/webhook.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { errorResponses } from '../route-docs.ts';

/** The webhook's path under the API prefix: app.ts keeps this path's body as raw bytes. */
export const STRIPE_WEBHOOK_PATH = '/payments/stripe/webhook';

const receivedSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean().describe('The event had been received before; nothing changed'),
});

export const SIGNATURE_MISSING = 'The Stripe-Signature header is missing';

/** Stripe's notifications of Checkout Sessions, refunds and subscriptions (services/billing/stripe/). */
export function stripeWebhookRoutes({ db, config }: AppDeps): Route[] {
  const webhook = defineRoute(
    {
      method: 'post',
      path: STRIPE_WEBHOOK_PATH,
      summary: 'Stripe’s signed notification of a payment, a refund or a subscription (for Stripe only)',
      tag: 'Integrations',
      access: 'public',
      bodyDoc: z.object({ id: z.string(), type: z.string() }).describe('A Stripe event, as Stripe signs it'),
      headers: {
        'Stripe-Signature': { description: 'Stripe’s signature of the body', schema: z.string() },
      },
      responses: {
        200: { description: 'Received (once; a repeat changes nothing)', schema: receivedSchema },
        ...errorResponses(400, 404),
      },
    },
    async (ctx) => {
      const signature = ctx.get('Stripe-Signature');
      if (!signature) throw badRequest(SIGNATURE_MISSING);
      ctx.body = await receiveStripeEvent(db, config, ctx.request.rawBytes ?? Buffer.alloc(0), signature);
    },
  );
  return [webhook];
}
