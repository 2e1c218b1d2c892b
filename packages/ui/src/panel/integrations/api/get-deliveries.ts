import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDeliveriesResponse, WebhookDelivery } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** GET /user/webhooks/:id/deliveries — newest first. */
export async function getDeliveries(webhookId: string): Promise<WebhookDelivery[]> {
  const { data } = await http.get<WebhookDeliveriesResponse>(
    `/user/webhooks/${encodeURIComponent(webhookId)}/deliveries`,
  );
  return data.deliveries;
}

export function deliveriesQueryOptions(webhookId: string) {
  return queryOptions({
    queryKey: ['panel', 'webhooks', webhookId, 'deliveries'] as const,
    queryFn: () => getDeliveries(webhookId),
    // Deliveries move on their own (retries): the open log follows them.
    refetchInterval: 5000,
  });
}

export function useDeliveries(webhookId: string) {
  return useQuery(deliveriesQueryOptions(webhookId));
}
