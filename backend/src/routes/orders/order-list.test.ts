import type { Order } from '@stitchdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { moveOrdersVersion } from '../../test/orders-version.ts';
import { PDF_BYTES, placeOrder, postJson, uploadForDelivery } from '../../test/staff.ts';
import { upload, validBlock } from '../../test/order-fixtures.ts';

describe('order list ETag and cache', () => {
  let t: TestContext;
  let client: { id: string; token: string };
  let otherClient: { id: string; token: string };
  let admin: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestContext();
    const [c, o, a] = [
      await t.createUser({ role: 'client' }),
      await t.createUser({ role: 'client' }),
      await t.createUser({ role: 'admin' }),
    ];
    client = { id: c.user.id, token: c.token };
    otherClient = { id: o.user.id, token: o.token };
    admin = { id: a.user.id, token: a.token };
  });
  afterAll(() => t?.close());

  const list = (token: string, headers: Record<string, string> = {}) =>
    t.request<Order[]>('/api/v1/order/getorder', { token, headers });
  const etagOf = async (token: string) => {
    const response = await list(token);
    expect(response.status).toBe(200);
    return { etag: response.headers.get('etag')!, orders: response.body };
  };
  const ordersVersion = async (userId: string) =>
    Number((await t.db('users').where({ id: userId }).first('orders_version')).orders_version);

  it('answers a weak ETag with private, no-store, and 304 with no body for a matching If-None-Match', async () => {
    await placeOrder(t, client.token, 'digitizing', 'First');
    const first = await list(client.token);
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const again = await list(client.token, { 'If-None-Match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await list(client.token, { 'If-None-Match': 'W/"something-else"' })).status).toBe(200);
  });

  it('serves the same bytes gzipped or not, and the cached answer equals a fresh one', async () => {
    // A new version: the first gzip answer is compressed as it is sent, the second is the kept copy.
    await moveOrdersVersion(t, client.id);
    const streamed = await list(client.token, { 'Accept-Encoding': 'gzip' });
    const gzipped = await list(client.token, { 'Accept-Encoding': 'gzip' });
    const plain = await list(client.token, { 'Accept-Encoding': 'identity' });
    expect(streamed.headers.get('content-encoding')).toBe('gzip');
    expect(streamed.text).toBe(plain.text);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.text).toBe(plain.text);
    expect(gzipped.headers.get('etag')).toBe(plain.headers.get('etag'));
    for (const answer of [streamed, gzipped, plain])
      expect(answer.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(plain.body.map((o) => o.digitizing.orderTitle)).toEqual(['First']);
  });

  it('moves the ETag with an order created, revised, moved by staff and delivered, and shows each change', async () => {
    const before = await etagOf(client.token);
    const version = await ordersVersion(client.id);

    const order = await placeOrder(t, client.token, 'digitizing', 'Second');
    const created = await etagOf(client.token);
    expect(created.etag).not.toBe(before.etag);
    expect(created.orders.map((o) => o._id)).toContain(order._id);
    expect(await ordersVersion(client.id)).toBe(version + 1);

    const file = await upload(t, client.token, { name: 'revised.png' });
    const revision = await t.request(`/api/v1/order/revision/${order._id}`, {
      method: 'PUT',
      token: client.token,
      body: {
        digitizing: {
          ...validBlock('digitizing', [{ url: file.url, name: file.name }], 'Second'),
          designName: 'Falcon',
        },
      },
    });
    expect(revision.status, revision.text).toBe(201);
    const revised = await etagOf(client.token);
    expect(revised.etag).not.toBe(created.etag);
    const revisedOrder = revised.orders.find((o) => o._id === order._id)!;
    expect(revisedOrder.orderStatus).toBe('Revision Requested');
    expect(revisedOrder.digitizing.designName).toBe('Falcon');

    const moved = await postJson(t, `/staff/orders/${order._id}/status`, admin.token, {
      status: 'In Progress',
    });
    expect(moved.status, moved.text).toBe(200);
    const inProgress = await etagOf(client.token);
    expect(inProgress.etag).not.toBe(revised.etag);
    expect(inProgress.orders.find((o) => o._id === order._id)!.orderStatus).toBe('In Progress');

    const ids = await uploadForDelivery(t, admin.token, [
      { name: 'final.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    ]);
    const delivered = await postJson(t, `/staff/orders/${order._id}/deliveries`, admin.token, {
      fileIds: ids,
      confirmBalance: true,
    });
    expect(delivered.status, delivered.text).toBe(200);
    const completed = await etagOf(client.token);
    expect(completed.etag).not.toBe(inProgress.etag);
    const completedOrder = completed.orders.find((o) => o._id === order._id)!;
    expect(completedOrder.orderStatus).toBe('Completed');
    expect(completedOrder.digitizing.completeOrder).toHaveLength(1);
    expect(await ordersVersion(client.id)).toBe(version + 4);

    // The old ETag no longer matches: the client is sent the new list.
    expect((await list(client.token, { 'If-None-Match': revised.etag })).status).toBe(200);
  });

  it("leaves my ETag alone when another client's orders change", async () => {
    const mine = await etagOf(client.token);
    await placeOrder(t, otherClient.token, 'vector', 'Theirs');
    expect((await list(client.token, { 'If-None-Match': mine.etag })).status).toBe(304);
  });

  it("never serves one user's list to another, even at the same orders_version", async () => {
    const a = await t.createUser({ role: 'client' });
    const b = await t.createUser({ role: 'client' });
    await placeOrder(t, a.token, 'patches', 'Only A');
    await placeOrder(t, b.token, 'vector', 'Only B');
    expect(await ordersVersion(a.user.id)).toBe(await ordersVersion(b.user.id));
    const listA = await etagOf(a.token);
    const listB = await etagOf(b.token);
    expect(listB.etag).not.toBe(listA.etag);
    expect(listA.orders.map((o) => o.patches.orderTitle)).toEqual(['Only A']);
    expect(listB.orders.map((o) => o.vector.orderTitle)).toEqual(['Only B']);
    expect(listB.orders.every((o) => o.email === b.user.email)).toBe(true);
    // B's ETag is no 304 for A.
    expect((await list(a.token, { 'If-None-Match': listB.etag })).status).toBe(200);
  });
});
