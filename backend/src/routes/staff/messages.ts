import * as contract from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { presentSent, presentThread } from '../../presenters/message.ts';
import { fileSignerFor, signedLinks } from '../../services/files/signing.ts';
import { sendMessage, threadFor, type OrderFinder } from '../../services/messages/send.ts';
import { findVisibleOrder } from '../../services/orders/visible.ts';
import type { StaffViewer } from '../../services/orders/viewer.ts';
import { THREAD_RESPONSES } from '../orders/messages.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { orderIdParams } from './order-step.ts';
import { viewerOf } from './roles.ts';

const staffOrder =
  (viewer: StaffViewer, orderId: string): OrderFinder =>
  (db, lock) =>
    findVisibleOrder(db, viewer, orderId, { lock });

/** The shop's side of an order's message thread, for the orders the viewer may see (policies.ts). */
export function staffMessagesRoutes(deps: AppDeps): Route[] {
  const { config, db } = deps;
  const fileUrl = signedLinks(fileSignerFor(config));

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
      const items = await threadFor(db, staffOrder(viewerOf(ctx), ctx.input.params.id), 'shop');
      ctx.body = presentThread(items, fileUrl);
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
      const sent = await sendMessage(db, {
        ...ctx.input.body,
        findOrder: staffOrder(viewerOf(ctx), ctx.input.params.id),
        side: 'shop',
        author: ctx.state.user,
        publicUrl: config.publicUrl,
      });
      ctx.status = 201;
      ctx.body = presentSent(sent, fileUrl);
    },
  );

  return [list, send];
}
