import type { OrderMessage } from '@stitchdesk/shared';
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
