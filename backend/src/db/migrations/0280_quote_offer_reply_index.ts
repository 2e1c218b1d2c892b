import type { Knex } from 'knex';

/*
 * The staff inbox reads each reply with the offer it made (services/quotes/history.ts), joined by
 * the reply: a reply makes at most one offer (services/quotes/reply.ts), so the index is unique.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('quote_offers', (t) => {
    t.unique(['reply_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('quote_offers', (t) => {
    t.dropUnique(['reply_id']);
  });
}
