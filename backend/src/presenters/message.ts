import type { OrderMessage, OrderMessageCreated, OrderMessagesResponse } from '@stitchdesk/shared';
import type { FileUrl, ThreadItem } from '../db/rows.ts';

export function presentMessage({ row, files, unread }: ThreadItem, fileUrl: FileUrl): OrderMessage {
  return {
    _id: row.id,
    side: row.side,
    author: row.author_username ?? (row.side === 'shop' ? 'The shop' : 'Former client'),
    body: row.body,
    files: files.map((file) => ({ url: fileUrl(file), name: file.name })),
    createdAt: row.created_at.toISOString(),
    unread,
  };
}

export const MESSAGE_SENT = 'Message sent';

/** An order's thread as either side reads it. */
export const presentThread = (items: ThreadItem[], fileUrl: FileUrl): OrderMessagesResponse => ({
  messages: items.map((item) => presentMessage(item, fileUrl)),
});

/** The answer to a message sent from either side. */
export const presentSent = (item: ThreadItem, fileUrl: FileUrl): OrderMessageCreated => ({
  message: MESSAGE_SENT,
  item: presentMessage(item, fileUrl),
});
