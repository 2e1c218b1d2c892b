import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from 'pino';

/*
 * graphile-worker frees the jobs of a worker that died without a word (SIGKILL, a machine gone)
 * only after they have been locked four hours. We free them as soon as the process is gone: each
 * worker process holds one idle connection named after it, and records its workers' ids under that
 * name; a worker whose process's connection no longer exists (PostgreSQL drops it the moment the
 * socket closes) is dead, and graphile_worker.force_unlock_workers hands its jobs to the others.
 *
 * A PostgreSQL restart drops every process's connection at once: each opens its own again as soon
 * as the database answers, and records its workers again (another process may have found them
 * without a connection and removed them). Until RESTART_GRACE_SECONDS after PostgreSQL started,
 * nobody is judged: the living have that long to be back.
 */

/** How often each worker process looks for jobs held by dead ones. */
export const RECOVERY_INTERVAL_MS = 5000;
/** After PostgreSQL (re)starts, how long every process has to open its connection again. */
export const RESTART_GRACE_SECONDS = 5;
/** The wait between attempts to open the connection again while PostgreSQL is away. */
const RECONNECT_DELAY_MS = 500;

export interface Liveness {
  /** Records that a worker (or pool) of this process locks jobs as `workerId`. */
  register(workerId: string): Promise<void>;
  /**
   * Frees the jobs of workers whose process has gone; returns how many workers that was. Also
   * records this process's workers again, should another process have removed them.
   */
  recover(): Promise<number>;
  /** Frees the jobs of workers of this process that have ended (a worker pool that stopped). */
  release(workerIds: readonly string[]): Promise<void>;
  /** Once the workers have stopped: frees whatever they still hold (an outcome that was not recorded). */
  close(): Promise<void>;
}

export async function openLiveness(
  db: Knex,
  connectionString: string,
  logger: Pick<Logger, 'info' | 'warn'>,
): Promise<Liveness> {
  const name = `stitchdesk-jobs-${randomBytes(8).toString('hex')}`;
  const registered = new Set<string>();
  let closed = false;
  let held: pg.Client | null = null;
  let reconnect: NodeJS.Timeout | null = null;

  const hold = async () => {
    const client = new pg.Client({ connectionString, application_name: name });
    // A lost connection means this process no longer counts as alive until it is open again.
    client.on('error', () => undefined);
    await client.connect();
    client.once('end', () => {
      held = null;
      if (!closed) {
        logger.warn({ process: name }, 'job workers’ liveness connection lost; opening it again');
        reopenLater();
      }
    });
    held = client;
  };
  const reopenLater = () => {
    reconnect = setTimeout(() => {
      reconnect = null;
      hold().then(
        () => {
          logger.info({ process: name }, 'job workers’ liveness connection open again');
          return recordAll().catch(() => undefined);
        },
        () => {
          if (!closed) reopenLater();
        },
      );
    }, RECONNECT_DELAY_MS);
  };
  const recordAll = async () => {
    if (registered.size === 0) return;
    await db('job_workers')
      .insert([...registered].map((workerId) => ({ worker_id: workerId, process: name })))
      .onConflict('worker_id')
      .ignore();
  };

  await hold();
  return {
    async register(workerId) {
      registered.add(workerId);
      await db('job_workers').insert({ worker_id: workerId, process: name }).onConflict('worker_id').ignore();
    },
    async recover() {
      // Without its own connection this process cannot tell the living from the dead.
      if (!held) return 0;
      await recordAll();
      const { rows } = await db.raw<{ rows: { freed: number }[] }>(
        `WITH dead AS (
           DELETE FROM job_workers w
            WHERE NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.application_name = w.process)
              AND pg_postmaster_start_time() < now() - make_interval(secs => ?)
           RETURNING worker_id),
         freed AS (SELECT graphile_worker.force_unlock_workers(ARRAY(SELECT worker_id FROM dead)))
         SELECT (SELECT count(*) FROM dead)::int AS freed FROM freed`,
        [RESTART_GRACE_SECONDS],
      );
      return rows[0]?.freed ?? 0;
    },
    async release(workerIds) {
      await db.raw(
        `WITH gone AS (DELETE FROM job_workers WHERE worker_id = ANY(?::text[]) AND process = ?)
         SELECT graphile_worker.force_unlock_workers(?::text[])`,
        [[...workerIds], name, [...workerIds]],
      );
      for (const workerId of workerIds) registered.delete(workerId);
    },
    async close() {
      closed = true;
      if (reconnect) clearTimeout(reconnect);
      const ours = [...registered];
      registered.clear();
      await db.raw(
        `WITH gone AS (DELETE FROM job_workers WHERE process = ?)
         SELECT graphile_worker.force_unlock_workers(?::text[])`,
        [name, ours],
      );
      await held?.end().catch(() => undefined);
    },
  };
}
