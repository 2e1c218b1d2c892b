import { threadPinsSchema } from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { NO_STITCH_FILE, pinThreads } from '../../services/stitch/thread-pins.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { uuidParam } from '../params.ts';
import { viewerOf } from './roles.ts';

/**
 * PUT /staff/orders/:id/files/:fileId/thread-pins — the thread codes staff choose for the stops of
 * one of the order's stitch files; a pinned code wins over the nearest thread everywhere after
 * (the client's cards, the worksheet). The whole set is replaced; `{pins: {}}` clears it.
 */
export function staffThreadPinsRoutes({ db }: AppDeps): Route[] {
  const pin = defineRoute(
    {
      method: 'put',
      path: '/staff/orders/:id/files/:fileId/thread-pins',
      summary: "Pin thread codes to the stops of one of the order's stitch files",
      tag: 'Staff',
      access: 'staff',
      params: z.object({
        id: uuidParam('Order not found', 'Order id'),
        fileId: uuidParam(NO_STITCH_FILE, 'File id'),
      }),
      body: threadPinsSchema,
      responses: {
        200: { description: 'The pins as stored', schema: threadPinsSchema },
      },
    },
    async (ctx) => {
      const { id, fileId } = ctx.input.params;
      const { pins } = ctx.input.body;
      await pinThreads(db, viewerOf(ctx), { orderId: id, fileId, pins });
      ctx.body = { pins };
    },
  );
  return [pin];
}
