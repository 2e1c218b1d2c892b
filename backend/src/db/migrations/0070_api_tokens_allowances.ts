import type { Knex } from 'knex';

/*
 * Issue 27: personal API tokens, and allowances staff raise for one high-volume client.
 *
 * A token is stored as the SHA-256 of its secret: the secret is 32 random bytes, so no guessing
 * can reverse a fast hash, and a fast one keeps the per-request lookup cheap (a password hash would
 * cost tens of milliseconds on every call). `prefix` is the token's start, for telling tokens apart.
 *
 * The allowance overrides live on `users`, so the user cache (services/accounts/user-cache.ts)
 * carries them to the limits at no extra query; the users_changed trigger is redefined to fire on
 * them too, so every process forgets the row when staff change one. Each change is recorded in
 * client_allowance_events: who changed what, from what to what, when.
 */
const CACHED_COLUMNS =
  'role, email, username, notifications_version, orders_version, disabled, session_generation, revoked_sessions';
const ALLOWANCE_COLUMNS = 'upload_allowance, order_allowance, storage_quota_mb';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_tokens', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
    t.text('name').notNullable();
    t.specificType('scopes', 'text[]').notNullable();
    t.text('prefix').notNullable();
    t.binary('token_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_used_at', { useTz: true });
    // The token's own rate limit: a fixed window counted in its row (services/accounts/api-tokens.ts).
    t.timestamp('window_started_at', { useTz: true });
    t.integer('window_count').notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('users', (t) => {
    t.integer('upload_allowance');
    t.integer('order_allowance');
    t.integer('storage_quota_mb');
  });
  await knex.schema.createTable('client_allowance_events', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.uuid('client_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('kind').notNullable().checkIn(['uploadsPerWindow', 'ordersPerWindow', 'storageQuotaMb']);
    t.integer('from_value');
    t.integer('to_value');
    t.uuid('changed_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['client_id', 'created_at']);
  });
  await knex.raw('DROP TRIGGER users_changed ON users');
  await knex.raw(`
    CREATE TRIGGER users_changed
      AFTER UPDATE OF ${CACHED_COLUMNS}, ${ALLOWANCE_COLUMNS} OR DELETE
      ON users FOR EACH ROW EXECUTE FUNCTION stitchdesk_users_changed()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER users_changed ON users');
  await knex.raw(`
    CREATE TRIGGER users_changed
      AFTER UPDATE OF ${CACHED_COLUMNS} OR DELETE
      ON users FOR EACH ROW EXECUTE FUNCTION stitchdesk_users_changed()`);
  await knex.schema.dropTableIfExists('client_allowance_events');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('upload_allowance');
    t.dropColumn('order_allowance');
    t.dropColumn('storage_quota_mb');
  });
  await knex.schema.dropTableIfExists('api_tokens');
}
