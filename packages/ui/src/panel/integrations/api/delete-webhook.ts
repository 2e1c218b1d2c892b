import { http } from '../../../lib/http.ts';
import { apiPath, useRefreshingMutation } from '../../../lib/api.ts';
import { webhooksStaleKeys } from './get-webhooks.ts';

/** DELETE /user/webhooks/:id. */
export async function deleteWebhook(id: string): Promise<void> {
  await http.delete(apiPath`/user/webhooks/${id}`);
}

export const useDeleteWebhook = () => useRefreshingMutation(deleteWebhook, webhooksStaleKeys);
