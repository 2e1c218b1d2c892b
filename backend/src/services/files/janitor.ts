import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { sweepAttemptCounters } from '../../lib/attempts.ts';
import { sweepExpiredIdempotencyKeys } from '../../lib/idempotency.ts';
import { CONVERSION_FORMATS } from '@stitchdesk/shared';
import { conversionKey } from '../stitch/conversions.ts';
import type { Storage } from './storage/types.ts';

/**
 * Uploads not attached to an order or revision (nor kept with a quote request) within this time are deleted (UNATTACHED_UPLOAD_TTL
 * sets it): long enough to fill in an order form, short enough that uploading without ordering
 * cannot pile files up.
 */
export const UNATTACHED_UPLOAD_TTL_MS = 2 * 60 * 60 * 1000;
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
    const result = await db.raw<{ rows: { id: string; storage_key: string; is_stitch: boolean }[] }>(
      `DELETE FROM files WHERE id IN (
         SELECT id FROM files
          WHERE order_id IS NULL AND revision_id IS NULL AND quote_id IS NULL AND created_at < ?
          ORDER BY created_at
          LIMIT ?
          FOR UPDATE SKIP LOCKED)
       AND order_id IS NULL AND revision_id IS NULL AND quote_id IS NULL
       RETURNING id, storage_key, stitch IS NOT NULL AS is_stitch`,
      [cutoff, BATCH],
    );
    for (const row of result.rows) {
      try {
        await storage.delete(row.storage_key);
        // A file of no order was converted in its own colours only (services/stitch/conversions.ts).
        if (row.is_stitch)
          for (const format of CONVERSION_FORMATS) await storage.delete(conversionKey(row.id, format, []));
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
 * One janitor round (the `janitor:sweep` job, every 10 minutes): the database sweeps and the sweep of
 * interrupted uploads' remains run independently — the stored files' sweep needs no database, so an
 * outage must not leave partial files piling up. Fails, for the queue to retry, when either failed.
 */
export async function runJanitor(deps: JanitorDeps): Promise<void> {
  const results = await Promise.allSettled([
    sweepUnattachedUploads(deps, { ttlMs: deps.config?.unattachedUploadTtlMs })
      .then(() => sweepAttemptCounters(deps.db))
      .then(() => sweepExpiredIdempotencyKeys(deps.db)),
    sweepAbandonedWrites(deps),
  ]);
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.length > 0) throw new AggregateError(failures, 'janitor sweep failed');
}
