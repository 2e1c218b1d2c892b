import { parentPort } from 'node:worker_threads';

/*
 * A thread for BoundedThreads' tests: each chore behaves as a stitch task can (answers, runs out of
 * memory, runs forever), or answers and then ends its thread while it sits idle.
 */

/** What the test thread is asked to do. */
export type Chore = 'echo' | 'allocate' | 'spin' | 'answer-then-exit';

const port = parentPort!;
port.on('message', (chore: Chore) => {
  if (chore === 'allocate') {
    // Live objects kept until the heap limit ends the thread.
    const kept: number[][] = [];
    for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
  }
  if (chore === 'spin') for (;;);
  port.postMessage(`done: ${chore}`);
  if (chore === 'answer-then-exit') setTimeout(() => process.exit(3), 10);
});
