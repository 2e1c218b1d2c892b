import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDeliveriesResponse, WebhookDelivery } from '@stitchdesk/shared';
import { apiGet, apiPath } from '../../../lib/api.ts';

/** GET /user/webhooks/:id/deliveries — newest first. */
export async function getDeliveries(webhookId: string): Promise<WebhookDelivery[]> {
  return (await apiGet<WebhookDeliveriesResponse>(apiPath`/user/webhooks/${webhookId}/deliveries`))
    .deliveries;
}

export function deliveriesQueryOptions(webhookId: string) {
  return queryOptions({
    queryKey: ['panel', 'webhooks', webhookId, 'deliveries'] as const,
    queryFn: () => getDeliveries(webhookId),
    // Deliveries move on their own (retries): the open log follows them.
    refetchInterval: 5000,
  });
}

export const useDeliveries = (webhookId: string) => useQuery(deliveriesQueryOptions(webhookId));
