import type { Knex } from 'knex';
import { tooManyRequests } from '../errors.ts';

export interface ThrottleRule {
  /** What is limited ("login", "quote"...). */
  bucket: string;
  /** Who is limited (an IP, an e-mail + IP...). */
  key: string;
  /** Events allowed within the window. */
  limit: number;
  windowSeconds: number;
  /** The 429 message. */
  message?: string;
}

const DEFAULT_MESSAGE = 'Too many attempts. Please try again later.';

/*
 * Limits live in the throttle_events table, not in memory, so they hold across API processes.
 * Times come from the database clock for the same reason.
 */

/** Seconds until the oldest event in the window leaves it, or null while under the limit. */
async function secondsUntilAllowed(db: Knex, rule: ThrottleRule): Promise<number | null> {
  const result = await db.raw<{ rows: { count: number; retry: number | null }[] }>(
    `SELECT count(*)::int AS count,
            extract(epoch FROM min(created_at) + make_interval(secs => ?) - now())::float AS retry
       FROM (SELECT created_at FROM throttle_events
              WHERE bucket = ? AND key = ? AND created_at > now() - make_interval(secs => ?)
              ORDER BY created_at DESC LIMIT ?) AS recent`,
    [rule.windowSeconds, rule.bucket, rule.key, rule.windowSeconds, rule.limit],
  );
  const { count, retry } = result.rows[0];
  return count >= rule.limit ? Math.max(1, Math.ceil(retry ?? rule.windowSeconds)) : null;
}

/** Throws 429 (with Retry-After) when `key` already used up its events; records nothing. */
export async function checkThrottle(db: Knex, rule: ThrottleRule): Promise<void> {
  const wait = await secondsUntilAllowed(db, rule);
  if (wait !== null) throw tooManyRequests(rule.message ?? DEFAULT_MESSAGE, wait);
}

/** Counts one event (e.g. a failed login) and forgets this key's events older than the window. */
export async function recordThrottleEvent(
  db: Knex,
  rule: Pick<ThrottleRule, 'bucket' | 'key' | 'windowSeconds'>,
) {
  await db('throttle_events').insert({ bucket: rule.bucket, key: rule.key });
  await db('throttle_events')
    .where({ bucket: rule.bucket, key: rule.key })
    .andWhereRaw('created_at < now() - make_interval(secs => ?)', [rule.windowSeconds])
    .delete();
  await sweepOccasionally(db);
}

/** Forgets `key`'s events (e.g. after a successful login). */
export async function clearThrottle(db: Knex, rule: Pick<ThrottleRule, 'bucket' | 'key'>): Promise<void> {
  await db('throttle_events').where({ bucket: rule.bucket, key: rule.key }).delete();
}

/**
 * Check and count in one step, for limits on every attempt (quote requests, uploads). An advisory
 * lock per bucket+key makes concurrent requests queue, so a burst cannot slip past the limit.
 */
export async function throttle(db: Knex, rule: ThrottleRule): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?), hashtext(?))', [rule.bucket, rule.key]);
    await checkThrottle(trx, rule);
    await trx('throttle_events').insert({ bucket: rule.bucket, key: rule.key });
  });
  await sweepOccasionally(db);
}

const SWEEP_EVERY_MS = 10 * 60 * 1000;
const KEEP_FOR = '1 day';
let lastSweep = 0;

/** Rows of keys that never come back would pile up; drop anything older than any window we use. */
async function sweepOccasionally(db: Knex): Promise<void> {
  const now = Date.now();
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  await db('throttle_events').whereRaw(`created_at < now() - interval '${KEEP_FOR}'`).delete();
}
