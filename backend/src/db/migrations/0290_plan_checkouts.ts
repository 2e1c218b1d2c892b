import type { Knex } from 'knex';

/*
 * One subscription per client and service (issue 35 item 6).
 * `plan_checkouts`: the client's open Checkout Session for a plan of a service, one row per client and
 * service (the unique pair is what two simultaneous checkouts race on: one claims the row, the other
 * is refused). A row whose session expired or completed no longer blocks; the next checkout reuses it.
 * `plan_duplicates`: a subscription that completed while the client already had that service's plan
 * in force (two tabs, two sessions): cancelled and its first payment refunded at Stripe, once, by its
 * subscription id however often its events arrive.
 * `plan_payments.receipt_url`: the paid invoice's page at Stripe, the receipt the Plans page links to.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('plan_checkouts', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.uuid('client_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('service').notNullable();
    t.text('plan').notNullable();
    t.text('stripe_session_id').nullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['client_id', 'service']);
  });
  await knex.schema.createTable('plan_duplicates', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.uuid('client_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('service').notNullable();
    t.text('plan').notNullable();
    t.text('stripe_subscription_id').notNullable().unique();
    t.integer('amount_cents').notNullable();
    t.text('currency').notNullable();
    t.text('stripe_refund_id').nullable();
    t.timestamp('refunded_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['client_id', 'created_at']);
  });
  await knex.schema.alterTable('plan_payments', (t) => {
    t.text('receipt_url').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('plan_payments', (t) => {
    t.dropColumn('receipt_url');
  });
  await knex.schema.dropTable('plan_duplicates');
  await knex.schema.dropTable('plan_checkouts');
}
