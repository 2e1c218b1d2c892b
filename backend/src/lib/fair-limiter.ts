/** Thrown when a caller would wait behind too many others. */
export class LimiterBusyError extends Error {
  override name = 'LimiterBusyError';
}

export interface FairLimiterOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs one key may have waiting; more are refused at once. */
  maxWaitingPerKey: number;
  /** Jobs waiting in all; beyond it the heaviest key gives up its newest job (see #makeRoom). */
  maxWaiting: number;
  /** Slots beyond `concurrency` that only jobs run `first` may take, so they never wait for others'. */
  reservedForFirst?: number;
}

export interface RunOptions {
  /**
   * Served before every ordinary job (still in turn among themselves): for callers known to be who
   * they say, such as a login from an address that signed in to that account before.
   */
  first?: boolean;
}

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

/** One queue per key; insertion order is the turn order, and a key served goes to the back. */
type Lane = Map<string, Waiter[]>;

/**
 * Runs at most `concurrency` jobs at once; the rest wait in one queue per key (a client's address,
 * an account), served in turn, one job per key per turn. A flood from one address therefore queues
 * behind itself: anyone else waits for at most one job per other waiting key, not for the whole
 * flood. Jobs run `first` have a lane of their own that is always served before the ordinary one.
 */
export class FairLimiter {
  readonly #options: FairLimiterOptions;
  #running = 0;
  #waiting = 0;
  readonly #first: Lane = new Map();
  readonly #ordinary: Lane = new Map();

  constructor(options: FairLimiterOptions) {
    this.#options = options;
  }

  async run<T>(key: string, job: () => Promise<T>, { first = false }: RunOptions = {}): Promise<T> {
    await this.#acquire(key, first ? this.#first : this.#ordinary);
    try {
      return await job();
    } finally {
      this.#release();
    }
  }

  #acquire(key: string, lane: Lane): Promise<void> {
    const first = lane === this.#first;
    const slots = this.#options.concurrency + (first ? (this.#options.reservedForFirst ?? 0) : 0);
    // Nobody ahead: for a job run first, none of its own lane waits; for others, none at all.
    if (this.#running < slots && (first ? this.#first.size === 0 : this.#waiting === 0)) {
      this.#running += 1;
      return Promise.resolve();
    }
    const queue = lane.get(key) ?? [];
    if (queue.length >= this.#options.maxWaitingPerKey) {
      return Promise.reject(new LimiterBusyError('Too many jobs waiting for this key'));
    }
    if (
      this.#waiting >= this.#options.maxWaiting &&
      !this.#makeRoom(lane === this.#first ? 0 : queue.length + 1)
    ) {
      return Promise.reject(new LimiterBusyError('Too many jobs waiting'));
    }
    return new Promise<void>((resolve, reject) => {
      queue.push({ resolve, reject });
      lane.set(key, queue);
      this.#waiting += 1;
    });
  }

  /**
   * When everyone waits, a newcomer is not refused for the others' traffic: the ordinary key with
   * the most jobs waiting gives up its newest one, if it has more than `than` waiting (the queue
   * the newcomer's key would then have; 0 for a job run first). Returns whether it made room.
   */
  #makeRoom(than: number): boolean {
    let heaviest: [string, Waiter[]] | undefined;
    for (const entry of this.#ordinary)
      if (!heaviest || entry[1].length > heaviest[1].length) heaviest = entry;
    if (!heaviest || heaviest[1].length <= than) return false;
    const [key, queue] = heaviest;
    queue.pop()?.reject(new LimiterBusyError('Too many jobs waiting for this key'));
    if (queue.length === 0) this.#ordinary.delete(key);
    this.#waiting -= 1;
    return true;
  }

  #release(): void {
    this.#running -= 1;
    const lane =
      this.#first.size > 0
        ? this.#first
        : this.#ordinary.size > 0 && this.#running < this.#options.concurrency
          ? this.#ordinary
          : null;
    if (!lane) return;
    const first = lane.entries().next();
    if (first.done) return;
    const [key, queue] = first.value;
    lane.delete(key);
    const waiter = queue.shift();
    if (queue.length > 0) lane.set(key, queue);
    // A lane holds only keys with jobs waiting.
    if (!waiter) return;
    const { resolve } = waiter;
    this.#waiting -= 1;
    this.#running += 1;
    resolve();
  }
}
