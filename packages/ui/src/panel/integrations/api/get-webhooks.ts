import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Webhook, WebhooksResponse } from '@stitchdesk/shared';
import { apiGet } from '../../../lib/api.ts';

/** GET /user/webhooks — the client's webhook endpoints. */
export async function getWebhooks(): Promise<Webhook[]> {
  return (await apiGet<WebhooksResponse>('/user/webhooks')).webhooks;
}

export function webhooksQueryOptions() {
  return queryOptions({ queryKey: ['panel', 'webhooks'] as const, queryFn: getWebhooks });
}

/** What a change to any webhook makes stale. */
export const webhooksStaleKeys = () => [webhooksQueryOptions().queryKey];

export const useWebhooks = () => useQuery(webhooksQueryOptions());
