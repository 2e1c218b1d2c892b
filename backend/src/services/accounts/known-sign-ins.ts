import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';

/*
 * Where each account has signed in from, in the database rather than in one process's memory: every
 * API process behind a load balancer knows the owner's address, and a restart forgets nothing. Only
 * a correct password adds a row, so a flood cannot fill it; each account keeps its latest few.
 */

/*
 * Each process also remembers the pairs it has seen known (an e-mail and an address), so a login
 * can be told apart before it spends a statement: during a flood the pool's queue is the strangers'.
 * Only a hint: a pair it does not hold is looked up in the table like any other login.
 */
const seenKnown = new LRUCache<string, true>({ max: 10_000 });
const pair = (email: string, address: string) => `${email.toLowerCase()}|${address}`;

/** Whether this process has seen `address` sign in to the account of `email` before. */
export function knownHere(email: string, address: string): boolean {
  return seenKnown.has(pair(email, address));
}

/** Notes that `address` is known for the account of `email` (read from the table, or a success). */
export function noteKnown(email: string, address: string): void {
  seenKnown.set(pair(email, address), true);
}

/** Addresses kept per account (a home, an office, a phone's network…). */
export const KNOWN_ADDRESSES_PER_ACCOUNT = 10;
/** An address not used for this long is a stranger again. */
const KNOWN_FOR_DAYS = 90;

/**
 * A select column for a `users` query: whether `address` signed in to that user before. Read with
 * the user row itself, so a login spends no extra statement on it.
 */
export function knownAddressColumn(db: Knex, address: string): Knex.Raw {
  return db.raw(
    `EXISTS (SELECT 1 FROM known_sign_ins k WHERE k.user_id = users.id AND k.address = ?
       AND k.last_at > now() - make_interval(days => ?)) AS known_address`,
    [address, KNOWN_FOR_DAYS],
  );
}

/** Remembers a successful sign-in from `address`, forgetting the account's oldest beyond the few kept. */
export async function rememberSignIn(db: Knex, userId: string, address: string): Promise<void> {
  await db.raw(
    `WITH kept AS (
       INSERT INTO known_sign_ins (user_id, address, last_at) VALUES (?, ?, now())
       ON CONFLICT (user_id, address) DO UPDATE SET last_at = now()
       RETURNING user_id
     )
     DELETE FROM known_sign_ins k USING kept
      WHERE k.user_id = kept.user_id AND k.address <> ? AND k.address NOT IN (
        SELECT address FROM known_sign_ins WHERE user_id = kept.user_id AND address <> ?
         ORDER BY last_at DESC LIMIT ?)`,
    [userId, address, address, address, KNOWN_ADDRESSES_PER_ACCOUNT - 1],
  );
}
