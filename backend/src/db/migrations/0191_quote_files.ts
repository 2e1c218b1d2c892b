import type { Knex } from 'knex';

/*
 * Artwork sent with a quote request: a visitor has no account, so such a file is owned by no one and
 * belongs to its quote instead (deleted with it). Stored before the quote itself (the form's files
 * follow its fields), a file is linked to its quote when the request is kept; one never linked is
 * swept as any unattached upload is, and a linked one never is.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('files', (t) => {
    t.uuid('quote_id').nullable().references('id').inTable('quotes').onDelete('CASCADE');
    t.index(['quote_id']);
  });
  await knex.raw('ALTER TABLE files ALTER COLUMN owner_id DROP NOT NULL');
  // Without an owner a file is a quote's artwork (linked or about to be): it is attached to no order.
  await knex.raw(
    'ALTER TABLE files ADD CONSTRAINT files_owner_or_quote_check CHECK (owner_id IS NOT NULL OR (order_id IS NULL AND revision_id IS NULL))',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE files DROP CONSTRAINT files_owner_or_quote_check');
  await knex('files').whereNull('owner_id').delete();
  await knex.raw('ALTER TABLE files ALTER COLUMN owner_id SET NOT NULL');
  await knex.schema.alterTable('files', (t) => t.dropColumn('quote_id'));
}
