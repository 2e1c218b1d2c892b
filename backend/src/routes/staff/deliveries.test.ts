import type { Order } from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { PNG_BYTES, upload } from '../../test/order-fixtures.ts';
import {
  fileIdOf,
  payInFull,
  PDF_BYTES,
  placeOrder,
  postJson,
  setStatus,
  uploadForDelivery,
} from '../../test/staff.ts';

const TWO_FILES = [
  { name: 'final.png', type: 'image/png', bytes: PNG_BYTES },
  { name: 'final.pdf', type: 'application/pdf', bytes: PDF_BYTES },
];

describe('deliveries', () => {
  const t = useTestContext();
  const staff = useUser(t, { role: 'employee' });
  const client = useUser(t, { role: 'client' });

  // These tests are not about money: the order is paid, so its release needs no confirmation.
  const deliver = async (orderId: string, fileIds: string[], token = staff.token, note?: string) => {
    await payInFull(t, orderId);
    return postJson(
      t,
      `/staff/orders/${orderId}/deliveries`,
      token,
      note === undefined ? { fileIds } : { fileIds, note },
    );
  };

  it("completes digitizing with completeOrder [{url}], in the client's order too, and the files download", async () => {
    const order = await placeOrder(t, client.token, 'digitizing', 'Eagle crest');
    await setStatus(t, order._id, 'In Progress');
    const ids = await uploadForDelivery(t, staff.token, TWO_FILES);
    const response = await deliver(order._id, ids);
    expect(response.status, response.text).toBe(200);
    const delivered = response.body as Order;
    expect(delivered.orderStatus).toBe('Completed');
    expect(delivered.digitizing.completeOrder).toHaveLength(2);
    for (const entry of delivered.digitizing.completeOrder) {
      expect(Object.keys(entry)).toEqual(['url']);
      expect(ids).toContain(fileIdOf(entry.url));
    }
    // The client's own API shows the same files, and each signed URL serves the bytes without a token.
    const own = await t.request(`/api/v1/order/getorder/${order._id}`, { token: client.token });
    expect(own.body.orderStatus).toBe('Completed');
    expect(own.body.digitizing.completeOrder.map((e: { url: string }) => fileIdOf(e.url)).sort()).toEqual(
      [...ids].sort(),
    );
    const png = own.body.digitizing.completeOrder.find((e: { url: string }) => e.url.includes('final.png'));
    const file = await fetch(png.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG_BYTES)).toBe(true);

    const notification = await t
      .db('notifications')
      .where({ user_id: client.user.id, order_id: order._id })
      .orderBy('created_at', 'desc')
      .first();
    expect(notification.message).toBe('Your order Eagle crest is completed — your files are ready');
    const event = await t
      .db('order_events')
      .where({ order_id: order._id })
      .orderBy('created_at', 'desc')
      .first();
    expect(event).toMatchObject({
      actor_id: staff.user.id,
      from_status: 'In Progress',
      to_status: 'Completed',
      note: 'Delivered 2 files',
    });
    const rows = await t.db('files').whereIn('id', ids);
    expect(rows.every((row) => row.kind === 'delivery' && row.order_id === order._id)).toBe(true);
  });

  it.each(['vector', 'patches', 'customApparel'] as const)(
    'gives %s completeOrder as a list of URL strings',
    async (key) => {
      const order = await placeOrder(t, client.token, key);
      // Goods are delivered from Shipped (the step before Completed), digital work from In Progress.
      await setStatus(t, order._id, key === 'vector' ? 'In Progress' : 'Shipped');
      const ids = await uploadForDelivery(t, staff.token, TWO_FILES);
      const response = await deliver(order._id, ids, staff.token, 'Proofs and production file');
      expect(response.status, response.text).toBe(200);
      const urls = response.body[key].completeOrder as unknown[];
      expect(urls).toHaveLength(2);
      expect(urls.every((url) => typeof url === 'string')).toBe(true);
      expect(urls.map((url) => fileIdOf(url as string)).sort()).toEqual([...ids].sort());
      const event = await t
        .db('order_events')
        .where({ order_id: order._id })
        .orderBy('created_at', 'desc')
        .first();
      expect(event.note).toBe('Proofs and production file');
    },
  );

  it('refuses a delivery when the order is not one step before Completed', async () => {
    const pending = await placeOrder(t, client.token, 'vector');
    const [id] = await uploadForDelivery(t, staff.token, [TWO_FILES[0]]);
    const response = await deliver(pending._id, [id]);
    expect(response.status).toBe(409);
    expect(response.body.error).toBe('Cannot deliver files while the order is Pending');
    const goods = await placeOrder(t, client.token, 'patches');
    await setStatus(t, goods._id, 'In Progress');
    expect((await deliver(goods._id, [id])).status).toBe(409);
    // The refused file is still free to deliver elsewhere.
    expect((await t.db('files').where({ id }).first()).order_id).toBeNull();
  });

  it('re-delivers after a revision only once it is accepted (from In Progress)', async () => {
    const order = await placeOrder(t, client.token, 'vector', 'Crest');
    await setStatus(t, order._id, 'In Progress');
    expect((await deliver(order._id, await uploadForDelivery(t, staff.token, [TWO_FILES[0]]))).status).toBe(
      200,
    );

    const again = await uploadForDelivery(t, staff.token, [TWO_FILES[1]]);
    expect((await deliver(order._id, again)).status).toBe(409); // Completed: nothing to redeliver before a revision
    await setStatus(t, order._id, 'Revision Requested');
    expect((await deliver(order._id, again)).status).toBe(409); // not accepted yet
    expect(
      (await postJson(t, `/staff/orders/${order._id}/status`, staff.token, { status: 'In Progress' })).status,
    ).toBe(200);
    const response = await deliver(order._id, again);
    expect(response.status).toBe(200);
    expect(response.body.orderStatus).toBe('Completed');
    expect(response.body.vector.completeOrder).toHaveLength(2);
  });

  it("accepts only the caller's own uploads that are not attached anywhere", async () => {
    const order = await placeOrder(t, client.token, 'digitizing');
    await setStatus(t, order._id, 'In Progress');
    const other = await t.createUser({ role: 'employee' });
    const [othersFile] = await uploadForDelivery(t, other.token, [TWO_FILES[0]]);
    const clientsAttachment = fileIdOf(order.digitizing.attachment[0].url);
    const clientsUpload = fileIdOf((await upload(t, client.token)).url);
    const unknown = '00000000-0000-4000-8000-00000000beef';
    const [mine] = await uploadForDelivery(t, staff.token, [TWO_FILES[0]]);

    for (const bad of [othersFile, clientsAttachment, clientsUpload, unknown]) {
      const response = await deliver(order._id, [mine, bad]);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Unknown file: deliver files you uploaded that are not attached yet');
    }
    // Nothing moved: the order is still in progress and my file is still free.
    expect((await t.db('orders').where({ id: order._id }).first('status')).status).toBe('In Progress');
    expect((await t.db('files').where({ id: mine }).first()).order_id).toBeNull();

    // A file already delivered to one order cannot be delivered to another.
    expect((await deliver(order._id, [mine])).status).toBe(200);
    const second = await placeOrder(t, client.token, 'digitizing');
    await setStatus(t, second._id, 'In Progress');
    expect((await deliver(second._id, [mine])).status).toBe(400);
  });

  it('validates the body with the shared schema', async () => {
    const order = await placeOrder(t, client.token, 'digitizing');
    const empty = await deliver(order._id, []);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Add at least one file to deliver');
    expect((await deliver(order._id, ['not-a-uuid'])).status).toBe(400);
  });

  it('lets an admin deliver any order', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const assigned = await t.createUser({ role: 'client' });
    await t.db('users').where({ id: assigned.user.id }).update({ assign_to: staff.user.id });
    const order = await placeOrder(t, assigned.token, 'digitizing');
    await setStatus(t, order._id, 'In Progress');
    const ids = await uploadForDelivery(t, admin.token, [TWO_FILES[1]]);
    expect((await deliver(order._id, ids, admin.token)).status).toBe(200);
  });
});
