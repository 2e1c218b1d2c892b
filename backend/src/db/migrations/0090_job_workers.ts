import type { Knex } from 'knex';

/*
 * The workers of each running worker process, so jobs held by a process that died are handed back
 * at once (jobs/liveness.ts) rather than after graphile-worker's four hours.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_workers', (t) => {
    t.text('worker_id').primary();
    t.text('process').notNullable().index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('job_workers');
}
