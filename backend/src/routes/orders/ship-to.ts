import * as contract from '@stitchdesk/shared';
import { shipToInputSchema, type CreateOrderResponse } from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { presentOrder } from '../../presenters/order.ts';
import { holdsFilesUntilPaid } from '../../services/billing/file-hold.ts';
import { ORDER_NOT_FOUND } from '../../services/orders/order-rows.ts';
import { partsOfOrders } from '../../services/orders/orders.ts';
import { setShipTo } from '../../services/orders/ship-to.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { fileLinks } from '../file-links.ts';
import { uuidParam } from '../params.ts';
import { errorResponses } from '../route-docs.ts';
import { stitchViewFor } from '../stitch-view.ts';

export const SHIP_TO_SAVED = 'Ship-to address saved';

/**
 * PUT /order/:orderId/ship-to — the client gives where their goods ship (a saved address or a new
 * one), on an order placed without one or to change it before it ships.
 */
export function orderShipToRoutes({ config, db }: AppDeps): Route[] {
  const links = fileLinks(config);
  const put = defineRoute(
    {
      method: 'put',
      path: '/order/:orderId/ship-to',
      summary: 'Give or change the ship-to address of one’s goods order (until it ships)',
      tag: 'Orders',
      access: 'client',
      scope: 'orders:write',
      params: z.object({ orderId: uuidParam(ORDER_NOT_FOUND, 'Order id') }),
      body: shipToInputSchema,
      responses: {
        200: { description: 'The order with its ship-to', schema: contract.createOrderResponseSchema },
        ...errorResponses(409),
      },
    },
    async (ctx) => {
      const { user } = ctx.state;
      const order = await setShipTo(db, user.id, ctx.input.params.orderId, ctx.input.body);
      const parts = await partsOfOrders(db, [order.id]);
      const stitchView = await stitchViewFor(db, user.id, parts.files);
      const holdFilesUntilPaid = await holdsFilesUntilPaid(db);
      ctx.body = {
        message: SHIP_TO_SAVED,
        order: presentOrder({
          order,
          email: user.email,
          ...parts,
          fileUrl: links.for(user),
          stitchView,
          holdFilesUntilPaid,
        }),
      } satisfies CreateOrderResponse;
    },
  );
  return [put];
}
