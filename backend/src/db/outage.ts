import { isRecord } from '@stitchdesk/shared';

/** What a client is told while the database cannot be reached; it may retry. */
export const DATABASE_UNAVAILABLE =
  'The service is temporarily unavailable. Please try again in a few seconds.';
/** Seconds a client should wait before retrying during an outage (Retry-After). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** Node's socket errors seen when the server is gone or goes away mid-query. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/**
 * PostgreSQL's: 08 connection exceptions, 57P01-57P03 shutdown/cannot connect now, 53300 too many
 * connections, 57014 a statement cancelled by statement_timeout.
 */
const POSTGRES_CODES = /^(08\d{3}|57P0[1-3]|53300|57014)$/;
const MESSAGES =
  /Connection terminated|Client has encountered a connection error|Query read timeout|timeout exceeded when trying to connect|the database system is (starting up|shutting down)/i;

/** True for errors that say the database is unreachable, overloaded or too slow — not a bug here. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; isRecord(e) && depth < 4; depth += 1) {
    const { name, code, message, cause } = e;
    if (name === 'KnexTimeoutError') return true;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || POSTGRES_CODES.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}

/** True when a logged text (knex hands over text, not errors) names a connection failure. */
export function mentionsOutage(text: string): boolean {
  return MESSAGES.test(text) || [...SOCKET_CODES].some((code) => text.includes(code));
}
