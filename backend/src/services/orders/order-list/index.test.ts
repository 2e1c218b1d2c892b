import { text } from 'node:stream/consumers';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../../test/harness.ts';
import { presentOrder } from '../../../presenters/order.ts';
import { fileSignerFor } from '../../files/signing.ts';
import { encodedListBytes, OrderListCache } from './index.ts';

describe('OrderListCache', () => {
  let t: TestContext;
  const now = new Date();

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  async function clientWithOrders(count: number): Promise<TestUser> {
    const { user } = await t.createUser();
    for (let i = 0; i < count; i++) {
      await t.db('orders').insert({
        user_id: user.id,
        service_type: 'digitizing',
        status: 'Pending',
        title: `Order ${i} ${'x'.repeat(200)}`,
        details: { designName: `Design ${i}` },
      });
    }
    return user;
  }

  const cacheOf = (maxBytes: number) =>
    new OrderListCache({
      db: t.db,
      signer: fileSignerFor(t.config),
      maxBytes,
      present: (listed, owner) => presentOrder({ ...listed, ...owner }),
    });
  const owner = (user: TestUser, ordersVersion = 1) => ({ id: user.id, email: user.email, ordersVersion });
  const listOf = async (cache: OrderListCache, user: TestUser, ordersVersion = 1) => {
    const who = owner(user, ordersVersion);
    return cache.list(who, await cache.view(who, now));
  };

  it('counts every buffer an entry holds, the gzip too once made', async () => {
    const cache = cacheOf(1024 * 1024);
    const user = await clientWithOrders(3);
    const list = await listOf(cache, user);
    expect(cache.bytes).toBe(list.json.length + list.index.length + 256);
    expect(cache.bytes).toBe(encodedListBytes(list));

    const gzipped = Buffer.from(await text(cache.gzip(user.id, list)), 'latin1');
    expect(gzipped.length).toBeGreaterThan(0);
    const kept = await listOf(cache, user);
    expect(kept.json).toBe(list.json);
    expect(gunzipSync(kept.gzip!).equals(list.json)).toBe(true);
    // A small gzip is copied out of the shared pool block that Buffer.concat carves it from.
    expect(kept.gzip!.buffer.byteLength).toBe(kept.gzip!.length);
    expect(cache.bytes).toBe(list.json.length + list.index.length + kept.gzip!.length + 256);
  });

  it('forgets the least recently used list when over its bound, and builds it again when asked', async () => {
    const a = await clientWithOrders(2);
    const b = await clientWithOrders(2);
    const probe = cacheOf(1024 * 1024);
    await listOf(probe, a);
    // Room for one of the two lists only.
    const cache = cacheOf(probe.bytes + 100);
    const first = await listOf(cache, a);
    const listB = await listOf(cache, b);
    expect(cache.bytes).toBeLessThanOrEqual(probe.bytes + 100);
    expect(await listOf(cache, b)).toBe(listB);
    const again = await listOf(cache, a);
    expect(again).not.toBe(first);
    expect(again.json.equals(first.json)).toBe(true);
  });

  it('answers a list larger than its bound without keeping it', async () => {
    const cache = cacheOf(1024);
    const user = await clientWithOrders(5);
    const list = await listOf(cache, user);
    expect(list.json.length).toBeGreaterThan(1024);
    expect(JSON.parse(list.json.toString())).toHaveLength(5);
    expect(cache.bytes).toBe(0);
  });

  it('keeps one entry per user, the newest version asked for, rebuilt on the kept one', async () => {
    const cache = cacheOf(1024 * 1024);
    const user = await clientWithOrders(2);
    const v1 = await listOf(cache, user, 1);
    await t
      .db('orders')
      .insert({ user_id: user.id, service_type: 'digitizing', status: 'Pending', title: 'New' });
    const v2 = await listOf(cache, user, 2);
    expect(JSON.parse(v2.json.toString())).toHaveLength(3);
    expect(v2.tag).not.toBe(v1.tag);
    expect(cache.bytes).toBe(encodedListBytes(v2));
    // The gzip of a version the cache moved past is not kept with the newer one.
    await text(cache.gzip(user.id, v1));
    expect((await listOf(cache, user, 2)).gzip).toBeUndefined();
  });

  it('counts a user once when two builds for them overlap', async () => {
    const cache = cacheOf(1024 * 1024);
    const user = await clientWithOrders(2);
    const [a, b] = await Promise.all([listOf(cache, user), listOf(cache, user)]);
    expect(a.json.equals(b.json)).toBe(true);
    expect(cache.bytes).toBe(encodedListBytes(a));
  });
});
