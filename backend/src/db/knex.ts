import knex, { type Knex } from 'knex';
import pg from 'pg';
import type { Logger } from 'pino';
import { mentionsOutage } from './outage.ts';
import { throttledByKind } from '../lib/throttled-log.ts';

// COUNT(*) and bigint columns (notifications_version) arrive as strings by default; every value we
// keep in them fits a JavaScript number many times over.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
// A calendar date stays `YYYY-MM-DD`: the default makes it a Date at the process's local midnight.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export interface KnexOptions {
  /** Most connections one process holds. */
  poolMax?: number;
  /** PostgreSQL's statement_timeout for every connection of the pool; 0: none (migrations). */
  statementTimeoutMs?: number;
  /** How long a query waits for a pooled connection (including connecting) before it fails. */
  acquireTimeoutMs?: number;
  /** Where knex's own warnings go; without it, knex prints plain text on stderr. */
  logger?: Logger;
}

/**
 * knex's log hooks, through the JSON logger. In an outage knex warns once per failed connection
 * attempt (every query), each with a stack: each kind of line is throttled to one a second with
 * the count it left out, and a connection failure's stack is dropped (it is always the same).
 */
function knexLog(logger: Logger): Knex.Config['log'] {
  const log = logger.child({ component: 'knex' });
  const throttled = throttledByKind();
  const text = (message: unknown) => (message instanceof Error ? message.message : String(message));
  const emit = (level: 'warn' | 'error') => (message: unknown) => {
    const [first = '', ...rest] = text(message).split('\n');
    const detail = rest.join('\n').trim();
    const fields = detail && !mentionsOutage(first) ? { detail } : {};
    throttled(`${level} ${first.split(':')[0]}`)(log, fields, first, level);
  };
  return {
    warn: emit('warn'),
    error: emit('error'),
    deprecate: (method: string, alternative: string) => log.warn({ method, alternative }, 'deprecated'),
    debug: (message: unknown) => log.debug(text(message)),
  };
}

export function createKnex(
  connectionString: string,
  { poolMax = 10, statementTimeoutMs = 0, acquireTimeoutMs = 10_000, logger }: KnexOptions = {},
): Knex {
  return knex({
    client: 'pg',
    connection: {
      connectionString,
      ...(statementTimeoutMs > 0
        ? {
            statement_timeout: statementTimeoutMs,
            // A frozen server enforces no statement_timeout: the client gives up a little later.
            query_timeout: statementTimeoutMs + 2000,
          }
        : {}),
      connectionTimeoutMillis: acquireTimeoutMs,
    },
    pool: { min: 0, max: poolMax },
    // Fail fast when the database is gone instead of queueing requests.
    acquireConnectionTimeout: acquireTimeoutMs,
    ...(logger ? { log: knexLog(logger) } : {}),
  });
}
