import type { Knex } from 'knex';

/*
 * What a stitch file holds (format, counts, size, colour stops: the StitchSummary of
 * @stitchdesk/stitch), computed once at upload; null for every other file and for a stitch file
 * that could not be read. Orders show it without reading the file again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('files', (t) => {
    t.jsonb('stitch').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('files', (t) => {
    t.dropColumn('stitch');
  });
}
