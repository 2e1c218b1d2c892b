import type { Knex } from 'knex';

/*
 * The spec's monthly plans (issue 35). A client has at most one plan row per service, renewed in
 * place: its period moves on at each renewal, and the row is what an order placement locks to count
 * its allowance. A plan sold through Stripe keeps its subscription id; one sold offline is staff's.
 * `plan_usages` is one row per covered order: what it used (a left chest, a jacket back, a design)
 * in which period, so the count of a period is the rows of that period (nothing rolls over).
 * `orders.covered_by` keeps what the order's price says of it: the plan and the period's end.
 */
// Written out: a migration keeps the schema it made, whatever the code's lists become later.
const SERVICES = ['digitizing', 'vector'];
const PLANS = ['Silver', 'Gold', 'Diamond', 'Platinum'];
const STATUSES = ['active', 'canceling', 'ended'];
const SOURCES = ['stripe', 'staff'];
const UNITS = ['left_chest', 'jacket_back', 'design'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('client_plans', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.uuid('client_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('service').notNullable().checkIn(SERVICES, 'client_plans_service_check');
    t.text('plan').notNullable().checkIn(PLANS, 'client_plans_plan_check');
    t.text('status').notNullable().checkIn(STATUSES, 'client_plans_status_check');
    t.timestamp('period_start', { useTz: true }).notNullable();
    t.timestamp('period_end', { useTz: true }).notNullable();
    t.text('source').notNullable().checkIn(SOURCES, 'client_plans_source_check');
    t.text('stripe_subscription_id').nullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['client_id', 'service']);
  });
  await knex.raw(
    'ALTER TABLE client_plans ADD CONSTRAINT client_plans_period_check CHECK (period_end > period_start)',
  );
  await knex.schema.createTable('plan_usages', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.uuid('client_plan_id').notNullable().references('id').inTable('client_plans').onDelete('CASCADE');
    t.uuid('order_id').notNullable().unique().references('id').inTable('orders').onDelete('CASCADE');
    t.text('unit').notNullable().checkIn(UNITS, 'plan_usages_unit_check');
    t.timestamp('period_start', { useTz: true }).notNullable();
    t.timestamp('period_end', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['client_plan_id', 'period_start', 'unit']);
  });
  await knex.schema.alterTable('orders', (t) => {
    t.jsonb('covered_by').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumn('covered_by');
  });
  await knex.schema.dropTable('plan_usages');
  await knex.schema.dropTable('client_plans');
}
