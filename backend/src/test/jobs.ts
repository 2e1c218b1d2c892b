import type { Knex } from 'knex';
import type { TaskName } from '../queue/add-job.ts';

/** Jobs of `task` still in the queue whose payload has `field` = `value`. */
export async function queuedJobs(db: Knex, task: TaskName, field: string, value: string): Promise<number> {
  const { rows } = await db.raw<{ rows: { n: number }[] }>(
    `SELECT count(*)::int AS n FROM graphile_worker._private_jobs j
       JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = ? AND j.payload->>? = ?`,
    [task, field, value],
  );
  return rows[0].n;
}
