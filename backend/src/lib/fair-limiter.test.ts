import { describe, expect, it } from 'vitest';
import { FairLimiter, LimiterBusyError } from './fair-limiter.ts';

/** A job that finishes when told to, recording when it started. */
function gate(started: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { job: () => (started.push(name), done), open };
}

describe('FairLimiter', () => {
  it('runs at most `concurrency` jobs, then serves waiting keys in turn, one job each', async () => {
    const limiter = new FairLimiter({ concurrency: 1, maxWaitingPerKey: 10, maxWaiting: 100 });
    const started: string[] = [];
    const flood = Array.from({ length: 4 }, (_, i) => gate(started, `flood${i}`));
    const real = gate(started, 'real');
    const runs = flood.map((g) => limiter.run('203.0.113.1', g.job));
    const mine = limiter.run('192.0.2.1', real.job);
    await Promise.resolve();
    expect(started).toEqual(['flood0']);
    flood[0].open();
    await runs[0];
    await new Promise((resolve) => setImmediate(resolve));
    // The flood's next job and the real one alternate: the real one is not behind the whole flood.
    expect(started).toEqual(['flood0', 'flood1']);
    flood[1].open();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['flood0', 'flood1', 'real']);
    real.open();
    await mine;
    for (const g of flood.slice(2)) g.open();
    await Promise.all(runs);
    expect(started).toHaveLength(5);
  });

  it('refuses at once when one key, or everyone, has too many waiting', async () => {
    const limiter = new FairLimiter({ concurrency: 1, maxWaitingPerKey: 1, maxWaiting: 2 });
    const started: string[] = [];
    const first = gate(started, 'a');
    const running = limiter.run('x', first.job);
    const waiting = limiter.run('x', async () => undefined);
    await expect(limiter.run('x', async () => undefined)).rejects.toBeInstanceOf(LimiterBusyError);
    const other = limiter.run('y', async () => undefined);
    await expect(limiter.run('z', async () => undefined)).rejects.toBeInstanceOf(LimiterBusyError);
    first.open();
    await Promise.all([running, waiting, other]);
  });
});
