import type { CreatedWebhook, CreateWebhookInput } from '@stitchdesk/shared';
import { apiPost, useRefreshingMutation } from '../../../lib/api.ts';
import { webhooksStaleKeys } from './get-webhooks.ts';

/** POST /user/webhooks — the answer carries the signing secret, shown this once. */
export async function createWebhook(input: CreateWebhookInput): Promise<CreatedWebhook> {
  return apiPost<CreatedWebhook>('/user/webhooks', input);
}

export const useCreateWebhook = () => useRefreshingMutation(createWebhook, webhooksStaleKeys);
