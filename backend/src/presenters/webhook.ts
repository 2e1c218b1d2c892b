import {
  webhookMessageId,
  type Webhook,
  type WebhookAttempt,
  type WebhookDelivery,
} from '@stitchdesk/shared';
import type { DeliveryAttemptRow, DeliveryRow, WebhookEndpointRow } from '../db/rows.ts';

export function presentWebhook(row: WebhookEndpointRow, now = new Date()): Webhook {
  const previous = row.previous_secret_expires_at;
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    status: row.disabled_at ? 'disabled' : 'active',
    disabledReason: row.disabled_at ? row.disabled_reason : null,
    createdAt: row.created_at.toISOString(),
    previousSecretExpiresAt: previous && previous > now ? previous.toISOString() : null,
  };
}

function presentAttempt(row: DeliveryAttemptRow): WebhookAttempt {
  return {
    number: row.number,
    succeeded: row.succeeded,
    responseCode: row.response_code,
    error: row.error,
    redelivery: row.redelivery,
    at: row.attempted_at.toISOString(),
  };
}

/** A delivery with its latest attempts (oldest first). */
export function presentDelivery(
  row: DeliveryRow,
  attempts: readonly DeliveryAttemptRow[] = [],
): WebhookDelivery {
  return {
    id: row.id,
    messageId: webhookMessageId(row.id),
    type: row.event_type,
    status: row.status,
    attempts: row.attempts,
    attemptLog: attempts.map(presentAttempt),
    responseCode: row.response_code,
    error: row.error,
    createdAt: row.created_at.toISOString(),
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? (row.next_attempt_at?.toISOString() ?? null) : null,
  };
}
