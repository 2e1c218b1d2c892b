import type { Knex } from 'knex';

/*
 * What clients paid Stripe for their monthly plans (issue 35): one row per paid subscription
 * invoice. A plan's payment belongs to no order, so it stays out of `payments` (the orders' ledger,
 * whose rows each move an order's balance); like it, rows are only ever added. The invoice id is
 * unique, so an `invoice.paid` delivered twice records once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('plan_payments', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.uuid('client_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('service').notNullable();
    t.text('plan').notNullable();
    t.integer('amount_cents').notNullable();
    t.text('currency').notNullable();
    t.text('stripe_invoice_id').notNullable().unique();
    t.text('stripe_subscription_id').notNullable();
    t.timestamp('period_start', { useTz: true }).notNullable();
    t.timestamp('period_end', { useTz: true }).notNullable();
    t.timestamp('paid_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['client_id', 'paid_at']);
  });
  await knex.raw(
    'ALTER TABLE plan_payments ADD CONSTRAINT plan_payments_amount_check CHECK (amount_cents > 0)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('plan_payments');
}
