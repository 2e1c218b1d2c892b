import type { Knex } from 'knex';

/*
 * The user cache (services/accounts/user-cache.ts) now carries whether two-factor sign-in is on,
 * for the staff routes that require it (middleware/auth.ts): the users_changed trigger (0004,
 * redefined in 0070) fires on mfa_secret too, so every process forgets the row when it is turned on.
 */
const CACHED_COLUMNS =
  'role, email, username, notifications_version, orders_version, disabled, session_generation, revoked_sessions';
const ALLOWANCE_COLUMNS = 'upload_allowance, order_allowance, storage_quota_mb';

async function triggerOn(knex: Knex, columns: string): Promise<void> {
  await knex.raw('DROP TRIGGER users_changed ON users');
  await knex.raw(`
    CREATE TRIGGER users_changed
      AFTER UPDATE OF ${columns} OR DELETE
      ON users FOR EACH ROW EXECUTE FUNCTION stitchdesk_users_changed()`);
}

export async function up(knex: Knex): Promise<void> {
  await triggerOn(knex, `${CACHED_COLUMNS}, ${ALLOWANCE_COLUMNS}, mfa_secret`);
}

export async function down(knex: Knex): Promise<void> {
  await triggerOn(knex, `${CACHED_COLUMNS}, ${ALLOWANCE_COLUMNS}`);
}
