/*
 * When a failed delivery is tried again: exponential (×4 from 20 s, at most a day apart) with ±25%
 * jitter, so endpoints that failed together do not all come back at the same instant. Ten attempts:
 * the first retry within 25 s, the last about three days (2.8 to 4.6 with jitter) after the first.
 */

export const MAX_DELIVERY_ATTEMPTS = 10;
const FIRST_DELAY_MS = 20_000;
const FACTOR = 4;
const MAX_DELAY_MS = 24 * 60 * 60 * 1000;

/** The wait after failed attempt number `attempt` (1-based); `random` in [0, 1). */
export function retryDelayMs(attempt: number, random: number = Math.random()): number {
  const base = Math.min(FIRST_DELAY_MS * FACTOR ** (attempt - 1), MAX_DELAY_MS);
  return Math.round(base * (0.75 + random * 0.5));
}
