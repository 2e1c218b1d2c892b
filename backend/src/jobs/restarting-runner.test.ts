import { afterEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context.ts';
import { queuedJobs } from '../test/jobs.ts';
import { addJob } from '../queue/add-job.ts';
import { startWorkers, type Workers } from './runner.ts';

/**
 * A worker pool whose first look-up of its task ids failed keeps failing every attempt to take a
 * job (graphile-worker keeps the rejected promise): the runner is started again once the database
 * answers. The failure is made real by a trigger that refuses that look-up's insert.
 */
describe('a worker pool that takes no jobs while the database answers', () => {
  const t = useTestContext();
  let workers: Workers | null = null;
  afterEach(async () => {
    await workers?.stop();
    workers = null;
  });

  it('is started again, and the jobs run', async () => {
    await addJob(t.db, 'mail:send', { to: 'nobody@example.test', subject: 'Stuck pool', text: '' });
    await t.db.raw(`
      CREATE SEQUENCE refused_lookups;
      CREATE FUNCTION refuse_task_lookup() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM nextval('refused_lookups'); RAISE EXCEPTION 'task look-up refused'; END $$;
      CREATE TRIGGER refuse_task_lookup BEFORE INSERT ON graphile_worker._private_tasks
        FOR EACH STATEMENT EXECUTE FUNCTION refuse_task_lookup();`);
    workers = await startWorkers(t.deps, { concurrency: 2, pollIntervalMs: 100 });
    // A sequence counts the refusals: it is not rolled back with the refused statement.
    const refused = async () =>
      (
        await t.db.raw<{ rows: { n: string }[] }>(
          `SELECT last_value AS n FROM refused_lookups WHERE is_called`,
        )
      ).rows.length;
    await expect.poll(refused, { timeout: 10_000 }).toBe(1);
    await t.db.raw(`DROP TRIGGER refuse_task_lookup ON graphile_worker._private_tasks`);
    await expect
      .poll(() => queuedJobs(t.db, 'mail:send', 'subject', 'Stuck pool'), { timeout: 20_000 })
      .toBe(0);
  });
});
