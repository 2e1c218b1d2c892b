import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';

/*
 * graphile-worker frees the jobs of a worker that died without a word (SIGKILL, a machine gone)
 * only after they have been locked four hours. We free them as soon as the process is gone: each
 * worker process holds one idle connection named after it, and records its workers' ids under that
 * name; a worker whose process's connection no longer exists (PostgreSQL drops it the moment the
 * socket closes) is dead, and graphile_worker.force_unlock_workers hands its jobs to the others.
 */

/** How often each worker process looks for jobs held by dead ones. */
export const RECOVERY_INTERVAL_MS = 15_000;

export interface Liveness {
  /** Records that a worker (or pool) of this process locks jobs as `workerId`. */
  register(workerId: string): Promise<void>;
  /** Frees the jobs of workers whose process has gone; returns how many workers that was. */
  recover(): Promise<number>;
  close(): Promise<void>;
}

export async function openLiveness(db: Knex, connectionString: string): Promise<Liveness> {
  const name = `stitchdesk-jobs-${randomBytes(8).toString('hex')}`;
  const held = new pg.Client({ connectionString, application_name: name });
  await held.connect();
  // A lost connection means this process no longer counts as alive; its jobs go to the others.
  held.on('error', () => undefined);
  return {
    async register(workerId) {
      await db('job_workers').insert({ worker_id: workerId, process: name }).onConflict('worker_id').ignore();
    },
    async recover() {
      const { rows } = await db.raw<{ rows: { freed: number }[] }>(
        `WITH dead AS (
           DELETE FROM job_workers w
            WHERE NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.application_name = w.process)
           RETURNING worker_id),
         freed AS (SELECT graphile_worker.force_unlock_workers(ARRAY(SELECT worker_id FROM dead)))
         SELECT (SELECT count(*) FROM dead)::int AS freed FROM freed`,
      );
      return rows[0]?.freed ?? 0;
    },
    async close() {
      await db('job_workers').where({ process: name }).delete();
      await held.end().catch(() => undefined);
    },
  };
}
