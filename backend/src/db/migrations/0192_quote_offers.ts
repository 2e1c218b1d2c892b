import type { Knex } from 'knex';

/*
 * An offer staff make with a reply to a quote: a service, a title and the price staff set. It is the
 * requester's to accept (an order placed at that price) or decline, from the account with the
 * quote's e-mail, for 30 days from when it was made (worked out when asked, never by a job).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('quote_offers', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
    t.uuid('quote_id').notNullable().references('id').inTable('quotes').onDelete('CASCADE');
    t.uuid('reply_id').notNullable().references('id').inTable('quote_replies').onDelete('CASCADE');
    t.text('service').notNullable();
    t.text('title').notNullable();
    t.integer('amount_cents').notNullable();
    t.text('instructions').notNullable().defaultTo('');
    t.text('status').notNullable().defaultTo('open');
    t.uuid('order_id').nullable().references('id').inTable('orders').onDelete('SET NULL');
    t.uuid('settled_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('settled_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['quote_id']);
    t.index(['order_id']);
  });
  await knex.raw(
    "ALTER TABLE quote_offers ADD CONSTRAINT quote_offers_status_check CHECK (status IN ('open', 'accepted', 'declined'))",
  );
  await knex.raw(
    'ALTER TABLE quote_offers ADD CONSTRAINT quote_offers_amount_check CHECK (amount_cents > 0)',
  );
  // The panel finds offers by the quote's e-mail, compared without case.
  await knex.raw('CREATE INDEX quotes_email_lower_index ON quotes (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX quotes_email_lower_index');
  await knex.schema.dropTable('quote_offers');
}
