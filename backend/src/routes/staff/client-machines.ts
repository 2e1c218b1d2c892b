import * as contract from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { machineProfileOf } from '../../services/machines/profile.ts';
import { findVisibleOrder } from '../../services/orders/visible.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { uuidParam } from '../params.ts';
import { viewerOf } from './roles.ts';

/**
 * GET /staff/orders/:id/machine-profile — the machines of the order's client, so the console can
 * run the delivery's quality check on a dropped file and list what it finds before anything is sent.
 */
export function staffClientMachinesRoutes({ db }: AppDeps): Route[] {
  const read = defineRoute(
    {
      method: 'get',
      path: '/staff/orders/:id/machine-profile',
      summary: "The machine profile of the order's client (what its delivery is checked for)",
      tag: 'Staff',
      access: 'staff',
      params: z.object({ id: uuidParam('Order not found', 'Order id') }),
      responses: {
        200: {
          description: 'The profile, defaults filled in',
          schema: contract.machineProfileResponseSchema,
        },
      },
    },
    async (ctx) => {
      const order = await findVisibleOrder(db, viewerOf(ctx), ctx.input.params.id);
      if (!order) throw notFound('Order not found');
      ctx.body = await machineProfileOf(db, order.user_id);
    },
  );
  return [read];
}
