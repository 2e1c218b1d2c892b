import * as contract from '@stitchdesk/shared';
import type { ClientPlansResponse, UserPlansResponse } from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { presentCatalogue, presentPlan, presentPlanPayment } from '../../presenters/plans.ts';
import { createPlanCheckout } from '../../services/billing/stripe/plan-checkout.ts';
import { releasePlanCheckout } from '../../services/billing/stripe/plan-checkout-release.ts';
import { cancelClientPlan } from '../../services/plans/cancel-plan.ts';
import { planPaymentsOf } from '../../services/plans/plan-payments-query.ts';
import { currentPlansOf } from '../../services/plans/plans-query.ts';
import { checkoutRateLimit } from '../orders/checkout.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { errorResponses } from '../route-docs.ts';

const serviceParams = z.object({
  service: z.enum(contract.PLAN_SERVICES).meta({ description: 'digitizing or vector' }),
});

/**
 * The spec's monthly plans in the client's panel: what is on sale and the client's own, with what
 * is left this period. The order form reads the same answer to say whether an order will be covered;
 * the placement decides. With the Stripe keys set a client buys a plan by card (a subscription), gives
 * up a checkout left unpaid, and cancels a plan; without them those routes answer 404, as the order
 * checkout does.
 */
export function userPlansRoutes({ db, config }: AppDeps): Route[] {
  const list = defineRoute(
    {
      method: 'get',
      path: '/user/plans',
      summary:
        'The monthly plans on sale, the caller’s current plans with what is left this period, and what they were charged',
      tag: 'Accounts',
      access: 'client',
      responses: { 200: { description: 'Plans', schema: contract.userPlansResponseSchema } },
    },
    async (ctx) => {
      const [plans, payments] = await Promise.all([
        currentPlansOf(db, ctx.state.user.id),
        planPaymentsOf(db, ctx.state.user.id),
      ]);
      ctx.body = {
        catalogue: presentCatalogue(),
        plans: plans.map(presentPlan),
        payments: payments.map(presentPlanPayment),
      } satisfies UserPlansResponse;
    },
  );

  const checkout = defineRoute(
    {
      method: 'post',
      path: '/user/plans/checkout',
      summary: 'A Stripe Checkout Session (a monthly subscription) for a plan of the catalogue',
      tag: 'Accounts',
      access: 'client',
      body: contract.planCheckoutSchema,
      responses: {
        201: { description: 'Send the browser to `url`', schema: contract.checkoutSessionSchema },
        ...errorResponses(404, 409),
      },
      before: [checkoutRateLimit],
    },
    async (ctx) => {
      ctx.status = 201;
      ctx.body = await createPlanCheckout(db, config, ctx.state.user, ctx.input.body);
    },
  );

  const release = defineRoute(
    {
      method: 'delete',
      path: '/user/plans/checkout/:service',
      summary: 'Give up one’s open plan checkout of the service: its session expires, another may open',
      tag: 'Accounts',
      access: 'client',
      params: serviceParams,
      responses: { 204: { description: 'Nothing open for the service now' }, ...errorResponses(404, 409) },
    },
    async (ctx) => {
      await releasePlanCheckout(db, config, ctx.state.user.id, ctx.input.params.service);
      ctx.status = 204;
    },
  );

  const cancel = defineRoute(
    {
      method: 'post',
      path: '/user/plans/:service/cancel',
      summary: 'Stop one’s card plan renewing: it runs to the end of the month paid for',
      tag: 'Accounts',
      access: 'client',
      params: serviceParams,
      responses: {
        200: { description: 'The caller’s plans', schema: contract.clientPlansResponseSchema },
        ...errorResponses(404, 409),
      },
    },
    async (ctx) => {
      const plans = await cancelClientPlan(db, config, ctx.state.user.id, ctx.input.params.service);
      ctx.body = { plans: plans.map(presentPlan) } satisfies ClientPlansResponse;
    },
  );

  return [list, checkout, release, cancel];
}
