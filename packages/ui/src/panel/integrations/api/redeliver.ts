import type { WebhookDelivery } from '@stitchdesk/shared';
import { apiPath, apiPost, useRefreshingMutation } from '../../../lib/api.ts';
import { deliveriesQueryOptions } from './get-deliveries.ts';

interface RedeliverRequest {
  webhookId: string;
  deliveryId: string;
}

/** POST /user/webhooks/:id/deliveries/:deliveryId/redeliver — sent again, same webhook-id. */
export async function redeliver({ webhookId, deliveryId }: RedeliverRequest): Promise<WebhookDelivery> {
  return apiPost<WebhookDelivery>(apiPath`/user/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`);
}

export const useRedeliver = () =>
  useRefreshingMutation(redeliver, ({ webhookId }) => [deliveriesQueryOptions(webhookId).queryKey]);
