import { MAX_WEBHOOKS_PER_USER, type WebhookEventType } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { WebhookEndpointRow } from '../../db/rows.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { generateSecret, type SecretBox } from './secrets.ts';
import { assertSafeTarget, UnsafeTargetError } from './safe-target.ts';

export const WEBHOOK_NOT_FOUND = 'Webhook not found';
export const TOO_MANY_WEBHOOKS = `You can register at most ${MAX_WEBHOOKS_PER_USER} webhook endpoints`;
/** After a rotation the previous secret signs too, this long, so receivers can switch without a gap. */
export const PREVIOUS_SECRET_TTL_MS = 24 * 60 * 60 * 1000;

type Db = Knex | Knex.Transaction;

/** 400 naming the URL field unless deliveries may go to it. */
export async function assertUrlAllowed(url: string, allowPrivate: boolean): Promise<void> {
  try {
    await assertSafeTarget(new URL(url), allowPrivate);
  } catch (error) {
    if (error instanceof UnsafeTargetError)
      throw badRequest(error.message, [{ path: 'url', message: error.message }]);
    throw error;
  }
}

export async function listEndpoints(db: Db, userId: string): Promise<WebhookEndpointRow[]> {
  return db<WebhookEndpointRow>('webhook_endpoints').where({ user_id: userId }).orderBy('created_at');
}

/** The caller's endpoint `id`, locked when `lock`; another client's, or none, is 404. */
export async function ownEndpoint(
  db: Db,
  userId: string,
  id: string,
  { lock = false } = {},
): Promise<WebhookEndpointRow> {
  const query = db<WebhookEndpointRow>('webhook_endpoints').where({ id, user_id: userId }).first();
  const row = await (lock ? query.forUpdate() : query);
  if (!row) throw notFound(WEBHOOK_NOT_FOUND);
  return row;
}

/**
 * Registers an endpoint; returns it with its secret in clear, which is shown this once. The URL is
 * checked (400) before the transaction: DNS may take a while, and holds no row.
 */
export async function createEndpoint(
  db: Knex,
  box: SecretBox,
  userId: string,
  input: { url: string; events: WebhookEventType[] },
  { allowPrivate }: { allowPrivate: boolean },
): Promise<{ row: WebhookEndpointRow; secret: string }> {
  await assertUrlAllowed(input.url, allowPrivate);
  return db.transaction(async (trx) => {
    // The user's row serialises creations, so two at once cannot both pass the count.
    await trx('users').where({ id: userId }).forUpdate().first('id');
    const [{ count }] = await trx('webhook_endpoints')
      .where({ user_id: userId })
      .count<{ count: number }[]>('id as count');
    if (count >= MAX_WEBHOOKS_PER_USER) throw conflict(TOO_MANY_WEBHOOKS);
    const secret = generateSecret();
    const [row] = await trx<WebhookEndpointRow>('webhook_endpoints')
      .insert({ user_id: userId, url: input.url, events: input.events, secret: box.seal(secret) })
      .returning('*');
    return { row, secret };
  });
}

/** Changes the caller's endpoint `id`, locked for the change; a new URL is checked first, as at registration. */
export async function updateEndpoint(
  db: Knex,
  userId: string,
  id: string,
  input: { url?: string; events?: WebhookEventType[]; enabled?: boolean },
  { allowPrivate }: { allowPrivate: boolean },
): Promise<WebhookEndpointRow> {
  if (input.url !== undefined) await assertUrlAllowed(input.url, allowPrivate);
  return db.transaction(async (trx) => {
    const endpoint = await ownEndpoint(trx, userId, id, { lock: true });
    const [row] = await trx<WebhookEndpointRow>('webhook_endpoints')
      .where({ id: endpoint.id })
      .update({
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.events !== undefined ? { events: input.events } : {}),
        ...(input.enabled === true ? { disabled_at: null, disabled_reason: null } : {}),
        ...(input.enabled === false ? { disabled_at: new Date(), disabled_reason: 'Turned off by you' } : {}),
        updated_at: new Date(),
      })
      .returning('*');
    return row;
  });
}

export async function deleteEndpoint(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db('webhook_endpoints').where({ id, user_id: userId }).delete();
  if (deleted === 0) throw notFound(WEBHOOK_NOT_FOUND);
}

/** A new secret for the caller's endpoint `id`; the current one keeps signing beside it for PREVIOUS_SECRET_TTL_MS. */
export async function rotateSecret(
  db: Knex,
  box: SecretBox,
  userId: string,
  id: string,
  now = new Date(),
): Promise<{ row: WebhookEndpointRow; secret: string; previousSecretExpiresAt: Date }> {
  return db.transaction(async (trx) => {
    const endpoint = await ownEndpoint(trx, userId, id, { lock: true });
    const secret = generateSecret();
    const previousSecretExpiresAt = new Date(now.getTime() + PREVIOUS_SECRET_TTL_MS);
    const [row] = await trx<WebhookEndpointRow>('webhook_endpoints')
      .where({ id: endpoint.id })
      .update({
        secret: box.seal(secret),
        previous_secret: endpoint.secret,
        previous_secret_expires_at: previousSecretExpiresAt,
        updated_at: now,
      })
      .returning('*');
    return { row, secret, previousSecretExpiresAt };
  });
}

/** The secrets that sign a delivery now: the current one, and the previous one within its day. */
export function signingSecrets(box: SecretBox, endpoint: WebhookEndpointRow, now = new Date()): string[] {
  const secrets = [box.open(endpoint.secret)];
  if (
    endpoint.previous_secret &&
    endpoint.previous_secret_expires_at &&
    endpoint.previous_secret_expires_at > now
  )
    secrets.push(box.open(endpoint.previous_secret));
  return secrets;
}
