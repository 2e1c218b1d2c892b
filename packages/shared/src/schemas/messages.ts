import { z } from 'zod';
import { MAX_LONG_TEXT, requiredText, uploadIds } from './fields.ts';

/** Requests and answers of an order's message thread between the client and the shop (issue 26). */

/** Most pictures or files one message may carry. */
export const MAX_MESSAGE_FILES = 10;

/** POST /order/:orderId/messages and /staff/orders/:id/messages. */
export const orderMessageBodySchema = z.object({
  body: requiredText('Message', MAX_LONG_TEXT),
  fileIds: uploadIds(MAX_MESSAGE_FILES, `At most ${MAX_MESSAGE_FILES} files in a message`).describe(
    'The sender’s own uploads (POST /uploads), not attached anywhere yet',
  ),
});
export type OrderMessageInput = z.input<typeof orderMessageBodySchema>;

export const MESSAGE_SIDES = ['client', 'shop'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

export const orderMessageSchema = z
  .object({
    _id: z.uuid(),
    side: z.enum(MESSAGE_SIDES).describe('Who wrote it: the client, or someone at the shop'),
    author: z.string().describe('The writer’s user name'),
    body: z.string(),
    files: z.array(z.object({ url: z.url(), name: z.string() })),
    createdAt: z.iso.datetime(),
    unread: z.boolean().describe('Written by the other side and not yet seen by the caller’s side'),
  })
  .meta({ id: 'OrderMessage' });
export type OrderMessage = z.infer<typeof orderMessageSchema>;

export const orderMessagesResponseSchema = z.object({
  messages: z.array(orderMessageSchema).describe('Oldest first, newest last'),
});
export type OrderMessagesResponse = z.infer<typeof orderMessagesResponseSchema>;

export const unreadMessagesResponseSchema = z.object({
  unread: z
    .record(z.uuid(), z.number().int().positive())
    .describe('Order id → messages from the shop not yet seen; orders with none are absent'),
});
export type UnreadMessagesResponse = z.infer<typeof unreadMessagesResponseSchema>;

export const orderMessageCreatedSchema = z.object({ message: z.string(), item: orderMessageSchema });
export type OrderMessageCreated = z.infer<typeof orderMessageCreatedSchema>;
