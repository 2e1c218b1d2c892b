import type { Knex } from 'knex';

/*
 * Issue 36 item 6: staff's private notes on a client (PUT /staff/clients/:id/notes), with who wrote
 * them last and when. A table of its own rather than columns of `users`, so that nothing that reads a
 * user row for the client (the user cache, the profile, the order answers) can carry them by accident.
 * One row per client at most; a note outlives the staff account that wrote it (updated_by set null).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('client_notes', (t) => {
    t.uuid('client_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.text('notes').notNullable();
    t.uuid('updated_by').references('id').inTable('users').onDelete('SET NULL').index();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('client_notes');
}
