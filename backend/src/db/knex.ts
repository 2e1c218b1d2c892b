import knex, { type Knex } from 'knex';
import pg from 'pg';

// COUNT(*) and bigint columns (notifications_version) arrive as strings by default; every value we
// keep in them fits a JavaScript number many times over.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export interface KnexOptions {
  /** Most connections one process holds. */
  poolMax?: number;
}

export function createKnex(connectionString: string, { poolMax = 10 }: KnexOptions = {}): Knex {
  return knex({
    client: 'pg',
    connection: connectionString,
    pool: { min: 0, max: poolMax },
    // Fail fast when the database is gone instead of queueing requests for a minute.
    acquireConnectionTimeout: 10_000,
  });
}
