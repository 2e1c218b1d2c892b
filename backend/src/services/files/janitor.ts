import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { sweepExpiredIdempotencyKeys } from '../../lib/idempotency.ts';
import type { Config } from '../../config.ts';
import { sweepAttemptCounters } from '../../lib/attempts.ts';
import type { Storage } from './storage/types.ts';

/**
 * Uploads not attached to an order or revision within this time are deleted (UNATTACHED_UPLOAD_TTL
 * sets it): long enough to fill in an order form, short enough that uploading without ordering
 * cannot pile files up.
 */
export const UNATTACHED_UPLOAD_TTL_MS = 2 * 60 * 60 * 1000;
export const JANITOR_INTERVAL_MS = 10 * 60 * 1000;
const BATCH = 500;

export interface JanitorDeps {
  db: Knex;
  storage: Storage;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  config?: Pick<Config, 'unattachedUploadTtlMs'>;
}

/**
 * Deletes uploads that were never attached, oldest first, in batches. Rows go first (atomically, so
 * an order being placed at the same moment either claims a file or finds it gone — never a row
 * without its bytes), then the stored objects. Several API processes may run this at once: SKIP
 * LOCKED gives each its own rows. Returns how many were removed.
 */
export async function sweepUnattachedUploads(
  { db, storage, logger }: JanitorDeps,
  { now = new Date(), ttlMs = UNATTACHED_UPLOAD_TTL_MS }: { now?: Date; ttlMs?: number | undefined } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - ttlMs);
  let removed = 0;
  for (;;) {
    const result = await db.raw<{ rows: { id: string; storage_key: string }[] }>(
      `DELETE FROM files WHERE id IN (
         SELECT id FROM files
          WHERE order_id IS NULL AND revision_id IS NULL AND created_at < ?
          ORDER BY created_at
          LIMIT ?
          FOR UPDATE SKIP LOCKED)
       AND order_id IS NULL AND revision_id IS NULL
       RETURNING id, storage_key`,
      [cutoff, BATCH],
    );
    for (const row of result.rows) {
      try {
        await storage.delete(row.storage_key);
      } catch (error) {
        logger.warn(
          { err: error, fileId: row.id, key: row.storage_key },
          'janitor could not delete a stored file',
        );
      }
    }
    removed += result.rows.length;
    if (result.rows.length < BATCH) break;
  }
  if (removed > 0) logger.info({ removed }, 'janitor removed unattached uploads');
  return removed;
}

/** Partial files (or unfinished multipart uploads) older than this were left by a write that died. */
export const ABANDONED_WRITE_TTL_MS = 24 * 60 * 60 * 1000;

export async function sweepAbandonedWrites(
  { storage, logger }: JanitorDeps,
  { now = new Date() }: { now?: Date } = {},
): Promise<number> {
  const removed = await storage.sweepAbandoned(new Date(now.getTime() - ABANDONED_WRITE_TTL_MS));
  if (removed > 0) logger.info({ removed }, 'janitor removed the remains of interrupted uploads');
  return removed;
}

/**
 * Runs the sweep now and then every `intervalMs` until the returned function is called. The timer
 * does not keep the process alive; a sweep still running when stopped is awaited.
 */
export function startJanitor(
  deps: JanitorDeps,
  { intervalMs = JANITOR_INTERVAL_MS } = {},
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return; // a slow sweep is still going; the next tick will catch up
    const failed = (what: string) => (error: unknown) => {
      deps.logger.error({ err: error }, `janitor: ${what} failed`);
    };
    // The stored files' sweep needs no database: an outage must not leave partial files piling up.
    running = Promise.all([
      sweepUnattachedUploads(deps, { ttlMs: deps.config?.unattachedUploadTtlMs })
        .then(() => sweepAttemptCounters(deps.db))
        .then(() => sweepExpiredIdempotencyKeys(deps.db))
        .catch(failed('database sweep')),
      sweepAbandonedWrites(deps).catch(failed('sweep of interrupted uploads')),
    ]).finally(() => {
      running = null;
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
