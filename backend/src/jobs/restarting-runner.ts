import { run, type Runner, type RunnerOptions, type WorkerEvents } from 'graphile-worker';
import type { Logger } from 'pino';

/*
 * graphile-worker's runner, started again whenever its worker pool ends without being asked to.
 *
 * With completion batching on (completeJobBatchDelay, failJobBatchDelay ≥ 0), a job's complete or
 * fail that cannot reach the database (PostgreSQL stopped) goes to the library's batch error
 * handler: it emits `pool:fatalError` and shuts the pool down gracefully, its jobs left locked in
 * the pool's name. Without batching the same failure is a promise nobody awaits inside the library
 * (worker.ts calls failJob without `await`), and the process dies of an unhandled rejection. So
 * batching is on, and this module does what the library leaves to its host ("await runner.promise
 * and take the appropriate action"): once the pool has ended and the database answers, it hands the
 * ended pool's jobs back to the queue (force_unlock_workers) and starts a new runner.
 *
 * A pool can also stay up and take nothing: when its first look-up of the task ids fails (the
 * database went away just as it started), the library keeps that rejected promise and every later
 * attempt to take a job fails with the same error. A pool that has taken no job for STUCK_AFTER_MS
 * while the database answers is stopped, and so started again, too.
 */

/** The batch delay that routes completion failures to the library's error handler (0: next tick). */
export const COMPLETION_BATCH_DELAY_MS = 0;
/** How long a pool may fail to take jobs, the database answering, before it is started again. */
export const STUCK_AFTER_MS = 5000;
/** Waits between attempts to start again while the database is away (the last one repeats). */
const RESTART_DELAYS_MS = [250, 500, 1000, 2000];

export interface RestartingRunner {
  /** Stops the current runner (its jobs in hand finish) and starts no other. */
  stop(): Promise<void>;
}

export interface RestartHooks {
  logger: Pick<Logger, 'warn' | 'info'>;
  /** Resolves when the database answers, rejects when it does not. */
  probe(): Promise<void>;
  /** Hands back the jobs still locked by the ended pool and its workers; throws while the database is away. */
  releaseEnded(lockerIds: string[]): Promise<void>;
}

function batched(options: RunnerOptions): RunnerOptions {
  const { preset } = options;
  return {
    ...options,
    preset: {
      ...preset,
      worker: {
        ...preset?.worker,
        completeJobBatchDelay: COMPLETION_BATCH_DELAY_MS,
        failJobBatchDelay: COMPLETION_BATCH_DELAY_MS,
      },
    },
  };
}

/**
 * Starts the runner (throws when that first start fails, as `run` does) and keeps one running until
 * `stop()`. `options.events` must be given: the ids each pool locks jobs under are read from it.
 */
export async function runRestarting(
  options: RunnerOptions & { events: WorkerEvents },
  hooks: RestartHooks,
): Promise<RestartingRunner> {
  const { events } = options;
  const { logger } = hooks;
  const runnerOptions = batched(options);
  // The ids jobs are locked under, per pool: the pool's own (it takes jobs for its workers) and its workers'.
  const lockers = new Map<string, string[]>();
  events.on('pool:create', ({ workerPool }) => lockers.set(workerPool.id, [workerPool.id]));
  events.on('worker:create', ({ worker }) => lockers.get(worker.workerPool.id)?.push(worker.workerId));
  events.on('pool:fatalError', ({ action }) =>
    logger.warn({ action }, 'job queue could not record a job’s outcome; restarting it'),
  );

  let stopRequested = false;
  let current: Runner | null = null;
  // The wait before the next attempt keeps the process alive (nothing else may, with the pool ended);
  // stop() cuts it short.
  let wake: (() => void) | null = null;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  /** The ids of the pools that have run so far (all ended when this is called), forgotten here. */
  const takeLockers = () => {
    const ids = [...lockers.values()].flat();
    lockers.clear();
    return ids;
  };

  /** After a pool ended on its own: hand its jobs back, then start again, as soon as the database answers. */
  const restart = async (): Promise<Runner | null> => {
    const ended = takeLockers();
    for (let attempt = 0; !stopRequested; attempt += 1) {
      await pause(RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)]);
      if (stopRequested) return null;
      try {
        if (ended.length > 0) await hooks.releaseEnded(ended);
        ended.length = 0;
        const runner = await run(runnerOptions);
        logger.info({ attempts: attempt + 1 }, 'job queue started again');
        return runner;
      } catch {
        // The database is still away (or the release failed, then it is tried again with the start).
      }
    }
    return null;
  };

  // Since when the current pool's workers have failed to take jobs, with no success in between.
  let failingSince: number | null = null;
  let probing = false;
  events.on('pool:create', () => (failingSince = null));
  events.on('worker:getJob:empty', () => (failingSince = null));
  events.on('job:start', () => (failingSince = null));
  events.on('worker:getJob:error', () => {
    failingSince ??= Date.now();
    if (probing || Date.now() - failingSince < STUCK_AFTER_MS) return;
    probing = true;
    hooks.probe().then(
      () => {
        probing = false;
        const stuck = current;
        if (failingSince === null || stopRequested || !stuck) return;
        failingSince = null;
        logger.warn({}, 'job queue takes no jobs although the database answers; restarting it');
        void stuck.stop().catch(() => undefined);
      },
      () => {
        probing = false;
      },
    );
  });

  current = await run(runnerOptions);
  const supervision = (async () => {
    while (current) {
      // graphile-worker resolves this also when its pool ended with an error (it logs why).
      await current.promise.catch(() => undefined);
      if (stopRequested) return;
      logger.warn({}, 'job queue stopped on its own; starting it again once the database answers');
      current = await restart();
      if (current && stopRequested) {
        await current.stop().catch(() => undefined);
        return;
      }
    }
  })();

  return {
    async stop() {
      stopRequested = true;
      wake?.();
      // A runner whose pool already ended refuses a second stop: nothing is left to stop then.
      await current?.stop().catch(() => undefined);
      await supervision;
    },
  };
}
