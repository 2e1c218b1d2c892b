/**
 * Counts requests under way per key (a user, an address) in this process and refuses more than
 * `max` at once, without touching the database: a flood is turned away at the cost of a map
 * lookup, before it can queue for connections, locks or the hashing threads.
 */
export class InFlightLimit {
  readonly #max: number;
  readonly #counts = new Map<string, number>();

  constructor(max: number) {
    this.#max = max;
  }

  /** Takes a slot for `key`; returns its release (safe to call twice), or null when all are taken. */
  take(key: string): (() => void) | null {
    const now = this.#counts.get(key) ?? 0;
    if (now >= this.#max) return null;
    this.#counts.set(key, now + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#counts.get(key) ?? 1) - 1;
      if (left <= 0) this.#counts.delete(key);
      else this.#counts.set(key, left);
    };
  }
}
