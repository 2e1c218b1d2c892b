import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX, MAX_API_TOKENS_PER_USER, type CreateApiTokenInput } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import { conflict, notFound } from '../../errors.ts';
import type { ApiTokenRow } from '../../db/rows.ts';
import { ownedBy } from '../../policies.ts';

export const API_TOKEN_NOT_FOUND = 'Token not found';
export const TOO_MANY_API_TOKENS = `You can keep at most ${MAX_API_TOKENS_PER_USER} tokens; revoke one first`;

/** `sdk_<prefix>_<secret>`: the prefix is shown in lists, the secret is 32 random bytes. */
const TOKEN_SHAPE = /^sdk_([0-9a-f]{8})_([A-Za-z0-9_-]{43})$/;
/** last_used_at is written at most this often per token, so a busy script does not write on every call. */
const LAST_USED_EVERY_MS = 60_000;
const COLUMNS = ['id', 'user_id', 'name', 'scopes', 'prefix', 'created_at', 'last_used_at'] as const;

/**
 * The SHA-256 of a token. A fast hash is right here, unlike for passwords: the secret has 256 bits
 * of randomness, so a leaked hash cannot be reversed by guessing, and every API call looks it up.
 */
const hashOf = (token: string) => createHash('sha256').update(token).digest();

/** True when a bearer value is shaped like an API token (a session token is a JWT). */
export const isApiToken = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);

/** The user's tokens, newest first. */
export function listApiTokens(db: Knex, userId: string): Promise<ApiTokenRow[]> {
  return db<ApiTokenRow>('api_tokens')
    .where(ownedBy(userId, 'api_tokens'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .select(COLUMNS);
}

/**
 * A new token and its row. The user's row is locked first so concurrent creations are counted one
 * after the other (each could otherwise see 19 tokens and all be stored).
 */
export async function createApiToken(
  db: Knex,
  userId: string,
  input: CreateApiTokenInput,
): Promise<{ token: string; row: ApiTokenRow }> {
  return db.transaction(async (trx) => {
    await trx('users').where({ id: userId }).forNoKeyUpdate().first('id');
    const [{ count }] = await trx('api_tokens')
      .where(ownedBy(userId, 'api_tokens'))
      .count<{ count: string }[]>('*');
    if (Number(count) >= MAX_API_TOKENS_PER_USER) throw conflict(TOO_MANY_API_TOKENS);
    const prefix = randomBytes(4).toString('hex');
    const token = `${API_TOKEN_PREFIX}${prefix}_${randomBytes(32).toString('base64url')}`;
    const [row] = await trx('api_tokens')
      .insert({ user_id: userId, name: input.name, scopes: input.scopes, prefix, token_hash: hashOf(token) })
      .returning<ApiTokenRow[]>(COLUMNS);
    return { token, row };
  });
}

/** Deletes the user's token: the next request with it finds no row. Another user's is not found. */
export async function revokeApiToken(db: Knex, userId: string, id: string): Promise<void> {
  const deleted = await db('api_tokens').where({ id }).where(ownedBy(userId, 'api_tokens')).delete();
  if (!deleted) throw notFound(API_TOKEN_NOT_FOUND);
}

export interface TokenLimit {
  limit: number;
  windowSeconds: number;
}

/** A presented token's row, with where it stands in its rate-limit window. */
export interface UsedApiToken extends ApiTokenRow {
  /** Seconds until its window ends, when this request went past the limit; else null. */
  limitedForSeconds: number | null;
}

/**
 * Finds a presented token and counts this request against its own limit, in one statement: read
 * from the database on every call rather than cached, so a revoked token fails at once in every
 * API process. The count is a fixed window kept in the token's row: one UPDATE a request, where a
 * sliding window of throttle_events rows took a transaction of four statements (about 8 ms a
 * request against under 1 ms for a session on a loaded machine). last_used_at moves only when a
 * minute old. Undefined for an unknown or revoked token.
 */
export async function useApiToken(
  db: Knex,
  token: string,
  { limit, windowSeconds }: TokenLimit,
): Promise<UsedApiToken | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const { rows } = await db.raw<{ rows: (ApiTokenRow & { window_count: number; retry: number })[] }>(
    `WITH current AS (
       SELECT id, window_started_at > now() - make_interval(secs => :window) AS open
         FROM api_tokens WHERE token_hash = :hash
     )
     UPDATE api_tokens t SET
       window_count = CASE WHEN current.open THEN t.window_count + 1 ELSE 1 END,
       window_started_at = CASE WHEN current.open THEN t.window_started_at ELSE now() END,
       last_used_at = CASE WHEN t.last_used_at > now() - make_interval(secs => :lastUsed)
                           THEN t.last_used_at ELSE now() END
       FROM current WHERE t.id = current.id
     RETURNING ${COLUMNS.map((column) => `t.${column}`).join(', ')}, t.window_count,
       extract(epoch FROM t.window_started_at + make_interval(secs => :window) - now())::float AS retry`,
    { hash: hashOf(token), window: windowSeconds, lastUsed: LAST_USED_EVERY_MS / 1000 },
  );
  const row = rows[0];
  if (!row) return undefined;
  const { window_count: count, retry, ...rest } = row;
  return { ...rest, limitedForSeconds: count > limit ? Math.max(1, Math.ceil(retry)) : null };
}
