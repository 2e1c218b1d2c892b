import * as contract from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { userRateLimit } from '../../middleware/rate-limit.ts';
import { createOrderCheckout } from '../../services/billing/stripe/checkout.ts';
import { ORDER_NOT_FOUND } from '../../services/orders/order-rows.ts';
import { uuidParam } from '../params.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { errorResponses } from '../route-docs.ts';

/** Sessions a client may open an hour: a person pays a few; more is a script spending Stripe's quota. */
export const CHECKOUTS_PER_HOUR = 60;

export const checkoutRateLimit = userRateLimit({
  bucket: 'stripe-checkout',
  limit: CHECKOUTS_PER_HOUR,
  windowSeconds: 60 * 60,
  what: 'payment sessions',
});

/**
 * Paying one's own order by card (Stripe Checkout). Without the Stripe keys the route answers 404, as
 * for an order that is not there: card payments are simply not offered.
 */
export function orderCheckoutRoutes({ db, config }: AppDeps): Route[] {
  const checkout = defineRoute(
    {
      method: 'post',
      path: '/order/:orderId/checkout',
      summary:
        'A Stripe Checkout Session for the order’s deposit or balance (the server works out the amount)',
      tag: 'Orders',
      access: 'client',
      params: z.object({ orderId: uuidParam(ORDER_NOT_FOUND, 'Order id') }),
      body: contract.orderCheckoutSchema,
      responses: {
        201: { description: 'Send the browser to `url`', schema: contract.checkoutSessionSchema },
        ...errorResponses(409),
      },
      before: [checkoutRateLimit],
    },
    async (ctx) => {
      const { user } = ctx.state;
      const session = await createOrderCheckout(db, config, user, {
        orderId: ctx.input.params.orderId,
        amount: ctx.input.body.amount,
      });
      ctx.status = 201;
      ctx.body = session;
    },
  );
  return [checkout];
}
