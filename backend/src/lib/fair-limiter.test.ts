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

  it('refuses at once when one key has too many waiting', async () => {
    const limiter = new FairLimiter({ concurrency: 1, maxWaitingPerKey: 1, maxWaiting: 10 });
    const started: string[] = [];
    const first = gate(started, 'a');
    const running = limiter.run('x', first.job);
    const waiting = limiter.run('x', async () => undefined);
    await expect(limiter.run('x', async () => undefined)).rejects.toBeInstanceOf(LimiterBusyError);
    first.open();
    await Promise.all([running, waiting]);
  });

  it('when everyone waits, refuses the heaviest key’s newest job rather than a newcomer', async () => {
    const limiter = new FairLimiter({ concurrency: 1, maxWaitingPerKey: 5, maxWaiting: 3 });
    const started: string[] = [];
    const first = gate(started, 'a');
    const running = limiter.run('x', first.job);
    const flood = [1, 2].map((i) => limiter.run('x', async () => started.push(`x${i}`)));
    const other = limiter.run('y', async () => started.push('y'));
    // Full: the newcomer z takes the place of x's newest waiting job.
    const newcomer = limiter.run('z', async () => started.push('z'));
    await expect(flood[1]).rejects.toBeInstanceOf(LimiterBusyError);
    // Now every key has one waiting: a fourth key is refused, as it would wait as long as anyone.
    await expect(limiter.run('w', async () => undefined)).rejects.toBeInstanceOf(LimiterBusyError);
    first.open();
    await Promise.all([running, flood[0], other, newcomer]);
    expect(started).toEqual(['a', 'x1', 'y', 'z']);
  });

  it('serves jobs run first before every waiting one, in a slot of their own', async () => {
    const limiter = new FairLimiter({
      concurrency: 1,
      reservedForFirst: 1,
      maxWaitingPerKey: 5,
      maxWaiting: 10,
    });
    const started: string[] = [];
    const stranger = gate(started, 'stranger');
    const running = limiter.run('203.0.113.1', stranger.job);
    const waiting = limiter.run('203.0.113.2', async () => started.push('waiting'));
    // The reserved slot: the owner does not wait for the stranger's job to end.
    const owner = gate(started, 'owner');
    const mine = limiter.run('account', owner.job, { first: true });
    await Promise.resolve();
    expect(started).toEqual(['stranger', 'owner']);
    // With both slots taken, another first job waits, but ahead of the ordinary one.
    const again = limiter.run('account', async () => started.push('owner again'), { first: true });
    stranger.open();
    await running;
    await again;
    expect(started).toEqual(['stranger', 'owner', 'owner again']);
    owner.open();
    await Promise.all([mine, waiting]);
    expect(started).toEqual(['stranger', 'owner', 'owner again', 'waiting']);
  });
});
