import { describe, expect, it } from 'vitest';
import { OrderQueue, type QueueItemState } from './order-queue.ts';

/** A step that waits until the test lets it finish, so concurrency can be observed. */
function gate() {
  const waiting: { name: string; resolve: () => void; reject: (e: Error) => void }[] = [];
  const step = (name: string) =>
    new Promise<void>((resolve, reject) => waiting.push({ name, resolve, reject }));
  return { waiting, step };
}

const tick = () => new Promise((r) => setTimeout(r, 0));
const inputs = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `f${i}`, input: { name: `file${i}` } }));
let counter = 0;
const keys = () => `key-${++counter}`;

describe('OrderQueue', () => {
  it('uploads then places every item, at most 3 at once, each with its own key', async () => {
    const uploads = gate();
    let inFlight = 0;
    let most = 0;
    const placed: [string, string][] = [];
    const queue = new OrderQueue(
      inputs(7),
      {
        upload: async ({ name }) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          await uploads.step(name);
          return `url:${name}`;
        },
        place: async ({ name }, url, key) => {
          placed.push([url, key]);
          inFlight -= 1;
          return `order:${name}`;
        },
      },
      { newKey: keys },
    );
    const states: QueueItemState[][] = [];
    queue.subscribe(() => states.push(queue.snapshot().map((i) => i.state)));
    const done = queue.start();
    await tick();
    expect(uploads.waiting.map((w) => w.name)).toEqual(['file0', 'file1', 'file2']);
    expect(
      queue
        .snapshot()
        .map((i) => i.state)
        .slice(0, 4),
    ).toEqual(['uploading', 'uploading', 'uploading', 'queued']);
    while (uploads.waiting.length) {
      uploads.waiting.shift()!.resolve();
      await tick();
    }
    await done;
    expect(most).toBe(3);
    expect(queue.summary()).toEqual({ total: 7, placed: 7, failed: 0, pending: 0 });
    expect(new Set(placed.map(([, key]) => key)).size).toBe(7);
    expect(queue.snapshot()[0].result).toBe('order:file0');
    expect(states.some((s) => s.includes('placing'))).toBe(true);
  });

  it('a failure leaves the others placed; a retry runs only the failed ones with the same key', async () => {
    const attempts: Record<string, string[]> = {};
    let failNext = new Set(['file1']);
    let uploadsOf1 = 0;
    const queue = new OrderQueue(
      inputs(3),
      {
        upload: async ({ name }) => {
          if (name === 'file1') uploadsOf1 += 1;
          return `url:${name}`;
        },
        place: async ({ name }, _url, key) => {
          (attempts[name] ??= []).push(key);
          if (failNext.has(name)) throw new Error('Server unreachable');
          return name;
        },
      },
      { newKey: keys },
    );
    await queue.start();
    expect(queue.snapshot().map((i) => [i.state, i.error])).toEqual([
      ['placed', undefined],
      ['failed', 'Server unreachable'],
      ['placed', undefined],
    ]);
    expect(queue.summary()).toMatchObject({ placed: 2, failed: 1 });

    failNext = new Set();
    await queue.retryFailed();
    expect(queue.summary()).toEqual({ total: 3, placed: 3, failed: 0, pending: 0 });
    expect(attempts.file0).toHaveLength(1);
    expect(attempts.file2).toHaveLength(1);
    expect(attempts.file1).toHaveLength(2);
    expect(attempts.file1[0]).toBe(attempts.file1[1]);
    // The upload had succeeded, so the retry only placed again.
    expect(uploadsOf1).toBe(1);
  });

  it('a failed upload is uploaded again on retry, and its reason is described by the caller', async () => {
    let fail = true;
    const queue = new OrderQueue([{ id: 'a', input: 'a.png' }], {
      upload: async (name) => {
        if (fail) throw new Error('413');
        return name;
      },
      place: async (name) => name,
      describeError: (e) => `Upload refused (${(e as Error).message})`,
    });
    await queue.start();
    expect(queue.snapshot()[0]).toMatchObject({ state: 'failed', error: 'Upload refused (413)' });
    fail = false;
    await queue.retryFailed();
    expect(queue.snapshot()[0]).toMatchObject({ state: 'placed', result: 'a.png', error: undefined });
  });

  it('an empty queue is done at once', async () => {
    const queue = new OrderQueue([], { upload: async () => 1, place: async () => 2 });
    await queue.start();
    expect(queue.summary()).toEqual({ total: 0, placed: 0, failed: 0, pending: 0 });
  });
});
