import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createKnex } from '../../db/knex.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { bumpNotificationsVersion } from '../notifications/notifications.ts';
import { UserCache, usersChanged } from './user-cache.ts';

describe('UserCache', () => {
  let t: TestContext;
  const caches: UserCache[] = [];

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterEach(async () => {
    await Promise.all(caches.splice(0).map((cache) => cache.close()));
  });
  afterAll(() => t?.close());

  async function startCache(options: { maxEntries?: number; retryMs?: number } = {}): Promise<UserCache> {
    const cache = new UserCache({
      db: t.db,
      connectionString: t.config.databaseUrl!,
      logger: pino({ level: 'silent' }),
      ...options,
    });
    caches.push(cache);
    await cache.start();
    return cache;
  }

  /** The user-row reads `run` makes through t.db. */
  async function reads(run: () => Promise<unknown>): Promise<number> {
    let count = 0;
    const listener = (query: { sql: string }) => {
      if (query.sql.includes('FROM users WHERE id')) count += 1;
    };
    t.db.on('query', listener);
    try {
      await run();
    } finally {
      t.db.removeListener('query', listener);
    }
    return count;
  }

  async function until(condition: () => boolean): Promise<void> {
    const deadline = Date.now() + 5_000;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('reads a row once, then answers from memory; concurrent first reads share one query', async () => {
    const cache = await startCache();
    const { user } = await t.createUser({ role: 'employee' });
    let rows: unknown[] = [];
    expect(
      await reads(async () => {
        rows = await Promise.all([cache.get(user.id), cache.get(user.id), cache.get(user.id)]);
      }),
    ).toBe(1);
    expect(rows[0]).toMatchObject({ id: user.id, role: 'employee', email: user.email, disabled: false });
    expect(await reads(() => cache.get(user.id))).toBe(0);
    expect(await cache.get('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('forgets a row changed by another connection once its NOTIFY arrives', async () => {
    const cache = await startCache();
    const { user } = await t.createUser();
    await cache.get(user.id);
    // Another process's pool, as far as this cache can tell.
    const elsewhere = createKnex(t.config.databaseUrl!, { poolMax: 1 });
    try {
      await elsewhere('users').where({ id: user.id }).update({ disabled: true, username: 'Renamed' });
    } finally {
      await elsewhere.destroy();
    }
    await cache.sync();
    let row;
    expect(
      await reads(async () => {
        row = await cache.get(user.id);
      }),
    ).toBe(1);
    expect(row).toMatchObject({ disabled: true, username: 'Renamed' });
    // A column the cache does not hold fires nothing.
    await t.db('users').where({ id: user.id }).update({ password_hash: 'x' });
    await cache.sync();
    expect(await reads(() => cache.get(user.id))).toBe(0);
  });

  it('evicts a write made in this process when its transaction commits, and not on rollback', async () => {
    const cache = await startCache();
    const { user } = await t.createUser();
    const before = (await cache.get(user.id))!.notifications_version;

    await t.db.transaction(async (trx) => {
      await bumpNotificationsVersion(trx, [user.id]);
      // Not committed: other connections (and so the cache) still see the old row.
      expect(await reads(() => cache.get(user.id))).toBe(0);
    });
    let row;
    expect(
      await reads(async () => {
        row = await cache.get(user.id);
      }),
    ).toBe(1);
    expect(row).toMatchObject({ notifications_version: before + 1 });
    // The commit's own NOTIFY may arrive after that read and evict once more; let it, then read.
    await cache.sync();
    await cache.get(user.id);

    await t.db
      .transaction(async (trx) => {
        await bumpNotificationsVersion(trx, [user.id]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await cache.sync();
    expect(await reads(() => cache.get(user.id))).toBe(0);
    expect((await cache.get(user.id))!.notifications_version).toBe(before + 1);
  });

  it('usersChanged outside a transaction evicts at once', async () => {
    const cache = await startCache();
    const { user } = await t.createUser();
    await cache.get(user.id);
    usersChanged(t.db, [user.id]);
    expect(await reads(() => cache.get(user.id))).toBe(1);
  });

  it('reads every request while the LISTEN connection is gone, and caches again once it is back', async () => {
    const cache = await startCache({ retryMs: 50 });
    const { user } = await t.createUser();
    await cache.get(user.id);
    expect(cache.listening).toBe(true);
    await t.db.raw(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'stitchdesk users listener' AND datname = current_database()`,
    );
    await until(() => !cache.listening);
    expect(await reads(async () => [await cache.get(user.id), await cache.get(user.id)])).toBe(2);
    await until(() => cache.listening);
    expect(await reads(async () => [await cache.get(user.id), await cache.get(user.id)])).toBe(1);
  });

  it('keeps at most maxEntries rows, forgetting the least recently used', async () => {
    const cache = await startCache({ maxEntries: 2 });
    const [a, b, c] = await Promise.all([t.createUser(), t.createUser(), t.createUser()]);
    for (const { user } of [a, b, c]) await cache.get(user.id);
    expect(await reads(() => cache.get(c.user.id))).toBe(0);
    expect(await reads(() => cache.get(b.user.id))).toBe(0);
    expect(await reads(() => cache.get(a.user.id))).toBe(1);
  });
});
