import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWebhookInput, Webhook } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { webhooksQueryOptions } from './get-webhooks.ts';

/** PATCH /user/webhooks/:id — its URL, events, or turned back on. */
export async function updateWebhook({ id, ...input }: UpdateWebhookInput & { id: string }): Promise<Webhook> {
  const { data } = await http.patch<Webhook>(`/user/webhooks/${encodeURIComponent(id)}`, input);
  return data;
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions().queryKey }),
  });
}
