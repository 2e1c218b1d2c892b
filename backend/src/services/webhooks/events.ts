import { SERVICE_LABELS, type WebhookEventType } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { OrderRow, StoredEventData } from '../../db/rows.ts';
import { addJob } from '../../queue/add-job.ts';

/** Jobs of one endpoint run one at a time: a slow endpoint holds one worker, never all of them. */
export const endpointQueue = (endpointId: string) => `webhook:${endpointId}`;
export const deliveryJobKey = (deliveryId: string) => `webhook-delivery:${deliveryId}`;

/** What every event says of its order. */
export function orderRef(order: Pick<OrderRow, 'id' | 'number' | 'title' | 'service_type'>) {
  return {
    orderId: order.id,
    number: order.number,
    title: order.title,
    serviceType: SERVICE_LABELS[order.service_type],
  };
}

/**
 * Records event `type` for each of the client's active endpoints that asked for it, with a job to
 * deliver it: in the caller's transaction, so an event exists exactly when its write does. A client
 * without endpoints costs one indexed query.
 */
export async function emitWebhookEvent<T extends WebhookEventType>(
  trx: Knex.Transaction,
  userId: string,
  type: T,
  data: StoredEventData<T>,
  occurredAt = new Date(),
): Promise<void> {
  const { rows } = await trx.raw<{ rows: { id: string; endpoint_id: string }[] }>(
    `INSERT INTO webhook_deliveries (endpoint_id, event_type, occurred_at, data)
     SELECT id, ?, ?, ?::jsonb FROM webhook_endpoints
      WHERE user_id = ? AND disabled_at IS NULL AND ? = ANY(events)
     RETURNING id, endpoint_id`,
    [type, occurredAt, JSON.stringify(data), userId, type],
  );
  for (const row of rows)
    await addJob(
      trx,
      'webhook:deliver',
      { deliveryId: row.id },
      {
        queue: endpointQueue(row.endpoint_id),
        jobKey: deliveryJobKey(row.id),
      },
    );
}
