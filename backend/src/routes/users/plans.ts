import * as contract from '@stitchdesk/shared';
import type { UserPlansResponse } from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { presentCatalogue, presentPlan } from '../../presenters/plans.ts';
import { currentPlansOf } from '../../services/plans/plans-query.ts';
import { defineRoute, type Route } from '../define-route.ts';

/**
 * The spec's monthly plans in the client's panel: what is on sale and the client's own, with what
 * is left this period. The order form reads the same answer to say whether an order will be covered;
 * the placement decides.
 */
export function userPlansRoutes({ db }: AppDeps): Route[] {
  const list = defineRoute(
    {
      method: 'get',
      path: '/user/plans',
      summary: 'The monthly plans on sale and the caller’s current plans, with what is left this period',
      tag: 'Accounts',
      access: 'client',
      responses: { 200: { description: 'Plans', schema: contract.userPlansResponseSchema } },
    },
    async (ctx) => {
      const plans = await currentPlansOf(db, ctx.state.user.id);
      ctx.body = { catalogue: presentCatalogue(), plans: plans.map(presentPlan) } satisfies UserPlansResponse;
    },
  );

  return [list];
}
