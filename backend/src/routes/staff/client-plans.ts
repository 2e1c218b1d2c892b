import * as contract from '@stitchdesk/shared';
import { PLAN_SERVICES, staffPlanSchema } from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { presentPlan } from '../../presenters/plans.ts';
import { CLIENT_NOT_FOUND, findClient } from '../../services/accounts/clients.ts';
import { currentPlansOf } from '../../services/plans/plans-query.ts';
import { endStaffPlan, putStaffPlan } from '../../services/plans/staff-plans.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { uuidParam } from '../params.ts';
import { errorResponses } from '../route-docs.ts';
import { viewerOf } from './roles.ts';

const idParams = z.object({ id: uuidParam(CLIENT_NOT_FOUND, 'Client id') });
const planParams = idParams.extend({
  service: z.enum(PLAN_SERVICES).meta({ description: 'digitizing or vector' }),
});

/**
 * A client's monthly plans in the console. Staff see them; putting a client on a plan sold offline,
 * or ending one, is an admin's: a plan prices the client's orders at $0.00, as an admin's price
 * change or allowance would (the same rule as PUT /staff/clients/:id/allowances).
 */
export function staffClientPlansRoutes({ db }: AppDeps): Route[] {
  const show = defineRoute(
    {
      method: 'get',
      path: '/staff/clients/:id/plans',
      summary: 'A client’s current monthly plans, with what is left this period',
      tag: 'Staff',
      access: 'staff',
      params: idParams,
      responses: { 200: { description: 'Plans', schema: contract.staffClientPlansResponseSchema } },
    },
    async (ctx) => {
      const { id } = ctx.input.params;
      if (!(await findClient(db, viewerOf(ctx), id))) throw notFound(CLIENT_NOT_FOUND);
      ctx.body = { plans: (await currentPlansOf(db, id)).map(presentPlan) };
    },
  );

  const put = defineRoute(
    {
      method: 'put',
      path: '/staff/clients/:id/plans/:service',
      summary: 'Put a client on a plan sold offline (monthly from periodStart, until ended)',
      tag: 'Staff',
      access: 'admin',
      params: planParams,
      body: staffPlanSchema,
      responses: {
        200: { description: 'The client’s plans', schema: contract.staffClientPlansResponseSchema },
        ...errorResponses(409),
      },
    },
    async (ctx) => {
      const { id, service } = ctx.input.params;
      ctx.body = { plans: (await putStaffPlan(db, id, service, ctx.input.body)).map(presentPlan) };
    },
  );

  const end = defineRoute(
    {
      method: 'delete',
      path: '/staff/clients/:id/plans/:service',
      summary: 'End a plan sold offline now; orders from then on are priced as usual',
      tag: 'Staff',
      access: 'admin',
      params: planParams,
      responses: {
        200: { description: 'The client’s plans', schema: contract.staffClientPlansResponseSchema },
        ...errorResponses(409),
      },
    },
    async (ctx) => {
      const { id, service } = ctx.input.params;
      ctx.body = { plans: (await endStaffPlan(db, id, service)).map(presentPlan) };
    },
  );

  return [show, put, end];
}
