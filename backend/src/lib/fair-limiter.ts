/** Thrown when a caller would wait behind too many others. */
export class LimiterBusyError extends Error {
  override name = 'LimiterBusyError';
}

export interface FairLimiterOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs one key may have waiting; more are refused at once. */
  maxWaitingPerKey: number;
  /** Jobs waiting in all; more are refused at once. */
  maxWaiting: number;
}

/**
 * Runs at most `concurrency` jobs at once; the rest wait in one queue per key (a client's IP),
 * served in turn, one job per key per turn. A flood from one address therefore queues behind
 * itself: anyone else waits for at most one job per other waiting key, not for the whole flood.
 */
export class FairLimiter {
  readonly #options: FairLimiterOptions;
  #running = 0;
  #waiting = 0;
  /** Insertion order is the turn order; a key served goes to the back. */
  readonly #queues = new Map<string, (() => void)[]>();

  constructor(options: FairLimiterOptions) {
    this.#options = options;
  }

  async run<T>(key: string, job: () => Promise<T>): Promise<T> {
    await this.#acquire(key);
    try {
      return await job();
    } finally {
      this.#release();
    }
  }

  #acquire(key: string): Promise<void> {
    if (this.#running < this.#options.concurrency && this.#waiting === 0) {
      this.#running += 1;
      return Promise.resolve();
    }
    const queue = this.#queues.get(key) ?? [];
    if (queue.length >= this.#options.maxWaitingPerKey || this.#waiting >= this.#options.maxWaiting) {
      return Promise.reject(new LimiterBusyError('Too many jobs waiting'));
    }
    return new Promise<void>((resolve) => {
      queue.push(resolve);
      this.#queues.set(key, queue);
      this.#waiting += 1;
    });
  }

  #release(): void {
    const next = this.#queues.entries().next();
    if (next.done) {
      this.#running -= 1;
      return;
    }
    const [key, queue] = next.value;
    const resolve = queue.shift()!;
    this.#queues.delete(key);
    if (queue.length > 0) this.#queues.set(key, queue);
    this.#waiting -= 1;
    // The slot passes straight to the next job: #running stays the same.
    resolve();
  }
}
