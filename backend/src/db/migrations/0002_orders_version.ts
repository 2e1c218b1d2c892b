import type { Knex } from 'knex';

/**
 * users.orders_version: moves with every write that changes what the user's order list shows (by
 * trigger since migration 0120); the order-list ETag and its in-process cache are keyed by it.
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
