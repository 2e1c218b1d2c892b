import { SERVICE_KEYS } from '@stitchdesk/shared';
import type { Knex } from 'knex';

/*
 * A client's order presets: a name and the fields of one service's new-order form (without title
 * and files). Names are unique per user whatever their case; the unique index also serves the list,
 * which is sorted by name.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_presets', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('service_type')
      .notNullable()
      .checkIn([...SERVICE_KEYS], 'order_presets_service_type_check');
    t.text('name').notNullable();
    t.jsonb('fields').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    'CREATE UNIQUE INDEX order_presets_user_id_name_unique ON order_presets (user_id, lower(name))',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('order_presets');
}
