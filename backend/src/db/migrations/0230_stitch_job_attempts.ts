import type { Knex } from 'knex';

/*
 * The attempts of a file's stitch job (`stitch:convert`) that ended with the stitch worker or the
 * whole process dying: an attempt marks itself running before the heavy work and clears the mark
 * when it ends, so a mark found by the next attempt is one its process did not live to clear. After
 * two such deaths the job is parked as failed (jobs/stitch-deaths.ts) rather than run again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stitch_job_attempts', (t) => {
    t.uuid('file_id').primary().references('id').inTable('files').onDelete('CASCADE');
    // Set while an attempt runs; still set at the next attempt when the process died mid-job.
    t.timestamp('running_since', { useTz: true });
    t.integer('deaths').notNullable().defaultTo(0);
    // Why the last attempt that died did, in plain words.
    t.text('last_death');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('stitch_job_attempts');
}
