import { describe, expect, it } from 'vitest';
import type { Chore } from '../../test/threads/chore-thread.ts';
import { BoundedThreads } from './bounded-threads.ts';
import { StitchThreadDied } from './stitch-thread-died.ts';

const CHORE_THREAD = new URL('../../test/threads/chore-thread.ts', import.meta.url);

/** Two threads of 32 MB, tasks of 3 s at most. */
const threads = () => new BoundedThreads<Chore, string>(CHORE_THREAD, 2, { memoryMb: 32, timeoutMs: 3_000 });

/** The way `task` ended its thread: the StitchThreadDied it failed with. */
async function deathOf(pool: BoundedThreads<Chore, string>, chore: Chore): Promise<StitchThreadDied> {
  const error: unknown = await pool.run(chore).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(StitchThreadDied);
  return error as StitchThreadDied;
}

/**
 * The stitch threads' bounds (issue 38): a task past its thread's memory or time ends that thread
 * alone, its caller told why, and the pool keeps answering with new threads.
 */
describe('bounded threads', () => {
  it('a task that allocates past the limit kills its thread, not the process: 422 with the reason', async () => {
    const pool = threads();
    const died = await deathOf(pool, 'allocate');
    expect(died.end).toBe('memory');
    expect(died.status).toBe(422);
    expect(died.message).toBe('the design needs more memory than a stitch worker may use (32 MB)');
    expect(await pool.run('echo')).toBe('done: echo');
  });

  it('a task past its time ends its thread: 503 with the reason', async () => {
    const pool = new BoundedThreads<Chore, string>(CHORE_THREAD, 1, { memoryMb: 32, timeoutMs: 500 });
    const died = await deathOf(pool, 'spin');
    expect(died.end).toBe('time');
    expect(died.status).toBe(503);
    expect(died.message).toBe('it took longer than a stitch worker may take (0.5 s)');
    // A new thread answers (given the time a thread takes to start on a busy machine).
    pool.configure({ memoryMb: 32, timeoutMs: 10_000 });
    expect(await pool.run('echo')).toBe('done: echo');
  });

  it('a thread that ends while idle is not given the next task', async () => {
    // One thread: the next task would go to the idle one that has since exited, and never answer.
    const pool = new BoundedThreads<Chore, string>(CHORE_THREAD, 1, { memoryMb: 32, timeoutMs: 10_000 });
    expect(await pool.run('answer-then-exit')).toBe('done: answer-then-exit');
    // Its exit is seen by the pool before the next task is given out.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    expect(await pool.run('echo')).toBe('done: echo');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('tasks beyond the threads wait their turn, and a death takes only its own task', async () => {
    const pool = threads();
    const answers = await Promise.allSettled([
      pool.run('echo'),
      pool.run('allocate'),
      pool.run('echo'),
      pool.run('echo'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
