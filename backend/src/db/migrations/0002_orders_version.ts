import type { Knex } from 'knex';

/**
 * users.orders_version: bumped in the transaction of every write that changes what the user's order
 * list shows (services/orders/version.ts); the order-list ETag and its in-process cache are keyed by it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.bigInteger('orders_version').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('orders_version');
  });
}
