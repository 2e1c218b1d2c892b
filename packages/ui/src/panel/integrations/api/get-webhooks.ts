import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Webhook, WebhooksResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** GET /user/webhooks — the client's webhook endpoints. */
export async function getWebhooks(): Promise<Webhook[]> {
  const { data } = await http.get<WebhooksResponse>('/user/webhooks');
  return data.webhooks;
}

export function webhooksQueryOptions() {
  return queryOptions({ queryKey: ['panel', 'webhooks'] as const, queryFn: getWebhooks });
}

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}
