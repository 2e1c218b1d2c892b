import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsQueryKey } from './get-notifications.ts';
import { markNotificationsRead } from './mark-read.ts';

/** Marks everything read, then refreshes the list; a failure is only logged (spec §7). */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onError: (error) => console.error('Could not mark notifications read', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
