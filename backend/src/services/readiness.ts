import type { Knex } from 'knex';
import type { Storage } from './files/storage/types.ts';

/** A check that has not answered by then counts as failed: a frozen dependency must not hang probes. */
export const READY_CHECK_TIMEOUT_MS = 2000;

async function within(ms: number, check: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Why each dependency failed its check, or null when it passed. */
export interface Readiness {
  database: string | null;
  storage: string | null;
}

/**
 * Whether the database answers and file storage is writable: both checks at once, each bounded by
 * READY_CHECK_TIMEOUT_MS.
 */
export async function readiness(db: Knex, storage: Storage): Promise<Readiness> {
  const [database, files] = await Promise.allSettled([
    within(READY_CHECK_TIMEOUT_MS, () => db.raw('SELECT 1')),
    within(READY_CHECK_TIMEOUT_MS, () => storage.ready()),
  ]);
  return {
    database: database.status === 'rejected' ? String(database.reason) : null,
    storage: files.status === 'rejected' ? String(files.reason) : null,
  };
}
