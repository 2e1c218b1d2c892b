import type { Order } from '@stitchdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { upload, validBlock } from '../../test/order-fixtures.ts';
import { fileIdOf } from '../../test/staff.ts';
import { useTestContext, useUser } from '../../test/context.ts';
import { down, up } from './0003_uuidv7_ids.ts';

/** The 48-bit Unix-millisecond timestamp at the front of a UUIDv7. */
const timestampOf = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);
const VERSION_7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TABLES = ['orders', 'revisions', 'files', 'notifications'];

describe('0003 uuidv7 ids', () => {
  const t = useTestContext();
  const client = useUser(t);
  beforeAll(async () => {
    await t.createUser({ role: 'admin' }); // hears about new orders too
  });

  const idDefaults = async () =>
    Object.fromEntries(
      (
        await t
          .db('information_schema.columns')
          .select('table_name', 'column_default')
          .where({ table_schema: 'public', column_name: 'id' })
          .whereIn('table_name', TABLES)
      ).map((row: { table_name: string; column_default: string }) => [row.table_name, row.column_default]),
    );

  it('gives new files, orders, revisions and notifications version-7 ids, in the order they were made', async () => {
    const fileIds: string[] = [];
    const orders: Order[] = [];
    for (let i = 0; i < 4; i += 1) {
      const file = await upload(t, client.token, { name: `ref-${i}.png` });
      fileIds.push(fileIdOf(file.url));
      const response = await t.request('/api/v1/order/createorder/digitizing', {
        method: 'POST',
        token: client.token,
        body: { digitizing: validBlock('digitizing', [{ url: file.url, name: file.name }], `Logo ${i}`) },
      });
      expect(response.status).toBe(201);
      orders.push(response.body.order as Order);
    }
    const orderIds = orders.map((order) => order._id);

    for (const id of [...fileIds, ...orderIds]) expect(id).toMatch(VERSION_7);
    const nonDecreasing = (ids: string[]) =>
      ids.every((id, i) => i === 0 || timestampOf(id) >= timestampOf(ids[i - 1]));
    expect(nonDecreasing(fileIds)).toBe(true);
    expect(nonDecreasing(orderIds)).toBe(true);
    // The id's time is the row's (both from the database's clock for an order).
    for (const order of orders)
      expect(Math.abs(timestampOf(order._id) - Date.parse(order.createdAt))).toBeLessThan(5_000);

    const file = await upload(t, client.token, { name: 'revised.png' });
    const revision = await t.request(`/api/v1/order/revision/${orderIds[0]}`, {
      method: 'PUT',
      token: client.token,
      body: {
        digitizing: validBlock(
          'digitizing',
          [...orders[0].digitizing.attachment, { url: file.url, name: file.name }],
          'Logo 0',
        ),
      },
    });
    expect(revision.status, revision.text).toBe(201);
    expect(revision.body.revision._id).toMatch(VERSION_7);

    const notifications = await t.db('notifications').select('id').whereIn('order_id', orderIds);
    expect(notifications.length).toBeGreaterThanOrEqual(orderIds.length);
    for (const { id } of notifications) expect(id).toMatch(VERSION_7);

    // Time-ordered ids list in the order the rows were made; the order list (newest first) too.
    const list = await t.request<Order[]>('/api/v1/order/getorder', { token: client.token });
    expect(list.body.map((order) => order._id)).toEqual([...orderIds].reverse());
  });

  it('sets the id defaults to uuidv7() and back to gen_random_uuid() on the way down', async () => {
    expect(Object.values(await idDefaults())).toEqual(TABLES.map(() => 'uuidv7()'));
    await down(t.db);
    try {
      expect(Object.values(await idDefaults())).toEqual(TABLES.map(() => 'gen_random_uuid()'));
    } finally {
      await up(t.db);
    }
    expect(await idDefaults()).toEqual(Object.fromEntries(TABLES.map((table) => [table, 'uuidv7()'])));
  });
});
