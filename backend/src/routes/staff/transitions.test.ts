import {
  allowedTransitions,
  ORDER_STATUSES,
  SERVICE_KEYS,
  type OrderStatus,
  type ServiceKey,
} from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import {
  payInFull,
  PDF_BYTES,
  placeOrder,
  postJson,
  setStatus,
  uploadForDelivery,
} from '../../test/staff.ts';
import { PNG_BYTES } from '../../test/order-fixtures.ts';
import { makeReadyForProduction } from '../../test/workflow.ts';

describe('order status moves', () => {
  const t = useTestContext();
  const staff = useUser(t, { role: 'employee', username: 'Sam Staff' });
  const client = useUser(t, { role: 'client' });

  /** Goods ship with their tracking number (issue 26); every other move takes none. */
  const SHIPMENT = { carrier: 'DHL', trackingNumber: '1234567890' };
  const move = (orderId: string, status: OrderStatus, note = '') =>
    postJson(t, `/staff/orders/${orderId}/status`, staff.token, {
      status,
      note,
      ...(status === 'Shipped' ? { shipment: SHIPMENT } : {}),
    });

  /** Gives the order a delivery file without going through the delivery route (for Completed by hand). */
  const withDelivery = async (orderId: string) => {
    const [id] = await uploadForDelivery(t, staff.token, [
      { name: 'done.png', type: 'image/png', bytes: PNG_BYTES },
    ]);
    await t.db('files').where({ id }).update({ kind: 'delivery', order_id: orderId });
  };

  describe.each(SERVICE_KEYS)('%s', (key: ServiceKey) => {
    const from = ORDER_STATUSES.filter((status) => allowedTransitions(key, status).length > 0);
    const moves = from.flatMap((status) =>
      allowedTransitions(key, status).map((to) => [status, to] as const),
    );

    it.each(moves)("allows %s → %s, writing the history and the client's notification", async (start, to) => {
      const order = await placeOrder(t, client.token, key);
      await setStatus(t, order._id, start);
      if (to === 'Completed') await withDelivery(order._id);
      if (to === 'In Production') await makeReadyForProduction(t, order._id);
      if (to === 'Shipped' || to === 'Completed') await payInFull(t, order._id);
      const response = await move(order._id, to, `note for ${to}`);
      expect(response.status, response.text).toBe(200);
      expect(response.body._id).toBe(order._id);
      expect(response.body.orderStatus).toBe(to);

      const event = await t
        .db('order_events')
        .where({ order_id: order._id })
        .orderBy('created_at', 'desc')
        .first();
      const shipped = to === 'Shipped';
      expect(event).toMatchObject({
        actor_id: staff.user.id,
        from_status: start,
        to_status: to,
        note: shipped ? `note for ${to}\nShipped with DHL, tracking 1234567890` : `note for ${to}`,
      });
      const title = response.body[key].orderTitle;
      const notification = await t
        .db('notifications')
        .where({ user_id: client.user.id, order_id: order._id })
        .orderBy('created_at', 'desc')
        .first();
      expect(notification.message).toBe(
        shipped
          ? `Your order ${title} is now Shipped with DHL, tracking number 1234567890 (track it at ` +
              'https://www.dhl.com/en/express/tracking.html?AWB=1234567890)'
          : `Your order ${title} is now ${to}`,
      );
    });

    const refused = ORDER_STATUSES.flatMap((start) =>
      ORDER_STATUSES.filter((to) => !allowedTransitions(key, start).includes(to)).map(
        (to) => [start, to] as const,
      ),
    );
    // A spread sample of the refused moves: every start status, and the moves that matter most.
    const sample = refused.filter(
      ([start, to], i) =>
        i % 5 === 0 ||
        (start === 'Pending' && to === 'Completed') ||
        (start === 'Completed' && to === 'In Progress') ||
        (start === 'Cancelled' && to === 'Pending'),
    );

    it.each(sample)('refuses %s → %s with 409 and changes nothing', async (start, to) => {
      const order = await placeOrder(t, client.token, key);
      await setStatus(t, order._id, start);
      const before = await t.db('order_events').where({ order_id: order._id }).count({ n: '*' }).first();
      const response = await move(order._id, to);
      expect(response.status).toBe(409);
      expect(response.body.error).toBe(`Cannot move an order from ${start} to ${to}`);
      expect((await t.db('orders').where({ id: order._id }).first('status')).status).toBe(start);
      const after = await t.db('order_events').where({ order_id: order._id }).count({ n: '*' }).first();
      expect(after).toEqual(before);
    });
  });

  it('takes digital and physical work along their own paths', () => {
    expect(allowedTransitions('vector', 'In Progress')).toEqual(['Completed', 'Cancelled']);
    expect(allowedTransitions('patches', 'In Progress')).toEqual(['In Production', 'Cancelled']);
  });

  it('refuses In Production for digital work and Completed straight from In Progress for goods', async () => {
    const digital = await placeOrder(t, client.token, 'digitizing');
    await setStatus(t, digital._id, 'In Progress');
    expect((await move(digital._id, 'In Production')).body.error).toBe(
      'Cannot move an order from In Progress to In Production',
    );
    const goods = await placeOrder(t, client.token, 'customApparel');
    await setStatus(t, goods._id, 'In Progress');
    await withDelivery(goods._id);
    expect((await move(goods._id, 'Completed')).body.error).toBe(
      'Cannot move an order from In Progress to Completed',
    );
  });

  it('refuses Completed by hand until files are delivered', async () => {
    const order = await placeOrder(t, client.token, 'vector');
    await setStatus(t, order._id, 'In Progress');
    const response = await move(order._id, 'Completed');
    expect(response.status).toBe(409);
    expect(response.body.error).toBe('Deliver files before completing');
    expect((await t.db('orders').where({ id: order._id }).first('status')).status).toBe('In Progress');
  });

  it('accepts a revision (Revision Requested → In Progress) and shows the whole history with actors', async () => {
    const order = await placeOrder(t, client.token, 'digitizing', 'Revision flow');
    expect((await move(order._id, 'In Progress', 'Starting')).status).toBe(200);
    await payInFull(t, order._id);
    const ids = await uploadForDelivery(t, staff.token, [
      { name: 'v1.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    ]);
    expect(
      (await postJson(t, `/staff/orders/${order._id}/deliveries`, staff.token, { fileIds: ids })).status,
    ).toBe(200);

    // The client edits the completed order: that is the revision request.
    const revised = await t.request(`/api/v1/order/revision/${order._id}`, {
      method: 'PUT',
      token: client.token,
      body: {
        digitizing: {
          orderTitle: 'Revision flow',
          otherInstructions: 'Make it bigger',
          designCategory: 'Jacket Back',
          designSize: { height: 10, width: 12 },
          attachment: [],
        },
      },
    });
    expect(revised.status, revised.text).toBe(201);

    const accept = await move(order._id, 'In Progress', 'Revision accepted');
    expect(accept.status).toBe(200);
    const detail = await t.request(`/api/v1/staff/orders/${order._id}`, { token: staff.token });
    expect(detail.body.allowedTransitions).toEqual(['Completed', 'Cancelled']);
    expect(detail.body.revisions).toHaveLength(1);
    expect(detail.body.revisions[0].changes.digitizing.otherInstructions).toBe('Make it bigger');
    const events = detail.body.events as {
      kind: string;
      note: string;
      fromStatus: string | null;
      toStatus: string;
      actor: { username: string; role: string } | null;
    }[];
    // A jacket back has no single published price: the edit left the price to staff, in the history too.
    expect(events.filter((e) => e.kind === 'price').map((e) => e.note)).toEqual([
      'Price $10.00 → to be confirmed: the published price of the revised order',
    ]);
    const steps = events
      .filter((e) => e.kind === 'status')
      .map((e) => `${e.fromStatus ?? '∅'}→${e.toStatus} by ${e.actor?.role}`);
    expect(steps).toEqual([
      '∅→Pending by client',
      'Pending→In Progress by employee',
      'In Progress→Completed by employee',
      'Completed→Revision Requested by client',
      'Revision Requested→In Progress by employee',
    ]);
    expect(events[1].actor!.username).toBe('Sam Staff');
    expect(events[1].note).toBe('Starting');

    // Completed by hand is fine now: the earlier delivery is still there.
    const complete = await move(order._id, 'Completed', 'No new files needed');
    expect(complete.status).toBe(200);
    expect(complete.body.digitizing.completeOrder).toHaveLength(1);
  });

  it('validates the body with the shared schema', async () => {
    const order = await placeOrder(t, client.token, 'vector');
    const response = await postJson(t, `/staff/orders/${order._id}/status`, staff.token, { status: 'Lost' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Choose a valid status');
  });
});
