import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  MAX_API_TOKENS_PER_USER,
  type ApiTokenScope,
  type CreateApiTokenInput,
} from '@stitchdesk/shared';
import type { Knex } from 'knex';
import { conflict, notFound } from '../../errors.ts';
import { ownedBy } from '../../policies.ts';

/** A row of api_tokens. */
export interface ApiTokenRow {
  id: string;
  user_id: string;
  name: string;
  scopes: ApiTokenScope[];
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
}

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
  trx: Knex.Transaction,
  userId: string,
  input: CreateApiTokenInput,
): Promise<{ token: string; row: ApiTokenRow }> {
  await trx('users').where({ id: userId }).forNoKeyUpdate().first('id');
  const [{ count }] = await trx('api_tokens')
    .where(ownedBy(userId, 'api_tokens'))
    .count<{ count: string }[]>('*');
  if (Number(count) >= MAX_API_TOKENS_PER_USER) throw conflict(TOO_MANY_API_TOKENS);
  const prefix = randomBytes(4).toString('hex');
  const token = `${API_TOKEN_PREFIX}${prefix}_${randomBytes(32).toString('base64url')}`;
  const [row] = (await trx('api_tokens')
    .insert({ user_id: userId, name: input.name, scopes: input.scopes, prefix, token_hash: hashOf(token) })
    .returning(COLUMNS)) as ApiTokenRow[];
  return { token, row };
}

/** Deletes the user's token: the next request with it finds no row. Another user's is not found. */
export async function revokeApiToken(db: Knex, userId: string, id: string): Promise<void> {
  const deleted = await db('api_tokens').where({ id }).where(ownedBy(userId, 'api_tokens')).delete();
  if (!deleted) throw notFound(API_TOKEN_NOT_FOUND);
}

/**
 * The row of a presented token, or undefined for an unknown or revoked one. Read from the database
 * on every call rather than cached: a revoked token must fail at once in every API process, and
 * this is one unique-index lookup. last_used_at is moved only when a minute old.
 */
export async function findApiToken(db: Knex, token: string): Promise<ApiTokenRow | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const row = (await db('api_tokens')
    .where({ token_hash: hashOf(token) })
    .first(COLUMNS)) as ApiTokenRow | undefined;
  if (row && (!row.last_used_at || Date.now() - row.last_used_at.getTime() >= LAST_USED_EVERY_MS)) {
    await db('api_tokens')
      .where({ id: row.id })
      .andWhere((q) =>
        q
          .whereNull('last_used_at')
          .orWhereRaw('last_used_at <= now() - make_interval(secs => ?)', [LAST_USED_EVERY_MS / 1000]),
      )
      .update({ last_used_at: db.fn.now() });
  }
  return row;
}
