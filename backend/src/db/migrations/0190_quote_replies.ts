import type { Knex } from 'knex';

/*
 * A quote's history: every reply staff send (e-mailed to the requester) is kept, and the quote moves
 * new → replied (→ won / lost once it is settled). `handled` stays beside it for the inbox's filter.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('quotes', (t) => {
    t.text('status').notNullable().defaultTo('new');
  });
  await knex.raw(
    "ALTER TABLE quotes ADD CONSTRAINT quotes_status_check CHECK (status IN ('new', 'replied', 'won', 'lost'))",
  );
  await knex.schema.createTable('quote_replies', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.uuid('quote_id').notNullable().references('id').inTable('quotes').onDelete('CASCADE');
    t.uuid('author_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('message').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['quote_id', 'created_at']);
    t.index(['author_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('quote_replies');
  await knex.raw('ALTER TABLE quotes DROP CONSTRAINT quotes_status_check');
  await knex.schema.alterTable('quotes', (t) => t.dropColumn('status'));
}
