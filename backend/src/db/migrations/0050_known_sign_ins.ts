import type { Knex } from 'knex';

/*
 * The addresses each account signed in from (services/accounts/known-sign-ins.ts): a login from one of them
 * is served first by the password-hash queue and is not held by the account's growing delay, so a
 * flood of guesses from elsewhere does not keep the owner out. At most a few rows per account.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('known_sign_ins', (t) => {
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('address').notNullable();
    t.timestamp('last_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'address']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('known_sign_ins');
}
