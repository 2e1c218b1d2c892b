import type { Order } from '@stitchdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileUrl } from '../../../db/rows.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../test/harness.ts';
import { presentOrder } from '../../../presenters/order.ts';
import { buildOrderList, type BuiltList } from './builder.ts';

describe('buildOrderList', () => {
  let t: TestContext;
  const fileUrl: FileUrl = Object.assign(
    (file: { id: string; name: string }) => `https://files.example/${file.id}/${file.name}`,
    {
      invoice: (order: { id: string }) => `https://files.example/invoices/${order.id}`,
    },
  );

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  async function clientWithOrders(count: number): Promise<{ user: TestUser; orderIds: string[] }> {
    const { user } = await t.createUser();
    const orderIds: string[] = [];
    for (let i = 0; i < count; i++) {
      const [row] = await t
        .db('orders')
        .insert({
          user_id: user.id,
          service_type: 'digitizing',
          status: 'Pending',
          title: `Order ${i}`,
          details: { designName: `Design ${i}` },
          created_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })
        .returning('id');
      orderIds.push(row.id);
    }
    return { user, orderIds };
  }

  /** Builds like the order-list cache does: on the list built last for that user, if any. */
  function keeper() {
    const kept = new Map<string, BuiltList>();
    return async (user: TestUser, context = 'c1') => {
      const built = await buildOrderList(t.db, {
        userId: user.id,
        context,
        encode: (listed) =>
          presentOrder({ ...listed, email: user.email, fileUrl, holdFilesUntilPaid: false }),
        kept: kept.get(user.id),
      });
      kept.set(user.id, built);
      return built;
    };
  }
  const parse = (json: Buffer) => JSON.parse(json.toString('utf8')) as Order[];

  it('encodes every order once, then reuses them while nothing changed', async () => {
    const buildFor = keeper();
    const { user, orderIds } = await clientWithOrders(3);
    const first = await buildFor(user);
    expect(first.encoded).toBe(3);
    expect(parse(first.json).map((o) => o._id)).toEqual([...orderIds].reverse());
    expect(parse(first.json)[0]).toMatchObject({ email: user.email, serviceType: 'Digitizing' });
    const again = await buildFor(user);
    expect(again.encoded).toBe(0);
    expect(again.json.equals(first.json)).toBe(true);
  });

  it('encodes again exactly the orders whose row or files changed, whoever changed them', async () => {
    const buildFor = keeper();
    const { user, orderIds } = await clientWithOrders(3);
    await buildFor(user);

    await t.db('orders').where({ id: orderIds[0] }).update({ status: 'In Progress' });
    const moved = await buildFor(user);
    expect(moved.encoded).toBe(1);
    expect(parse(moved.json).find((o) => o._id === orderIds[0])!.orderStatus).toBe('In Progress');

    // A delivered file lives in its own table; the trigger of migration 0120 renews the order's row.
    await t.db('files').insert({
      owner_id: user.id,
      order_id: orderIds[1],
      kind: 'delivery',
      name: 'design.dst',
      size: 10,
      content_type: 'application/octet-stream',
      sha256: 'a'.repeat(64),
      storage_key: 'test/design.dst',
    });
    const delivered = await buildFor(user);
    expect(delivered.encoded).toBe(1);
    const order = parse(delivered.json).find((o) => o._id === orderIds[1])!;
    expect(order.digitizing.completeOrder).toEqual([{ url: expect.stringContaining('/design.dst') }]);

    await t.db('files').where({ order_id: orderIds[1] }).update({ name: 'renamed.dst' });
    const renamed = await buildFor(user);
    expect(renamed.encoded).toBe(1);
    expect(renamed.json.toString()).toContain('/renamed.dst');

    await t.db('orders').where({ id: orderIds[2] }).delete();
    const deleted = await buildFor(user);
    expect(deleted.encoded).toBe(0);
    expect(parse(deleted.json).map((o) => o._id)).toEqual([orderIds[1], orderIds[0]]);
  });

  it('encodes everything again when the context (URL expiry, keys, e-mail) changes', async () => {
    const buildFor = keeper();
    const { user } = await clientWithOrders(2);
    await buildFor(user, 'day-1');
    expect((await buildFor(user, 'day-2')).encoded).toBe(2);
    expect((await buildFor(user, 'day-2')).encoded).toBe(0);
  });

  it('builds the list and its index in memory of their own, and answers an unchanged list with the kept one', async () => {
    const buildFor = keeper();
    const { user } = await clientWithOrders(2);
    const first = await buildFor(user);
    // Under 4 KiB, where Buffer.from and Buffer.concat would hand out a slice of a shared pool block.
    expect(first.json.length).toBeLessThan(4096);
    for (const buffer of [first.json, first.index]) {
      expect(buffer.byteOffset).toBe(0);
      expect(buffer.buffer.byteLength).toBe(buffer.length);
    }
    // 54 bytes an order: id, stamp and byte range.
    expect(first.index.length).toBe(2 * 54);
    const again = await buildFor(user);
    expect(again.json).toBe(first.json);
    expect(again.index).toBe(first.index);
  });

  it('copies the unchanged entries byte for byte around a changed one (multi-byte text)', async () => {
    const buildFor = keeper();
    const { user, orderIds } = await clientWithOrders(3);
    await t.db('orders').where({ id: orderIds[0] }).update({ title: 'Écusson brodé — 刺繍 🧵' });
    await t.db('orders').where({ id: orderIds[2] }).update({ title: 'Öl & Wärme ✂' });
    const before = await buildFor(user);
    await t.db('orders').where({ id: orderIds[1] }).update({ title: 'Ünïcödé in the middle €' });
    const after = await buildFor(user);
    expect(after.encoded).toBe(1);
    const fresh = await keeper()(user);
    expect(after.json.equals(fresh.json)).toBe(true);
    expect(parse(after.json).map((o) => o.digitizing.orderTitle)).toEqual([
      'Öl & Wärme ✂',
      'Ünïcödé in the middle €',
      'Écusson brodé — 刺繍 🧵',
    ]);
    expect(after.json.length).toBeGreaterThan(before.json.length);
  });

  it('keeps the unchanged entries of a list whose orders moved: one added, one removed, one changed', async () => {
    const buildFor = keeper();
    const { user, orderIds } = await clientWithOrders(6);
    await buildFor(user);
    const [added] = await t
      .db('orders')
      .insert({
        user_id: user.id,
        service_type: 'vector',
        status: 'Pending',
        title: 'Newest',
        details: {},
        created_at: new Date(Date.UTC(2026, 0, 2)),
      })
      .returning('id');
    await t.db('orders').where({ id: orderIds[3] }).delete();
    await t.db('orders').where({ id: orderIds[1] }).update({ status: 'Completed' });
    const after = await buildFor(user);
    // The new one and the changed one; the other four are copied from the kept list.
    expect(after.encoded).toBe(2);
    const fresh = await keeper()(user);
    expect(after.json.equals(fresh.json)).toBe(true);
    expect(after.index.equals(fresh.index)).toBe(true);
    expect(parse(after.json).map((o) => o._id)).toEqual([
      added.id,
      orderIds[5],
      orderIds[4],
      orderIds[2],
      orderIds[1],
      orderIds[0],
    ]);
    expect((await buildFor(user)).encoded).toBe(0);
  });

  it('finds the changed, added and removed orders among long runs of unchanged ones', async () => {
    const buildFor = keeper();
    const { user } = await t.createUser();
    const row = (title: string, createdAt: Date) => ({
      user_id: user.id,
      service_type: 'digitizing',
      status: 'Pending',
      title,
      details: { designName: title },
      created_at: createdAt,
    });
    const insert = async (rows: ReturnType<typeof row>[]) =>
      (await t.db('orders').insert(rows).returning<{ id: string }[]>('id')).map((r) => r.id);
    // More orders than one run of keys compared at once (64), inserted in one statement.
    const orderIds = await insert(
      Array.from({ length: 300 }, (_, i) => row(`Order ${i}`, new Date(Date.UTC(2026, 0, 1, 0, i)))),
    );
    expect((await buildFor(user)).encoded).toBe(300);

    await t.db('orders').where({ id: orderIds[130] }).update({ status: 'In Progress' });
    await t.db('orders').where({ id: orderIds[200] }).update({ status: 'Completed' });
    const changed = await buildFor(user);
    expect(changed.encoded).toBe(2);
    expect(changed.json.equals((await keeper()(user)).json)).toBe(true);

    const [added] = await insert([row('Newest', new Date(Date.UTC(2026, 0, 2)))]);
    await t.db('orders').whereIn('id', [orderIds[250], orderIds[10]]).delete();
    await t.db('orders').where({ id: orderIds[100] }).update({ title: 'Renamed' });
    const moved = await buildFor(user);
    expect(moved.encoded).toBe(2);
    const fresh = await keeper()(user);
    expect(moved.json.equals(fresh.json)).toBe(true);
    expect(moved.index.equals(fresh.index)).toBe(true);
    const listed = parse(moved.json);
    expect(listed).toHaveLength(299);
    expect(listed[0]._id).toBe(added);
    expect(listed.map((o) => o._id)).not.toContain(orderIds[250]);
    expect(listed.find((o) => o._id === orderIds[100])!.digitizing.orderTitle).toBe('Renamed');
    expect((await buildFor(user)).encoded).toBe(0);
  });

  it('answers an empty list as []', async () => {
    const buildFor = keeper();
    const { user } = await t.createUser();
    expect((await buildFor(user)).json.toString()).toBe('[]');
  });
});
