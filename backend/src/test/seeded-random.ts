/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on every run,
 * so a test built on it sends the same requests every time and a failure can be replayed.
 */
export class SeededRandom {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.next() * n);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.below(items.length)];
  }

  /** A version 4 UUID made of this generator's numbers. */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.below(16).toString(16));
    hex[12] = '4';
    hex[16] = '89ab'[this.below(4)];
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
}
