import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { HttpError } from '../errors.ts';
import { transactionOfKnownOutcome } from './commit-outcome.ts';

/** How long a key answers with its first response; after that it may start a new request. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request; use a new key for a new request';

export interface IdempotentRequest {
  userId: string;
  key: string;
  /** What the request asks for (method, path, body): see requestFingerprint. */
  fingerprint: string;
}

export interface Answer<T> {
  status: number;
  body: T;
}

export function requestFingerprint(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * Runs `work` in one transaction and answers with what it built — or, when `request` carries a key
 * this user already sent within the TTL, with the answer stored then, running nothing.
 *
 * The key row is claimed first, inside the transaction: a concurrent request with the same key
 * waits on that row's lock until the first commits (then replays its answer) or rolls back (then
 * runs itself). The answer is stored in the same transaction, so a key exists exactly when its
 * effects do, and nothing is read after the commit.
 *
 * `stored` says, on another connection, whether what an answer reports was stored: asked when the
 * COMMIT's answer was lost (see transactionOfKnownOutcome), so that a stored order answers as placed.
 */
export async function runIdempotent<T>(
  db: Knex,
  request: IdempotentRequest | null,
  work: (trx: Knex.Transaction) => Promise<Answer<T>>,
  stored: (db: Knex, answer: Answer<T>) => Promise<boolean> = async () => false,
): Promise<Answer<T> & { replayed: boolean }> {
  return transactionOfKnownOutcome<Answer<T> & { replayed: boolean }>(
    db,
    async (trx) => {
      if (!request) return { ...(await work(trx)), replayed: false };
      const claimed = await trx.raw<{ rows: unknown[] }>(
        `INSERT INTO idempotency_keys AS k (user_id, key, request_hash, response_status, response_body)
       VALUES (?, ?, ?, 0, 'null')
       ON CONFLICT (user_id, key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, created_at = now()
         WHERE k.created_at < now() - make_interval(hours => ?)
       RETURNING 1`,
        [request.userId, request.key, request.fingerprint, IDEMPOTENCY_KEY_TTL_HOURS],
      );
      if (claimed.rows.length === 0) {
        // A new statement sees what the other transaction committed.
        const first = await trx('idempotency_keys')
          .first<{ request_hash: string; response_status: number; response_body: T } | undefined>(
            'request_hash',
            'response_status',
            'response_body',
          )
          .where({ user_id: request.userId, key: request.key });
        if (!first) throw new HttpError(409, 'This request is already being processed; try again');
        if (first.request_hash !== request.fingerprint) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
        return { status: first.response_status, body: first.response_body, replayed: true };
      }
      const answer = await work(trx);
      await trx('idempotency_keys')
        .where({ user_id: request.userId, key: request.key })
        .update({ response_status: answer.status, response_body: JSON.stringify(answer.body) });
      return { ...answer, replayed: false };
    },
    stored,
  );
}

/** Deletes keys past their TTL; the janitor calls it. Returns how many went. */
export async function sweepExpiredIdempotencyKeys(db: Knex): Promise<number> {
  return db('idempotency_keys')
    .where('created_at', '<', db.raw('now() - make_interval(hours => ?)', [IDEMPOTENCY_KEY_TTL_HOURS]))
    .delete();
}
