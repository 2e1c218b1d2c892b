import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { FileRow, OrderRow } from '../db/rows.ts';
import { activeAdminIds, notify, staffRecipientsFor } from '../services/notifications/notifications.ts';
import { StitchThreadDied } from '../services/stitch/stitch-thread-died.ts';
import { markWorksheetFailed } from '../services/stitch/worksheet-failure.ts';

/*
 * A stitch job (`stitch:convert`) whose file kills the stitch thread, or the whole process, would be
 * retried by the queue up to its last attempt, each taking a worker (or the API) down again. Each
 * attempt marks itself running before the work and clears the mark when it ends; the next attempt
 * finding the mark still set knows its process died mid-job. After `DEATHS_BEFORE_PARKING` such
 * deaths the job is parked: failed in the queue with its reason, never run again, the delivery
 * saying why it has no worksheet and its client's staff told.
 */

/** Attempts that ended with the stitch thread or the process dying before a job is parked. */
export const DEATHS_BEFORE_PARKING = 2;

/** Why an attempt ended, when its process died before it could say. */
export const PROCESS_DIED = 'the server stopped while making it';

interface Begun {
  deaths: number;
  last_death: string | null;
}

/** Marks an attempt running, counting the previous one as dead if its mark was never cleared. */
async function begin(db: Knex, fileId: string): Promise<Begun | null> {
  const { rows } = await db.raw<{ rows: Begun[] }>(
    `INSERT INTO stitch_job_attempts AS a (file_id, running_since)
       SELECT id, now() FROM files WHERE id = ?
     ON CONFLICT (file_id) DO UPDATE SET
       deaths = a.deaths + (a.running_since IS NOT NULL)::int,
       last_death = CASE WHEN a.running_since IS NOT NULL THEN ? ELSE a.last_death END,
       running_since = now()
     RETURNING deaths, last_death`,
    [fileId, PROCESS_DIED],
  );
  return rows[0] ?? null;
}

/** Records that this attempt's stitch thread died; returns the deaths so far. */
async function recordDeath(db: Knex, fileId: string, reason: string): Promise<number> {
  const [row] = await db('stitch_job_attempts')
    .where({ file_id: fileId })
    .update({ running_since: null, deaths: db.raw('deaths + 1'), last_death: reason })
    .returning<{ deaths: number }[]>('deaths');
  return row?.deaths ?? 1;
}

/**
 * Parks the job: the file says why its worksheet could not be made, its client's staff are told,
 * and the queue keeps the job as failed (no attempts left, as graphile-worker's own
 * permanently_fail_jobs leaves a job) — the error thrown becomes its last error.
 */
async function park(db: Knex, logger: Logger, jobId: string, fileId: string, reason: string): Promise<never> {
  await db.transaction(async (trx) => {
    const file = await trx<FileRow>('files')
      .where({ id: fileId })
      .first('id', 'name', 'order_id', 'owner_id');
    if (file) {
      const order = file.order_id
        ? await trx<OrderRow>('orders').where({ id: file.order_id }).first('id', 'title', 'user_id')
        : undefined;
      await markWorksheetFailed(trx, fileId, reason);
      const message = order
        ? `The worksheet of ${file.name} for ${order.title} could not be made: ${reason}`
        : `The conversions of ${file.name} could not be made: ${reason}`;
      // A file of no one is a quote's artwork: the admins who see quotes are told.
      const clientId = order?.user_id ?? file.owner_id;
      const recipients = clientId
        ? await staffRecipientsFor(trx, clientId, order?.id)
        : await activeAdminIds(trx);
      await notify(trx, recipients, message, order?.id ?? null);
    }
    await trx('stitch_job_attempts').where({ file_id: fileId }).update({ running_since: null });
    await trx.raw(`UPDATE graphile_worker._private_jobs SET attempts = max_attempts WHERE id = ?`, [jobId]);
  });
  logger.error({ fileId, reason }, 'stitch job parked as failed: its worker died twice');
  throw new Error(`Worksheet could not be made: ${reason}`);
}

/**
 * Runs one attempt of file `fileId`'s stitch job (queue job `jobId`) under the count of deaths:
 * parked instead when the attempts before it died twice, parked after it when its own death is the
 * second. Any other failure is the queue's to retry as usual.
 */
export async function countingDeaths(
  { db, logger }: { db: Knex; logger: Logger },
  jobId: string,
  fileId: string,
  work: () => Promise<unknown>,
): Promise<void> {
  const begun = await begin(db, fileId);
  // The file is gone: nothing to make.
  if (!begun) return;
  if (begun.deaths >= DEATHS_BEFORE_PARKING)
    return park(db, logger, jobId, fileId, begun.last_death ?? PROCESS_DIED);
  try {
    await work();
  } catch (error) {
    if (!(error instanceof StitchThreadDied)) {
      await db('stitch_job_attempts').where({ file_id: fileId }).update({ running_since: null });
      throw error;
    }
    const deaths = await recordDeath(db, fileId, error.message);
    if (deaths >= DEATHS_BEFORE_PARKING) return park(db, logger, jobId, fileId, error.message);
    throw error;
  }
  await db('stitch_job_attempts').where({ file_id: fileId }).delete();
}
