import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { deliveriesQueryOptions } from './get-deliveries.ts';

/** POST /user/webhooks/:id/deliveries/:deliveryId/redeliver — sent again, same webhook-id. */
export async function redeliver({
  webhookId,
  deliveryId,
}: {
  webhookId: string;
  deliveryId: string;
}): Promise<WebhookDelivery> {
  const { data } = await http.post<WebhookDelivery>(
    `/user/webhooks/${encodeURIComponent(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
  );
  return data;
}

export function useRedeliver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliver,
    onSuccess: (_data, { webhookId }) =>
      queryClient.invalidateQueries({ queryKey: deliveriesQueryOptions(webhookId).queryKey }),
  });
}
