import type { Knex } from 'knex';

/*
 * One row per limited thing (bucket) and who (key): the attempts in the current window, and for
 * limits with a growing delay, when the next attempt is allowed. Counted and checked in one
 * INSERT … ON CONFLICT … DO UPDATE … RETURNING (lib/attempts.ts), so concurrent attempts
 * cannot all read "under the limit" before any is counted.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('attempt_counters', (t) => {
    t.text('bucket').notNullable();
    t.text('key').notNullable();
    t.integer('count').notNullable();
    t.timestamp('window_start', { useTz: true }).notNullable();
    t.timestamp('blocked_until', { useTz: true });
    t.primary(['bucket', 'key']);
  });
  // Sweeping rows whose window is long over.
  await knex.raw('CREATE INDEX attempt_counters_window_start_index ON attempt_counters (window_start)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('attempt_counters');
}
