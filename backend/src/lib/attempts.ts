import type { Knex } from 'knex';
import { tooManyRequests } from '../errors.ts';

/*
 * Attempt limits (logins above all) in the attempt_counters table: one row per bucket and key,
 * counted and checked by one INSERT … ON CONFLICT … DO UPDATE … RETURNING. PostgreSQL serialises
 * the upserts of one row, so 500 attempts sent at once are numbered 1…500 and only the first
 * `limit` get through, whereas reading the count and writing an event in two steps let every
 * concurrent attempt read "under the limit". Times are the database's, shared by every API process.
 */

export interface AttemptLimit {
  /** What is limited ("login-ip", "login-account"...). */
  bucket: string;
  /** Who is limited (an IP, an e-mail...). */
  key: string;
  /** Attempts allowed in the window. */
  limit: number;
  windowSeconds: number;
  /** The 429 message. */
  message: string;
}

/**
 * Counts one attempt and throws 429 (with Retry-After) when it is over the limit: a fixed window
 * that starts with the first attempt.
 */
export async function countAttempt(db: Knex, rule: AttemptLimit): Promise<void> {
  const { rows } = await db.raw<{ rows: { count: number; retry: number }[] }>(
    `INSERT INTO attempt_counters AS c (bucket, key, count, window_start) VALUES (?, ?, 1, now())
     ON CONFLICT (bucket, key) DO UPDATE SET
       count = CASE WHEN c.window_start <= now() - make_interval(secs => ?) THEN 1 ELSE c.count + 1 END,
       window_start = CASE WHEN c.window_start <= now() - make_interval(secs => ?) THEN now() ELSE c.window_start END
     RETURNING count, extract(epoch FROM window_start + make_interval(secs => ?) - now())::float8 AS retry`,
    [rule.bucket, rule.key, rule.windowSeconds, rule.windowSeconds, rule.windowSeconds],
  );
  const { count, retry } = rows[0];
  if (count > rule.limit) throw tooManyRequests(rule.message, retry);
}

export interface DelayedAttemptLimit extends AttemptLimit {
  /** The longest wait between two attempts once the free ones are used. */
  maxDelaySeconds: number;
}

/**
 * `limit` attempts go through freely; after that each attempt must wait for a delay that doubles
 * (2 s, 4 s, 8 s… up to maxDelaySeconds), and attempts made while waiting are refused without
 * counting. An attacker gets one guess per delay, and the owner is never locked out for longer than
 * one delay. The count starts again after `windowSeconds` without any attempt.
 */
export async function countDelayedAttempt(db: Knex, rule: DelayedAttemptLimit): Promise<void> {
  const quiet = `c.window_start <= now() - make_interval(secs => ${Number(rule.windowSeconds)})`;
  const { rows } = await db.raw<{ rows: { count: number }[] }>(
    `INSERT INTO attempt_counters AS c (bucket, key, count, window_start) VALUES (?, ?, 1, now())
     ON CONFLICT (bucket, key) DO UPDATE SET
       count = CASE WHEN ${quiet} THEN 1 ELSE c.count + 1 END,
       window_start = now(),
       blocked_until = CASE WHEN NOT (${quiet}) AND c.count + 1 > ?
         THEN now() + make_interval(secs => least(power(2, c.count + 1 - ?), ?)) END
     WHERE c.blocked_until IS NULL OR c.blocked_until <= now()
     RETURNING count`,
    [rule.bucket, rule.key, rule.limit, rule.limit, rule.maxDelaySeconds],
  );
  if (rows.length > 0) return;
  const waiting = await db('attempt_counters')
    .select(db.raw('extract(epoch FROM blocked_until - now())::float8 AS retry'))
    .where({ bucket: rule.bucket, key: rule.key })
    .first<{ retry: number } | undefined>();
  throw tooManyRequests(rule.message, waiting?.retry ?? 1);
}

/** One counter: a bucket and who in it. */
export interface AttemptCounter {
  bucket: string;
  key: string;
}

const counterList = (counters: readonly AttemptCounter[]) => ({
  sql: counters.map(() => '(?, ?)').join(', '),
  bindings: counters.flatMap(({ bucket, key }) => [bucket, key]),
});

/**
 * After a successful login: forgets the attempts of the `clear` counters and takes back one counted
 * attempt of each `refund` counter (a login that succeeded is not held against its IP). One
 * statement, so one round trip and one commit: a login ran three of each here, beside its
 * password check.
 */
export async function settleAttempts(
  db: Knex,
  { clear, refund }: { clear: readonly AttemptCounter[]; refund: readonly AttemptCounter[] },
): Promise<void> {
  const cleared = counterList(clear);
  const refunded = counterList(refund);
  const deletion = clear.length
    ? `DELETE FROM attempt_counters WHERE (bucket, key) IN (VALUES ${cleared.sql})`
    : null;
  const update = refund.length
    ? `UPDATE attempt_counters SET count = count - 1 WHERE (bucket, key) IN (VALUES ${refunded.sql}) AND count > 0`
    : null;
  if (deletion && update) {
    // A data-modifying WITH runs to completion whether or not the main statement reads it.
    await db.raw(`WITH cleared AS (${deletion}) ${update}`, [...cleared.bindings, ...refunded.bindings]);
  } else if (deletion) {
    await db.raw(deletion, cleared.bindings);
  } else if (update) {
    await db.raw(update, refunded.bindings);
  }
}

/** Drops counters whose window ended long ago (called by the janitor). */
export async function sweepAttemptCounters(db: Knex, olderThanSeconds = 24 * 60 * 60): Promise<number> {
  return db('attempt_counters')
    .whereRaw('window_start < now() - make_interval(secs => ?)', [olderThanSeconds])
    .andWhereRaw('(blocked_until IS NULL OR blocked_until < now())')
    .delete();
}
