import * as contract from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import type { OrderFinder } from '../../services/messages/send.ts';
import { findVisibleOrder } from '../../services/orders/visible.ts';
import type { StaffViewer } from '../../services/orders/viewer.ts';
import { messageThread, THREAD_RESPONSES } from '../orders/messages.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { orderIdParams } from './order-step.ts';
import { viewerOf } from './roles.ts';

const staffOrder =
  (viewer: StaffViewer, orderId: string): OrderFinder =>
  (db, lock) =>
    findVisibleOrder(db, viewer, orderId, { lock });

/** The shop's side of an order's message thread, for the orders the viewer may see (policies.ts). */
export function staffMessagesRoutes(deps: AppDeps): Route[] {
  const thread = messageThread(deps, 'shop');

  const list = defineRoute(
    {
      method: 'get',
      path: '/staff/orders/:id/messages',
      summary: 'The order’s messages with the client, newest last; the client’s are marked read',
      tag: 'Staff',
      access: 'staff',
      params: orderIdParams,
      responses: THREAD_RESPONSES,
    },
    async (ctx) => {
      ctx.body = await thread.list(staffOrder(viewerOf(ctx), ctx.input.params.id));
    },
  );

  const send = defineRoute(
    {
      method: 'post',
      path: '/staff/orders/:id/messages',
      summary: 'Write to the client about their order, with one’s own uploads; the client is notified',
      tag: 'Staff',
      access: 'staff',
      params: orderIdParams,
      body: contract.orderMessageBodySchema,
      responses: {
        201: { description: 'Sent', schema: contract.orderMessageCreatedSchema },
      },
    },
    async (ctx) => {
      ctx.status = 201;
      ctx.body = await thread.send(
        staffOrder(viewerOf(ctx), ctx.input.params.id),
        ctx.state.user,
        ctx.input.body,
      );
    },
  );

  return [list, send];
}
