import type { Knex } from 'knex';

/** How long to keep asking whether a transaction whose COMMIT went unanswered was stored. */
export const OUTCOME_LOOKUP_MS = 3000;
/** The wait between look-ups that failed (the pool drops a broken connection and opens another). */
const LOOKUP_RETRY_MS = 100;

/**
 * Runs `work` in a transaction, and knows its outcome also when the COMMIT's answer is lost.
 *
 * A transaction that fails after `work` has returned failed at its COMMIT: when the connection
 * dropped after COMMIT was sent, PostgreSQL may well have committed, and answering "try again"
 * would have a client without an Idempotency-Key place the same thing twice. So `stored` is asked,
 * on another connection of the pool (the broken one is dropped), whether the result is there: if it
 * is, the result is returned; if it is not, or the database cannot tell within OUTCOME_LOOKUP_MS,
 * the COMMIT's error is thrown as it was.
 */
export async function transactionOfKnownOutcome<T>(
  db: Knex,
  work: (trx: Knex.Transaction) => Promise<T>,
  stored: (db: Knex, result: T) => Promise<boolean>,
): Promise<T> {
  let built: { result: T } | null = null;
  try {
    return await db.transaction(async (trx) => {
      const result = await work(trx);
      built = { result };
      return result;
    });
  } catch (error) {
    if (!built) throw error;
    const { result } = built;
    const until = Date.now() + OUTCOME_LOOKUP_MS;
    for (;;) {
      const found = await stored(db, result).then(
        (is) => is,
        () => null,
      );
      if (found === true) return result;
      if (found === false || Date.now() >= until) throw error;
      await new Promise((resolve) => setTimeout(resolve, LOOKUP_RETRY_MS));
    }
  }
}
