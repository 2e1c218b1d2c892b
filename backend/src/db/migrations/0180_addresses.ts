import type { Knex } from 'knex';

/*
 * A client's address book, and the ship-to a goods order keeps: a copy of the address as it was when
 * given (orders.ship_to, null while the client has not given one), so that editing or deleting a
 * saved address never changes a placed order. One default shipping and one default billing address
 * per client at most, held by partial unique indexes; the service locks the client's row to move a
 * default, so two concurrent moves run one after the other.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('addresses', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('company').notNullable().defaultTo('');
    t.text('line1').notNullable();
    t.text('line2').notNullable().defaultTo('');
    t.text('city').notNullable();
    t.text('region').notNullable().defaultTo('');
    t.text('postal_code').notNullable();
    t.specificType('country', 'char(2)').notNullable();
    t.text('phone').notNullable().defaultTo('');
    t.boolean('default_shipping').notNullable().defaultTo(false);
    t.boolean('default_billing').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
  await knex.raw(
    'CREATE UNIQUE INDEX addresses_one_default_shipping ON addresses (user_id) WHERE default_shipping',
  );
  await knex.raw(
    'CREATE UNIQUE INDEX addresses_one_default_billing ON addresses (user_id) WHERE default_billing',
  );
  await knex.schema.alterTable('orders', (t) => {
    t.jsonb('ship_to').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumn('ship_to');
  });
  await knex.schema.dropTableIfExists('addresses');
}
