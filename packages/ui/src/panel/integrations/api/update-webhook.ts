import type { UpdateWebhookInput, Webhook } from '@stitchdesk/shared';
import { apiPatch, apiPath, useRefreshingMutation } from '../../../lib/api.ts';
import { webhooksStaleKeys } from './get-webhooks.ts';

/** PATCH /user/webhooks/:id — its URL, events, or turned back on. */
export async function updateWebhook({ id, ...input }: UpdateWebhookInput & { id: string }): Promise<Webhook> {
  return apiPatch<Webhook>(apiPath`/user/webhooks/${id}`, input);
}

export const useUpdateWebhook = () => useRefreshingMutation(updateWebhook, webhooksStaleKeys);
