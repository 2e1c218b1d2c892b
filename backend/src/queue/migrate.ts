import { runMigrations } from 'graphile-worker';
import type { Knex } from 'knex';
import pg from 'pg';
import { isRecord } from '@stitchdesk/shared';
import { quietWorkerLogger } from './log.ts';

/** The connection string a pool of db/knex.ts was opened with. */
export function connectionStringOf(db: Knex): string {
  const { connection } = db.client.config;
  if (isRecord(connection) && typeof connection.connectionString === 'string')
    return connection.connectionString;
  throw new Error('The database pool was not opened with a connection string');
}

/**
 * A pool for graphile-worker that we own and end. A connection lost while idle (the database
 * restarting, or dropped at the end of a test) surfaces in the query that needed it; the pool must
 * not crash us, also while it is closing, after graphile-worker has let go of its own listeners.
 */
export function openQueuePool(connectionString: string, max: number): pg.Pool {
  const pgPool = new pg.Pool({ connectionString, max });
  pgPool.on('error', () => undefined);
  pgPool.on('connect', (client) => client.on('error', () => undefined));
  return pgPool;
}

/**
 * Installs or upgrades the job queue's own schema (graphile_worker), which the library keeps with
 * its own migrations: run with ours, so the server, `npm run db:migrate` and the tests' template
 * database all have it before any write adds a job.
 */
export async function migrateJobQueue(db: Knex): Promise<void> {
  const pgPool = openQueuePool(connectionStringOf(db), 1);
  try {
    await runMigrations({ pgPool, logger: quietWorkerLogger });
  } finally {
    await pgPool.end();
  }
}
