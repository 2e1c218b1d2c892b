import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@stitchdesk/shared';
import { apiPut } from '../../../lib/api.ts';
import { notificationsQueryOptions } from './get-notifications.ts';

/** PUT /user/update/notification/readstatus (empty body): marks every notification read. */
export async function markNotificationsRead(): Promise<MessageResponse> {
  return apiPut<MessageResponse>('/user/update/notification/readstatus');
}

/**
 * Marks everything read, then refreshes the list; a failure is only logged (docs/product.md §Notifications).
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onError: (error) => console.error('Could not mark notifications read', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }),
  });
}
