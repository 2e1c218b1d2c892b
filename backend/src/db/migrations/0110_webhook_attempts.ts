import type { Knex } from 'knex';

/*
 * Each attempt of a webhook delivery, as the log shows it: when, what the endpoint answered (or why
 * there was no answer), and whether a person asked for it (a redelivery). `attempts` on the delivery
 * keeps counting across redeliveries; `round_start` is the count when the current round began, so a
 * redelivery gets its own retry schedule without forgetting the attempts before it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_delivery_attempts', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.uuid('delivery_id').notNullable().references('id').inTable('webhook_deliveries').onDelete('CASCADE');
    t.integer('number').notNullable();
    t.boolean('succeeded').notNullable();
    t.integer('response_code');
    t.text('error');
    t.boolean('redelivery').notNullable().defaultTo(false);
    t.timestamp('attempted_at', { useTz: true }).notNullable();
    t.unique(['delivery_id', 'number']);
  });
  await knex.schema.alterTable('webhook_deliveries', (t) => {
    t.integer('round_start').notNullable().defaultTo(0);
    t.boolean('redelivery').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('webhook_deliveries', (t) => {
    t.dropColumn('round_start');
    t.dropColumn('redelivery');
  });
  await knex.schema.dropTableIfExists('webhook_delivery_attempts');
}
