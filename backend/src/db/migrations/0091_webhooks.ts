import type { Knex } from 'knex';

/*
 * Webhook endpoints of clients and their deliveries. Secrets are kept encrypted (AES-256-GCM with a
 * key derived from JWT_SECRET): we must sign with them, so they cannot be hashed, and a copy of the
 * database alone does not let anyone forge our signatures. A delivery keeps its body as sent, so
 * every retry carries the same bytes under the same webhook-id.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_endpoints', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
    t.text('url').notNullable();
    t.specificType('events', 'text[]').notNullable();
    t.text('secret').notNullable();
    t.text('previous_secret');
    t.timestamp('previous_secret_expires_at', { useTz: true });
    t.timestamp('disabled_at', { useTz: true });
    t.text('disabled_reason');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('webhook_deliveries', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.uuid('endpoint_id').notNullable().references('id').inTable('webhook_endpoints').onDelete('CASCADE');
    t.text('event_type').notNullable();
    t.timestamp('occurred_at', { useTz: true }).notNullable();
    // The event's data as the write left it; `body` is what is sent, written at the first attempt.
    t.jsonb('data').notNullable();
    t.text('body');
    t.text('status').notNullable().defaultTo('pending').checkIn(['pending', 'succeeded', 'failed']);
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('response_code');
    t.text('error');
    t.timestamp('last_attempt_at', { useTz: true });
    t.timestamp('next_attempt_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    'CREATE INDEX webhook_deliveries_endpoint_created ON webhook_deliveries (endpoint_id, created_at DESC, id DESC)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('webhook_deliveries');
  await knex.schema.dropTableIfExists('webhook_endpoints');
}
