import type { Knex } from 'knex';
import { USERS_CHANGED_CHANNEL } from '../channels.ts';

/*
 * Every API process keeps the rows auth() needs in memory (services/accounts/user-cache.ts). This trigger
 * tells them when one changes, whoever changed it (another API process, a script, psql): NOTIFY is
 * sent when the writing transaction commits, never for one that rolls back, and reaches every
 * listening process. Only the columns that cache holds fire it.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION stitchdesk_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('${USERS_CHANGED_CHANNEL}', OLD.id::text);
      RETURN NULL;
    END
    $$`);
  await knex.raw(`
    CREATE TRIGGER users_changed
      AFTER UPDATE OF role, email, username, notifications_version, orders_version, disabled OR DELETE
      ON users FOR EACH ROW EXECUTE FUNCTION stitchdesk_users_changed()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS users_changed ON users');
  await knex.raw('DROP FUNCTION IF EXISTS stitchdesk_users_changed()');
}
