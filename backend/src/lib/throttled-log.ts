import type { Logger } from 'pino';

export type ThrottledLog = (
  logger: Logger,
  fields: Record<string, unknown>,
  message: string,
  level?: 'warn' | 'error',
) => void;

/**
 * One line per interval at most, counting what it left out: an outage fails every request,
 * and one line per request (with a stack) buried everything else in the log.
 */
export function throttledWarning(intervalMs = 1000): ThrottledLog {
  let last = -Infinity;
  let suppressed = 0;
  return (logger, fields, message, level = 'warn') => {
    const now = Date.now();
    if (now - last < intervalMs) {
      suppressed += 1;
      return;
    }
    logger[level]({ ...fields, suppressed }, message);
    last = now;
    suppressed = 0;
  };
}

/** throttledWarning per kind of line, so that one kind's flood does not hide another kind. */
export function throttledByKind(intervalMs = 1000): (kind: string) => ThrottledLog {
  const kinds = new Map<string, ThrottledLog>();
  return (kind) => {
    let throttled = kinds.get(kind);
    if (!throttled) {
      throttled = throttledWarning(intervalMs);
      kinds.set(kind, throttled);
    }
    return throttled;
  };
}
