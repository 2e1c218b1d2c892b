import type { Knex } from 'knex';

/*
 * New orders, revisions, files and notifications get time-ordered ids (UUIDv7, RFC 9562): a 48-bit
 * millisecond timestamp first, then random bits. A new row's key sorts after the ones before it, so
 * its inserts land at the right edge of the primary-key B-tree (and of every index holding the id)
 * instead of on a random page; and ids made close in time share a prefix that gzip compresses (an
 * order list repeats one per order and one per file URL). lib/ids.ts makes the same kind of id
 * where Node needs it before the row exists. Rows already there keep their random (v4) ids.
 */
const TABLES = ['orders', 'revisions', 'files', 'notifications'] as const;

/** uuidv7() is built into PostgreSQL 18 and later. */
const MIN_SERVER_VERSION = 180000;

export async function up(knex: Knex): Promise<void> {
  const { rows } = await knex.raw<{ rows: { version: number }[] }>(
    "SELECT current_setting('server_version_num')::int AS version",
  );
  if (rows[0].version < MIN_SERVER_VERSION)
    throw new Error(
      `Stitchdesk needs PostgreSQL 18 or later (for uuidv7()); DATABASE_URL points at server version ${rows[0].version}`,
    );
  for (const table of TABLES) await knex.raw('ALTER TABLE ?? ALTER COLUMN id SET DEFAULT uuidv7()', [table]);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES)
    await knex.raw('ALTER TABLE ?? ALTER COLUMN id SET DEFAULT gen_random_uuid()', [table]);
}
