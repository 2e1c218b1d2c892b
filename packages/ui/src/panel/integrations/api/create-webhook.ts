import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedWebhook, CreateWebhookInput } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { webhooksQueryOptions } from './get-webhooks.ts';

/** POST /user/webhooks — the answer carries the signing secret, shown this once. */
export async function createWebhook(input: CreateWebhookInput): Promise<CreatedWebhook> {
  const { data } = await http.post<CreatedWebhook>('/user/webhooks', input);
  return data;
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions().queryKey }),
  });
}
