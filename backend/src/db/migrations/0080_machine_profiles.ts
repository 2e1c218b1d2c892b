import type { Knex } from 'knex';

/*
 * Machine-ready deliveries: each client's machine profile (formats, PES version, needles, hoop,
 * thread chart, speed; null until set: the defaults apply), the brand thread charts an admin
 * imports, and the thread codes staff pin per stop of a delivered file ({stop: code}).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.jsonb('machine_profile').nullable();
  });
  await knex.schema.alterTable('files', (t) => {
    t.jsonb('thread_pins').nullable();
  });
  await knex.schema.createTable('thread_charts', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.text('brand').notNullable();
    t.text('name').notNullable();
    t.jsonb('threads').notNullable();
    t.uuid('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('thread_charts');
  await knex.schema.alterTable('files', (t) => t.dropColumn('thread_pins'));
  await knex.schema.alterTable('users', (t) => t.dropColumn('machine_profile'));
}
