import type { Knex } from 'knex';

/*
 * What ending sessions needs, on the user row so auth() keeps reading only the cached row
 * (services/accounts/user-cache.ts):
 * - session_generation: every token carries the generation it was signed in; a password change,
 *   an admin's "sign out everywhere" and disabling the account move it on, ending every token
 *   signed before (re-enabling does not move it back).
 * - revoked_sessions: { <session id>: <expiry in epoch seconds> } of sessions logged out before
 *   their token expired; entries whose token has expired are dropped on the next logout.
 * The users_changed trigger (0004) is redefined to fire on both, so every process forgets the row.
 */
const CACHED_COLUMNS = 'role, email, username, notifications_version, orders_version, disabled';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('session_generation').notNullable().defaultTo(0);
    t.jsonb('revoked_sessions').notNullable().defaultTo('{}');
  });
  await knex.raw('DROP TRIGGER users_changed ON users');
  await knex.raw(`
    CREATE TRIGGER users_changed
      AFTER UPDATE OF ${CACHED_COLUMNS}, session_generation, revoked_sessions OR DELETE
      ON users FOR EACH ROW EXECUTE FUNCTION stitchdesk_users_changed()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER users_changed ON users');
  await knex.raw(`
    CREATE TRIGGER users_changed
      AFTER UPDATE OF ${CACHED_COLUMNS} OR DELETE
      ON users FOR EACH ROW EXECUTE FUNCTION stitchdesk_users_changed()`);
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('session_generation');
    t.dropColumn('revoked_sessions');
  });
}
