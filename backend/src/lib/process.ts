import type { Logger } from 'pino';

/*
 * The start and the end of a long-running process (the server, the workers): shared so that both
 * report a bad setting and a failed shutdown the same way.
 */

/**
 * What `load` returns (it reads the environment). An error of the `expected` kind is one a person
 * fixes in their settings: its sentence goes to standard error, without a stack, and the process
 * ends with 1. Any other error is thrown on.
 */
export function loadOrExit<T>(load: () => T, expected: abstract new (...args: never[]) => Error): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof expected) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Exits once `shutdown` has finished: 0 when it went well, 1 (logged) when it failed. */
export function exitWhenDone(logger: Logger, shutdown: Promise<void>): void {
  shutdown.then(
    () => {
      logger.info('stopped');
      process.exit(0);
    },
    (error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}
