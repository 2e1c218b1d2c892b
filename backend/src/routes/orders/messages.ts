import * as contract from '@stitchdesk/shared';
import type {
  MessageSide,
  OrderMessageCreated,
  OrderMessagesResponse,
  UnreadMessagesResponse,
} from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { userRateLimit } from '../../middleware/rate-limit.ts';
import { presentSent, presentThread } from '../../presenters/message.ts';
import { fileSignerFor, signedLinks } from '../../services/files/signing.ts';
import { sendMessage, threadFor, type OrderFinder } from '../../services/messages/send.ts';
import { unreadForClient } from '../../services/messages/thread.ts';
import { findOrderOfUser, ORDER_NOT_FOUND } from '../../services/orders/order-rows.ts';
import { uuidParam } from '../params.ts';
import { defineRoute, type Route } from '../define-route.ts';

/** What either side's thread route answers. */
export const THREAD_RESPONSES = {
  200: { description: 'Messages', schema: contract.orderMessagesResponseSchema },
};

/**
 * What both sides do with an order's thread, given how that side finds the order: read it (the
 * other side's messages become read) and write to it, answered with signed file links.
 */
export function messageThread({ config, db }: AppDeps, side: MessageSide) {
  const fileUrl = signedLinks(fileSignerFor(config));
  return {
    list: async (findOrder: OrderFinder): Promise<OrderMessagesResponse> =>
      presentThread(await threadFor(db, findOrder, side), fileUrl),
    send: async (
      findOrder: OrderFinder,
      author: { id: string; username: string },
      message: z.infer<typeof contract.orderMessageBodySchema>,
    ): Promise<OrderMessageCreated> =>
      presentSent(
        await sendMessage(db, { ...message, findOrder, side, author, publicUrl: config.publicUrl }),
        fileUrl,
      ),
  };
}

/** A person writes a few messages an hour; more is a script flooding the shop's bell. */
export const MESSAGES_PER_HOUR = 60;

const orderIdParams = z.object({ orderId: uuidParam(ORDER_NOT_FOUND, 'Order id') });

const clientOrder =
  (userId: string, orderId: string): OrderFinder =>
  (db, lock) =>
    findOrderOfUser(db, userId, orderId, { forUpdate: lock });

/** The client's side of an order's message thread (issue 26); another client's order is 404. */
export function orderMessagesRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  const thread = messageThread(deps, 'client');

  const list = defineRoute(
    {
      method: 'get',
      path: '/order/:orderId/messages',
      summary: 'The order’s messages with the shop, newest last; the shop’s are marked read',
      tag: 'Orders',
      access: 'client',
      params: orderIdParams,
      responses: THREAD_RESPONSES,
    },
    async (ctx) => {
      ctx.body = await thread.list(clientOrder(ctx.state.user.id, ctx.input.params.orderId));
    },
  );

  const send = defineRoute(
    {
      method: 'post',
      path: '/order/:orderId/messages',
      summary: 'Write to the shop about one’s order, with one’s own uploads; staff are notified',
      tag: 'Orders',
      access: 'client',
      params: orderIdParams,
      body: contract.orderMessageBodySchema,
      responses: {
        201: { description: 'Sent', schema: contract.orderMessageCreatedSchema },
      },
      before: [
        userRateLimit({
          bucket: 'order-message',
          limit: MESSAGES_PER_HOUR,
          windowSeconds: 60 * 60,
          what: 'messages',
        }),
      ],
    },
    async (ctx) => {
      const { user } = ctx.state;
      ctx.status = 201;
      ctx.body = await thread.send(clientOrder(user.id, ctx.input.params.orderId), user, ctx.input.body);
    },
  );

  const unread = defineRoute(
    {
      method: 'get',
      path: '/order/messages/unread',
      summary: 'How many messages from the shop the caller has not read, per order (My Orders’ marker)',
      tag: 'Orders',
      access: 'client',
      responses: {
        200: { description: 'Unread counts', schema: contract.unreadMessagesResponseSchema },
      },
    },
    async (ctx) => {
      ctx.body = { unread: await unreadForClient(db, ctx.state.user.id) } satisfies UnreadMessagesResponse;
    },
  );

  return [unread, list, send];
}
