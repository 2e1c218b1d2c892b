import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { webhooksQueryOptions } from './get-webhooks.ts';

/** DELETE /user/webhooks/:id. */
export async function deleteWebhook(id: string): Promise<void> {
  await http.delete(`/user/webhooks/${encodeURIComponent(id)}`);
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions().queryKey }),
  });
}
