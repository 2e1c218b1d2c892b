/*
 * Places a batch of orders, one per file, a few at a time (web "one order per file" and the desktop
 * hot folder). Pure: no React, no HTTP; the caller gives the two steps. Each item carries its own
 * Idempotency-Key for its whole life, so retrying an item whose first answer was lost never places
 * a second order: the server repeats the answer it gave. An item's input never changes once queued:
 * the server refuses a key sent again with a different request (422).
 */

export type QueueItemState = 'queued' | 'uploading' | 'placing' | 'placed' | 'failed';

export interface QueueItem<T, U, R> {
  id: string;
  input: T;
  state: QueueItemState;
  /** Sent with every placement of this item, retries included. */
  idempotencyKey: string;
  /** Kept once the upload succeeded, so a retry after a failed placement does not upload again. */
  uploaded?: U;
  result?: R;
  /** Why the last attempt failed, for the person. */
  error?: string;
}

export interface QueueSteps<T, U, R> {
  upload(input: T): Promise<U>;
  place(input: T, uploaded: U, idempotencyKey: string): Promise<R>;
  /** The text a failure shows (defaults to the error's message). */
  describeError?(error: unknown): string;
}

export interface QueueOptions {
  /** Most items uploading or placing at once. */
  concurrency?: number;
  /** Makes the Idempotency-Keys (defaults to 128 random bits as hex). */
  newKey?: () => string;
}

export interface QueueSummary {
  total: number;
  placed: number;
  failed: number;
  /** Queued, uploading or placing. */
  pending: number;
}

export const DEFAULT_CONCURRENCY = 3;

/** 128 random bits as hex: crypto.randomUUID exists only on secure origins, this everywhere. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const defaultDescribe = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong';

export class OrderQueue<T, U, R> {
  private items: QueueItem<T, U, R>[];
  private readonly listeners = new Set<() => void>();
  private readonly concurrency: number;
  private running = 0;
  private idle: { promise: Promise<void>; resolve: () => void } | null = null;
  private readonly steps: QueueSteps<T, U, R>;

  constructor(
    inputs: readonly { id: string; input: T }[],
    steps: QueueSteps<T, U, R>,
    { concurrency = DEFAULT_CONCURRENCY, newKey = randomKey }: QueueOptions = {},
  ) {
    this.steps = steps;
    this.concurrency = Math.max(1, concurrency);
    this.items = inputs.map(({ id, input }) => ({ id, input, state: 'queued', idempotencyKey: newKey() }));
  }

  /** The items as they stand; a new array after every change (for useSyncExternalStore). */
  snapshot = (): readonly QueueItem<T, U, R>[] => this.items;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  summary(): QueueSummary {
    const count = (state: QueueItemState) => this.items.filter((item) => item.state === state).length;
    const placed = count('placed');
    const failed = count('failed');
    return { total: this.items.length, placed, failed, pending: this.items.length - placed - failed };
  }

  /** Runs every queued item; resolves when nothing is queued or running. */
  start(): Promise<void> {
    this.pump();
    return this.whenIdle();
  }

  /** Queues the failed items again (each with its own key, unchanged) and runs them. */
  retryFailed(): Promise<void> {
    this.items = this.items.map((item) =>
      item.state === 'failed' ? { ...item, state: 'queued', error: undefined } : item,
    );
    this.emit();
    return this.start();
  }

  private whenIdle(): Promise<void> {
    if (this.running === 0 && !this.items.some((item) => item.state === 'queued')) return Promise.resolve();
    if (!this.idle) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      this.idle = { promise, resolve };
    }
    return this.idle.promise;
  }

  private pump(): void {
    while (this.running < this.concurrency) {
      const next = this.items.find((item) => item.state === 'queued');
      if (!next) break;
      this.running += 1;
      // The state moves on before the next look, so the loop never picks the same item twice.
      this.patch(next.id, () => ({ state: next.uploaded === undefined ? 'uploading' : 'placing' }));
      void this.run(next.id).finally(() => {
        this.running -= 1;
        this.pump();
        if (this.running === 0 && !this.items.some((item) => item.state === 'queued') && this.idle) {
          this.idle.resolve();
          this.idle = null;
        }
      });
    }
  }

  private async run(id: string): Promise<void> {
    const item = () => {
      const found = this.items.find((i) => i.id === id);
      if (!found) throw new Error('The order left the queue while it was placed');
      return found;
    };
    try {
      let uploaded = item().uploaded;
      if (uploaded === undefined) {
        uploaded = await this.steps.upload(item().input);
        this.patch(id, () => ({ uploaded, state: 'placing' }));
      }
      const current = item();
      const result = await this.steps.place(current.input, uploaded, current.idempotencyKey);
      this.patch(id, () => ({ result, state: 'placed' }));
    } catch (error) {
      this.patch(id, () => ({
        state: 'failed',
        error: (this.steps.describeError ?? defaultDescribe)(error),
      }));
    }
  }

  private patch(id: string, change: (item: QueueItem<T, U, R>) => Partial<QueueItem<T, U, R>>): void {
    this.items = this.items.map((item) => (item.id === id ? { ...item, ...change(item) } : item));
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
