import * as contract from '@stitchdesk/shared';
import { machineProfileSchema, withProfileDefaults } from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { machineProfileOf, saveMachineProfile } from '../../services/machines/profile.ts';
import { threadChartOf } from '../../services/machines/thread-charts.ts';
import { defineRoute, type Route } from '../define-route.ts';

/** GET/PUT /user/machine-profile: the client's machines; every delivery to them comes in its formats. */
export function machineProfileRoutes({ db }: AppDeps): Route[] {
  const read = defineRoute(
    {
      method: 'get',
      path: '/user/machine-profile',
      summary: "The client's machine profile (defaults for what was never set)",
      tag: 'Accounts',
      access: 'client',
      responses: {
        200: { description: 'The profile', schema: contract.machineProfileResponseSchema },
      },
    },
    async (ctx) => {
      ctx.body = await machineProfileOf(db, ctx.state.user.id);
    },
  );

  const write = defineRoute(
    {
      method: 'put',
      path: '/user/machine-profile',
      summary: "Replace the client's machine profile",
      tag: 'Accounts',
      access: 'client',
      body: machineProfileSchema,
      responses: {
        200: { description: 'The profile as stored', schema: contract.machineProfileResponseSchema },
      },
    },
    async (ctx) => {
      const profile = ctx.input.body;
      await saveMachineProfile(db, ctx.state.user.id, profile);
      ctx.body = withProfileDefaults(profile);
    },
  );

  const chart = defineRoute(
    {
      method: 'get',
      path: '/user/machine-profile/thread-chart',
      summary: "The thread chart the client's profile names (its codes print on their worksheets)",
      tag: 'Accounts',
      access: 'client',
      responses: {
        200: { description: 'The chart', schema: contract.threadChartSchema },
      },
    },
    async (ctx) => {
      const profile = await machineProfileOf(db, ctx.state.user.id);
      ctx.body = await threadChartOf(db, profile.threadChart);
    },
  );

  return [read, write, chart];
}
