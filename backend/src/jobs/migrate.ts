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
 * Installs or upgrades the job queue's own schema (graphile_worker), which the library keeps with
 * its own migrations: run with ours, so the server, `npm run db:migrate` and the tests' template
 * database all have it before any write adds a job.
 */
export async function migrateJobQueue(db: Knex): Promise<void> {
  const pgPool = new pg.Pool({ connectionString: connectionStringOf(db), max: 1 });
  // A connection lost while idle surfaces in the query that needed it; the pool must not crash us.
  pgPool.on('error', () => undefined);
  pgPool.on('connect', (client) => client.on('error', () => undefined));
  try {
    await runMigrations({ pgPool, logger: quietWorkerLogger });
  } finally {
    await pgPool.end();
  }
}
