import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import { parseCronItems, type WorkerEvents, type WorkerPool } from 'graphile-worker';
import { connectionStringOf, openQueuePool } from '../queue/migrate.ts';
import { openLiveness, RECOVERY_INTERVAL_MS } from './liveness.ts';
import { workerLogger } from '../queue/log.ts';
import { runRestarting } from './restarting-runner.ts';
import { taskList, type JobDeps } from './tasks.ts';

/** The janitor's schedule: graphile-worker's crontab runs it once per slot across all worker processes. */
const JANITOR_CRONTAB = '*/10 * * * *';

/** Payment reminders: hourly, so a reminder day is met within the hour it comes (services/billing/reminders.ts). */
const REMINDERS_CRONTAB = '7 * * * *';

/** How long to follow a completed job's release before leaving its queue to the poll. */
const RELEASE_WAIT_MS = 2000;

/** Resolves once job `jobId` no longer holds its queue: completed (gone) or failed (unlocked). */
async function queueReleased(db: Knex, jobId: string, stopped: () => boolean): Promise<void> {
  const until = Date.now() + RELEASE_WAIT_MS;
  for (let wait = 1; Date.now() < until && !stopped(); wait = Math.min(wait * 2, 50)) {
    const row = await db('graphile_worker._private_jobs')
      .where({ id: jobId })
      .first<{ locked_by: string | null }>('locked_by');
    if (!row || row.locked_by === null) return;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

export interface Workers {
  /** Finishes the jobs in hand (new ones are not taken), then releases everything. */
  stop(): Promise<void>;
}

export interface WorkerOptions {
  concurrency: number;
  /** How often to look for jobs held by dead worker processes (tests shorten it). */
  recoveryIntervalMs?: number;
  /** How often to look for jobs that came due (retries); new jobs arrive at once by LISTEN/NOTIFY. */
  pollIntervalMs?: number;
  /** The wait between webhook attempts (tests shorten it). */
  webhookRetryDelayMs?: (attempt: number) => number;
}

/**
 * Runs the queue's workers in this process: `npm start` runs them beside the API, `npm run worker`
 * alone. Any number of processes may run them against one database; each job runs in one of them.
 */
export async function startWorkers(deps: JobDeps, options: WorkerOptions): Promise<Workers> {
  const { db, logger } = deps;
  const connectionString = connectionStringOf(db);
  const liveness = await openLiveness(db, connectionString, logger);
  const pgPool = openQueuePool(connectionString, options.concurrency + 2);
  const events: WorkerEvents = new EventEmitter() as WorkerEvents;
  const registering = new Set<Promise<void>>();
  // Jobs are locked in the name of the pool (taken in batches) or of one of its workers.
  const record = (lockerId: string) => {
    const done = liveness
      .register(lockerId)
      .catch((error: unknown) => logger.warn({ err: error }, 'could not record a worker'))
      .finally(() => registering.delete(done));
    registering.add(done);
  };
  let pool: WorkerPool | null = null;
  events.on('pool:create', ({ workerPool }) => {
    pool = workerPool;
    record(workerPool.id);
  });
  // A job added to a named queue while that queue was busy (an endpoint's next delivery) was
  // announced when no worker could take it; without a nudge it would wait for the next poll. The
  // nudge waits until the queue is free: graphile-worker announces a completion before its release
  // of the queue has committed, and a worker nudged then finds the queue still locked.
  // Not once stopping has begun: a pool that has terminated refuses a nudge with an error.
  let stopRequested = false;
  events.on('job:complete', ({ job }) => {
    if (job.job_queue_id === null) return;
    void queueReleased(db, job.id, () => stopRequested).then(
      () => {
        // A pool that is shutting down (the database went away) refuses a nudge with an error.
        if (!stopRequested && pool && !pool._shuttingDown) pool.nudge(1);
      },
      (error: unknown) => logger.warn({ err: error }, 'could not follow a queue’s release'),
    );
  });
  events.on('worker:create', ({ worker }) => record(worker.workerId));
  const recover = () =>
    liveness.recover().then(
      (freed) => {
        if (freed > 0) logger.warn({ workers: freed }, 'jobs of stopped workers handed back to the queue');
      },
      (error: unknown) => logger.warn({ err: error }, 'could not look for stopped workers'),
    );
  await recover();
  let runner;
  try {
    runner = await runRestarting(
      {
        pgPool,
        concurrency: options.concurrency,
        noHandleSignals: true,
        pollInterval: options.pollIntervalMs ?? 2000,
        logger: workerLogger(logger),
        events,
        taskList: taskList(deps, { webhookRetryDelayMs: options.webhookRetryDelayMs }),
        parsedCronItems: parseCronItems([
          { task: 'janitor:sweep', match: JANITOR_CRONTAB },
          { task: 'billing:payment-reminders', match: REMINDERS_CRONTAB },
        ]),
      },
      {
        logger,
        probe: () => pgPool.query('SELECT 1').then(() => undefined),
        releaseEnded: (lockerIds) => liveness.release(lockerIds),
      },
    );
  } catch (error) {
    await liveness.close();
    await pgPool.end();
    throw error;
  }
  const timer = setInterval(() => void recover(), options.recoveryIntervalMs ?? RECOVERY_INTERVAL_MS);
  timer.unref();
  let stopping: Promise<void> | null = null;
  return {
    stop() {
      stopRequested = true;
      stopping ??= (async () => {
        clearInterval(timer);
        await runner.stop();
        await pgPool.end();
        await Promise.all(registering);
        await liveness.close();
      })();
      return stopping;
    },
  };
}
