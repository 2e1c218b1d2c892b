import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadMessagesResponse } from '@stitchdesk/shared';
import { apiGet } from '../../../lib/api.ts';

/** GET /order/messages/unread — per order, the shop's messages the client has not read. */
export function unreadQueryOptions() {
  return queryOptions({
    queryKey: ['panel', 'messages', 'unread'] as const,
    queryFn: async () => (await apiGet<UnreadMessagesResponse>('/order/messages/unread')).unread,
    // A message read in another tab or answered by e-mail shows when the client comes back to this one.
    refetchOnWindowFocus: true,
  });
}

export const useUnreadMessages = () => useQuery(unreadQueryOptions());
