import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadMessagesResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** GET /order/messages/unread — per order, the shop's messages the client has not read. */
export function unreadQueryOptions() {
  return queryOptions({
    queryKey: ['panel', 'messages', 'unread'] as const,
    queryFn: async () => (await http.get<UnreadMessagesResponse>('/order/messages/unread')).data.unread,
  });
}

export function useUnreadMessages() {
  return useQuery(unreadQueryOptions());
}
