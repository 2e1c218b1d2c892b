import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context.ts';
import { HttpError } from '../errors.ts';
import { checkThrottle, clearThrottle, recordThrottleEvent, throttle } from './throttle.ts';

describe('throttle', () => {
  const t = useTestContext();

  const rule = (key: string) => ({ bucket: 'test', key, limit: 3, windowSeconds: 60 });

  it('allows `limit` events per window, then throws 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) await throttle(t.db, rule('a'));
    const error = await throttle(t.db, rule('a')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(429);
    const retryAfter = Number((error as HttpError).headers['Retry-After']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another key has its own allowance.
    await expect(throttle(t.db, rule('b'))).resolves.toBeUndefined();
  });

  it('holds under concurrent requests', async () => {
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => throttle(t.db, rule('burst'))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
  });

  it('counts only what is recorded with check/record, and forgets on clear', async () => {
    await checkThrottle(t.db, rule('c'));
    for (let i = 0; i < 3; i++) await recordThrottleEvent(t.db, rule('c'));
    await expect(checkThrottle(t.db, rule('c'))).rejects.toMatchObject({ status: 429 });
    await clearThrottle(t.db, rule('c'));
    await expect(checkThrottle(t.db, rule('c'))).resolves.toBeUndefined();
  });

  it('lets events age out of the window', async () => {
    for (let i = 0; i < 3; i++) await recordThrottleEvent(t.db, rule('d'));
    await t
      .db('throttle_events')
      .where({ key: 'd' })
      .update({ created_at: t.db.raw("now() - interval '61 seconds'") });
    await expect(checkThrottle(t.db, rule('d'))).resolves.toBeUndefined();
  });
});
