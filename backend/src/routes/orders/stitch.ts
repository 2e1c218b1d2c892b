import * as contract from '@stitchdesk/shared';
import type { StitchInfo } from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { presentStitch, WHOLE_SUMMARY } from '../../presenters/stitch.ts';
import { fileLinks } from '../file-links.ts';
import { findOrderOfUser, ORDER_NOT_FOUND } from '../../services/orders/order-rows.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { uuidParam } from '../params.ts';
import { NOT_MODIFIED } from '../route-docs.ts';
import { NO_STITCH_FILE } from '../../services/stitch/thread-pins.ts';
import { answerColorsOfFile, stitchFileOfOrder } from '../../services/stitch/order-stitch-file.ts';
import { sendCacheable } from './cacheable.ts';
import { stitchViewFor } from '../stitch-view.ts';

/**
 * GET /order/:orderId/files/:fileId/stitch — the whole stored summary of one stitch file of the
 * caller's order, as staff and upload answers show it. Order answers list a few stops and findings
 * without their places, to stay small; the order page asks for the rest of one file when the
 * client wants it.
 */
export function orderStitchRoutes({ config, db }: AppDeps): Route[] {
  const links = fileLinks(config);

  const whole = defineRoute(
    {
      method: 'get',
      path: '/order/:orderId/files/:fileId/stitch',
      summary:
        'The whole summary of one stitch file of one’s order: every stop the summary keeps, each with its thread, and the findings with their places',
      tag: 'Orders',
      access: 'client',
      scope: 'orders:read',
      params: z.object({
        orderId: uuidParam(ORDER_NOT_FOUND, 'Order id'),
        fileId: uuidParam(NO_STITCH_FILE, 'File id'),
      }),
      responses: {
        200: { description: 'The summary', schema: contract.stitchSummarySchema },
        ...NOT_MODIFIED,
      },
    },
    async (ctx) => {
      const { user } = ctx.state;
      const { orderId, fileId } = ctx.input.params;
      const order = await findOrderOfUser(db, user.id, orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const file = await stitchFileOfOrder(db, order, fileId);
      if (!file) throw notFound(NO_STITCH_FILE);
      const [colors, view] = await Promise.all([
        answerColorsOfFile(db, order, file),
        stitchViewFor(db, user.id, [file], WHOLE_SUMMARY),
      ]);
      // Its preview and conversion links signed only for a caller who may open files (files:read).
      const stitch = presentStitch(file, links.for(user)(file), colors, view);
      if (!stitch) throw notFound(NO_STITCH_FILE);
      sendCacheable(ctx, stitch satisfies StitchInfo);
    },
  );

  return [whole];
}
