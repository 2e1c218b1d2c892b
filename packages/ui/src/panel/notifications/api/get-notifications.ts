import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_POLL_MS, type Notification, type NotificationsResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** What one poll knows: the list and the ETag it came with. */
export interface NotificationsSnapshot {
  list: Notification[];
  etag: string | null;
}

/**
 * GET /user/getuser/notifications, conditional on the last ETag: a 304 means nothing changed, so
 * the previous snapshot is kept (and the server did no work building the list).
 */
export async function getNotifications(previous?: NotificationsSnapshot): Promise<NotificationsSnapshot> {
  const response = await http.get<NotificationsResponse>('/user/getuser/notifications', {
    headers: previous?.etag ? { 'If-None-Match': previous.etag } : undefined,
    validateStatus: (status) => (status >= 200 && status < 300) || status === 304,
  });
  if (response.status === 304 && previous) return previous;
  const etag = response.headers['etag'];
  return { list: response.data.notification, etag: typeof etag === 'string' ? etag : null };
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: ['panel', 'notifications'] as const,
    queryFn: ({ client, queryKey }) => getNotifications(client.getQueryData<NotificationsSnapshot>(queryKey)),
    // docs/product.md §Notifications: load on entry, then refresh every 5 seconds; a failed poll shows at
    // once.
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  });
}

export const useNotifications = () => useQuery(notificationsQueryOptions());
