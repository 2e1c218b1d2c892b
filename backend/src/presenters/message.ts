import type { OrderMessage } from '@stitchdesk/shared';
import type { ThreadItem } from '../services/messages/thread.ts';
import type { FileUrl } from './file-url.ts';

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
