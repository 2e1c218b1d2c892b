import { WEBHOOK_ATTEMPT_LOG_LIMIT, webhookMessageId } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { FileUrlSigner } from '../files/signing.ts';
import { addJob } from '../../queue/add-job.ts';
import { notify } from '../notifications/notifications.ts';
import { notFound } from '../../errors.ts';
import type { DeliveryAttemptRow, DeliveryRow, WebhookEndpointRow } from '../../db/rows.ts';
import { ownEndpoint, signingSecrets } from './endpoints.ts';
import { deliveryJobKey, endpointQueue } from './events.ts';
import { postWebhook } from './post.ts';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './schedule.ts';
import { signatureHeader, type SecretBox } from './secrets.ts';

export const DELIVERY_NOT_FOUND = 'Delivery not found';
/** Most deliveries one log answer lists (newest first). */
export const DELIVERY_LOG_LIMIT = 100;

export interface DeliveryDeps {
  db: Knex;
  box: SecretBox;
  signer: FileUrlSigner;
  allowPrivate: boolean;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** How long one attempt may take (tests shorten it). */
  timeoutMs?: number;
  /** The wait before the next attempt (tests shorten it); schedule.ts's by default. */
  retryDelayMs?: (attempt: number) => number;
}

/** The bytes sent: `{type, timestamp, data}`, file references turned into signed links. */
function renderBody(delivery: DeliveryRow, signer: FileUrlSigner): string {
  const data =
    delivery.event_type === 'order.completed'
      ? {
          ...delivery.data,
          files: delivery.data.files.map((f) => ({
            name: f.name,
            size: f.size,
            url: signer.url(f),
          })),
        }
      : delivery.data;
  return JSON.stringify({ type: delivery.event_type, timestamp: delivery.occurred_at.toISOString(), data });
}

/** What the client is told when an endpoint is turned off. */
export function endpointDisabledMessage(url: string, reason: string): string {
  return `Your webhook endpoint ${url} was turned off: ${reason}`;
}
export const GONE_REASON = 'it answered 410 Gone';
export const EXHAUSTED_REASON = 'its deliveries kept failing for three days';

async function disableEndpoint(
  trx: Knex.Transaction,
  endpoint: WebhookEndpointRow,
  reason: string,
): Promise<void> {
  const changed = await trx('webhook_endpoints')
    .where({ id: endpoint.id })
    .whereNull('disabled_at')
    .update({ disabled_at: new Date(), disabled_reason: reason, updated_at: new Date() });
  if (changed === 0) return;
  const message = endpointDisabledMessage(endpoint.url, reason);
  await notify(trx, [endpoint.user_id], message, null);
  const user = await trx('users')
    .where({ id: endpoint.user_id })
    .first<{ email: string; username: string }>('email', 'username');
  if (user)
    await addJob(trx, 'mail:send', {
      to: user.email,
      subject: message,
      text: `Hello ${user.username},\n\n${message}.\nTurn it back on under Integrations once it answers again.\n\n— Stitchdesk`,
    });
}

/**
 * One attempt of a delivery (the job `webhook:deliver`). Its outcome, the next attempt's job, and
 * turning the endpoint off are one transaction: a worker killed before it commits leaves the job to
 * run again (the receiver may then see the same webhook-id twice, which the convention allows).
 */
