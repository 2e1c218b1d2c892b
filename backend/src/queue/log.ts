import { Logger as WorkerLogger } from 'graphile-worker';
import type { Logger } from 'pino';

/** graphile-worker's log lines through our JSON logger (its debug chatter stays at debug). */
export function workerLogger(logger: Pick<Logger, 'child'>): WorkerLogger {
  const log = logger.child({ component: 'jobs' });
  return new WorkerLogger((scope) => (level, message, meta) => {
    const fields = { ...scope, ...meta };
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else if (level === 'info') log.info(fields, message);
    else log.debug(fields, message);
  });
}

/** For one-off work (migrations) whose messages nobody needs. */
export const quietWorkerLogger = new WorkerLogger(() => () => undefined);
