import type { Knex } from 'knex';

/*
 * A client that sends `Idempotency-Key` with an order gets the first answer back when it sends the
 * same request again (a retry after a timeout or a lost connection) instead of a second order. The
 * key row is written in the transaction that creates the order, with the answer, so it exists
 * exactly when the order does. Keys are per user: two clients may happen to pick the same one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('key').notNullable();
    /** sha256 of what the request asked for: the same key with another request is refused. */
    t.text('request_hash').notNullable();
    t.integer('response_status').notNullable();
    t.jsonb('response_body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'key']);
    // The janitor deletes expired keys by age.
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('idempotency_keys');
}
