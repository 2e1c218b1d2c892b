import type { Knex } from 'knex';

/*
 * Issue 36: password reset, e-mail confirmation and change, staff invitations, two-factor sign-in.
 *
 * A link's token is 32 random bytes sent by e-mail; only its SHA-256 is kept (account_links.token_hash,
 * staff_invitations.token_hash), so a copy of the database opens no account. A fast hash suffices for
 * 256 random bits, and the lookup by hash is a unique index.
 *
 * users.email_verified_at: when the address was confirmed (null: unconfirmed). Staff accounts that
 * exist already were typed in by an admin, so their addresses count as confirmed; clients' do not.
 * users.mfa_secret is the TOTP secret sealed with AES-256-GCM (services/accounts/mfa.ts), set only once
 * a first code proved the authenticator has it (mfa_pending_secret until then); mfa_last_time_step is
 * the time step of the last code accepted, so no code is accepted twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_verified_at', { useTz: true });
    t.text('mfa_secret');
    t.text('mfa_pending_secret');
    t.bigInteger('mfa_last_time_step');
  });
  await knex('users').whereIn('role', ['employee', 'admin']).update({ email_verified_at: knex.fn.now() });
  await knex.schema.createTable('account_links', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
    t.text('purpose').notNullable().checkIn(['passwordReset', 'confirmEmail']);
    // The address a confirmation link confirms (the new one for a change); null for a reset.
    t.text('email');
    t.binary('token_hash').notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('staff_invitations', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.text('email').notNullable();
    t.text('username').notNullable();
    // Null until the mail job has written the link (the token exists only in the e-mail).
    t.binary('token_hash').unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.uuid('invited_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('accepted_at', { useTz: true });
    t.uuid('user_id').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // One open invitation per address.
  await knex.raw(
    'CREATE UNIQUE INDEX staff_invitations_open_email ON staff_invitations (lower(email)) WHERE accepted_at IS NULL AND revoked_at IS NULL',
  );
  await knex.schema.createTable('mfa_recovery_codes', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
    t.binary('code_hash').notNullable();
    t.timestamp('used_at', { useTz: true });
    t.unique(['user_id', 'code_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mfa_recovery_codes');
  await knex.schema.dropTable('staff_invitations');
  await knex.schema.dropTable('account_links');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('email_verified_at');
    t.dropColumn('mfa_secret');
    t.dropColumn('mfa_pending_secret');
    t.dropColumn('mfa_last_time_step');
  });
}
