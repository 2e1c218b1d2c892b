import type { Knex } from 'knex';

/*
 * Stripe's notifications, each recorded once: `stripe_events` keeps the id of every event the
 * webhook has handled (its primary key refuses the second delivery, in the transaction that handles
 * the first). One Checkout Session can pay several orders with one payment intent, so a provider's
 * reference is unique per order rather than across the ledger: the same payment intent delivered
 * twice for one order still records once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stripe_events', (t) => {
    t.text('id').primary();
    t.text('type').notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.alterTable('payments', (t) => {
    t.dropUnique(['provider', 'provider_ref']);
    t.unique(['provider', 'provider_ref', 'order_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.dropUnique(['provider', 'provider_ref', 'order_id']);
    t.unique(['provider', 'provider_ref']);
  });
  await knex.schema.dropTable('stripe_events');
}