export async function attemptDelivery(deps: DeliveryDeps, deliveryId: string): Promise<void> {
  const { db } = deps;
  const delivery = await db<DeliveryRow>('webhook_deliveries').where({ id: deliveryId }).first();
  if (!delivery || delivery.status !== 'pending') return;
  const endpoint = await db<WebhookEndpointRow>('webhook_endpoints')
    .where({ id: delivery.endpoint_id })
    .first();
  if (!endpoint) return;
  if (endpoint.disabled_at) {
    await db('webhook_deliveries')
      .where({ id: deliveryId, status: 'pending' })
      .update({ status: 'failed', error: 'The endpoint is turned off', next_attempt_at: null });
    return;
  }
  let body = delivery.body;
  if (body === null) {
    body = renderBody(delivery, deps.signer);
    await db('webhook_deliveries').where({ id: deliveryId }).update({ body });
  }
  const now = new Date();
  const id = webhookMessageId(delivery.id);
  const timestamp = Math.floor(now.getTime() / 1000);
  const result = await postWebhook({
    url: endpoint.url,
    body,
    allowPrivate: deps.allowPrivate,
    timeoutMs: deps.timeoutMs,
    headers: {
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(signingSecrets(deps.box, endpoint, now), id, timestamp, body),
      'user-agent': 'Stitchdesk-Webhooks/1',
    },
  });
  const attempts = delivery.attempts + 1;
  // The retry schedule counts the attempts of this round: a redelivery starts it over.
  const ofRound = attempts - delivery.round_start;
  const ok = result.status !== null && result.status >= 200 && result.status < 300;
  const gone = result.status === 410;
  const exhausted = !ok && ofRound >= MAX_DELIVERY_ATTEMPTS;
  const nextAt =
    ok || gone || exhausted ? null : new Date(Date.now() + (deps.retryDelayMs ?? retryDelayMs)(ofRound));
  const error = result.error ?? (ok ? null : `Answered ${result.status}`);
  await db.transaction(async (trx) => {
    const updated = await trx('webhook_deliveries')
      .where({ id: deliveryId, status: 'pending', attempts: delivery.attempts })
      .update({
        status: ok ? 'succeeded' : nextAt ? 'pending' : 'failed',
        attempts,
        response_code: result.status,
        error,
        last_attempt_at: now,
        next_attempt_at: nextAt,
      });
    if (updated === 0) return;
    await trx('webhook_delivery_attempts').insert({
      delivery_id: deliveryId,
      number: attempts,
      succeeded: ok,
      response_code: result.status,
      error,
      redelivery: delivery.redelivery && ofRound === 1,
      attempted_at: now,
    });
    if (nextAt)
      await addJob(
        trx,
        'webhook:deliver',
        { deliveryId },
        {
          runAt: nextAt,
          queue: endpointQueue(endpoint.id),
          jobKey: deliveryJobKey(deliveryId),
        },
      );
    else if (gone) await disableEndpoint(trx, endpoint, GONE_REASON);
    else if (exhausted) await disableEndpoint(trx, endpoint, EXHAUSTED_REASON);
  });
  deps.logger.info(
    { deliveryId, endpointId: endpoint.id, status: result.status, attempts, ok },
    ok ? 'webhook delivered' : 'webhook delivery failed',
  );
}

export interface LoggedDelivery {
  row: DeliveryRow;
  /** Its latest attempts, oldest first. */
  attempts: DeliveryAttemptRow[];
}

/** The latest attempts of each delivery (at most WEBHOOK_ATTEMPT_LOG_LIMIT each), oldest first. */
export async function attemptsOf(
  db: Knex,
  deliveryIds: readonly string[],
): Promise<Map<string, DeliveryAttemptRow[]>> {
  const byDelivery = new Map<string, DeliveryAttemptRow[]>(deliveryIds.map((id) => [id, []]));
  if (deliveryIds.length === 0) return byDelivery;
  const rows = await db
    .select<DeliveryAttemptRow[]>('*')
    .from(
      db('webhook_delivery_attempts')
        .select('*', db.raw('row_number() OVER (PARTITION BY delivery_id ORDER BY number DESC) AS latest'))
        .whereIn('delivery_id', deliveryIds)
        .as('a'),
    )
    .where('latest', '<=', WEBHOOK_ATTEMPT_LOG_LIMIT)
    .orderBy([{ column: 'delivery_id' }, { column: 'number' }]);
  for (const row of rows) byDelivery.get(row.delivery_id)?.push(row);
  return byDelivery;
}

export async function listDeliveries(db: Knex, endpointId: string): Promise<LoggedDelivery[]> {
  const rows = await db<DeliveryRow>('webhook_deliveries')
    .where({ endpoint_id: endpointId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(DELIVERY_LOG_LIMIT);
  const attempts = await attemptsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ row, attempts: attempts.get(row.id) ?? [] }));
}

/**
 * Sends a delivery again now, under the same webhook-id (Standard Webhooks: the receiver may see an
 * id twice): one more attempt of the same delivery, its count going on, with a fresh round of retries.
 * Of the caller's endpoint only: another's is 404.
 */
export async function redeliver(
  db: Knex,
  userId: string,
  endpointId: string,
  deliveryId: string,
): Promise<LoggedDelivery> {
  return db.transaction(async (trx) => {
    const endpoint = await ownEndpoint(trx, userId, endpointId);
    const [row] = await trx<DeliveryRow>('webhook_deliveries')
      .where({ id: deliveryId, endpoint_id: endpoint.id })
      .update({
        status: 'pending',
        round_start: trx.raw<number>('attempts'),
        redelivery: true,
        next_attempt_at: new Date(),
        error: null,
      })
      .returning('*');
    if (!row) throw notFound(DELIVERY_NOT_FOUND);
    await addJob(
      trx,
      'webhook:deliver',
      { deliveryId },
      { queue: endpointQueue(endpoint.id), jobKey: deliveryJobKey(deliveryId) },
    );
    return { row, attempts: (await attemptsOf(trx, [deliveryId])).get(deliveryId) ?? [] };
  });
}
