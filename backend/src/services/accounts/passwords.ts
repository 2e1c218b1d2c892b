import { hash, verify } from '@node-rs/argon2';
import { tooManyRequests } from '../../errors.ts';
import { FairLimiter, LimiterBusyError, type RunOptions } from '../../lib/fair-limiter.ts';

/**
 * Argon2id (the library's default algorithm) with OWASP's recommended minimum: 19 MiB of memory,
 * 2 passes, 1 lane (m=19456, t=2, p=1) — about 30–50 ms per hash on one server core. The
 * parameters are written into each hash, so raising them later still verifies old hashes.
 */
const COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, COST);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check when the account does not exist, so response times do not
 * tell an attacker which e-mail addresses are registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password');
  await verifyPassword(await dummyHash, password);
  return false;
}

/*
 * Hashing is the one expensive step anyone can trigger without an account. Unbounded, 600 wrong
 * passwords sent at once queued 600 hashes on the thread pool and a real login waited behind all
 * of them (6.8 s). Two hashes run at a time, and waiting ones are served one per client address in
 * turn: a flood from one address waits behind itself. With one cap on everything waiting (256), 600
 * wrong logins from 250 addresses filled it and the account's owner got 429: now the cap only
 * bounds memory (a waiting login is a held request), and when it is reached the address with the
 * most logins waiting gives one up, never a newcomer. Logins from an address that signed in to
 * the account before go first, with a third slot of their own (services/accounts/known-sign-ins.ts).
 */
/** Ordinary hashes at once (the bench's login baseline runs as many). */
export const HASHING_CONCURRENCY = 2;
const hashing = new FairLimiter({
  concurrency: HASHING_CONCURRENCY,
  reservedForFirst: 1,
  maxWaitingPerKey: 8,
  maxWaiting: 1000,
});
export const HASHING_BUSY = 'Too many sign-in attempts at once. Please try again in a moment.';

/** `limiter`'s run, with a refusal answered 429 "Too many sign-in attempts at once". */
export function inTurnOf(limiter: FairLimiter) {
  return async <T>(key: string, job: () => Promise<T>, options: RunOptions = {}): Promise<T> => {
    try {
      return await limiter.run(key, job, options);
    } catch (error) {
      if (error instanceof LimiterBusyError) throw tooManyRequests(HASHING_BUSY, 1);
      throw error;
    }
  };
}

/**
 * Runs a password hash or check for the client `key` (its IP) in its turn, or before every
 * ordinary turn with `first`; 429 when its key has too many waiting.
 */
export const inTurn = inTurnOf(hashing);
