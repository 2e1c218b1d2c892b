import type { Order, StaffOrderDetail } from '@stitchdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { payInFull, placeOrder, postJson, setStatus } from '../../test/staff.ts';
import { bellMessages } from '../../test/bell.ts';
import { DUE_BEFORE_PLACED } from '../../services/orders/assignment.ts';
import { makeReadyForProduction } from '../../test/workflow.ts';

/**
 * The staff order page's server side (issue 26): the checklist of each next move, assigning the
 * order and moving its due time (kept in the history), and shipping goods with a tracking number.
 */
describe('staff order page', () => {
  const t = useTestContext();
  const staff = useUser(t, { role: 'employee', username: 'Sam Staff' });
  const other = useUser(t, { role: 'employee', username: 'Olga Other' });
  const client = useUser(t, { role: 'client', username: 'Ana' });
  // A client who gave their work to Olga: Sam does not see their orders.
  const hiddenClient = useUser(t, { role: 'client', username: 'Hidden' });
  beforeAll(async () => {
    await t.db('users').where({ id: hiddenClient.user.id }).update({ assign_to: other.user.id });
  });

  const post = (path: string, body: unknown, token = staff.token) => postJson(t, path, token, body);
  const detail = async (id: string, token = staff.token) =>
    (await t.request<StaffOrderDetail>(`/api/v1/staff/orders/${id}`, { token })).body;
  const snapshot = async (id: string) => ({
    order: await t.db('orders').where({ id }).first(),
    events: Number((await t.db('order_events').where({ order_id: id }).count({ n: '*' }).first())!.n),
    notifications: Number((await t.db('notifications').where({ order_id: id }).count({ n: '*' }).first())!.n),
  });

  describe('next steps', () => {
    it('lists what production needs for a patch order, with the deposit owed, as the server enforces it', async () => {
      const order = await placeOrder(t, client.token, 'patches', 'Club badge');
      await t.db('orders').where({ id: order._id }).update({ price_cents: 15000 });
      await setStatus(t, order._id, 'In Progress');

      const before = await detail(order._id);
      const production = before.nextSteps.find((s) => s.status === 'In Production')!;
      expect(production).toEqual({
        status: 'In Production',
        ready: false,
        requirements: [
          { label: 'Proof approved', met: false, detail: 'No proof sent yet' },
          { label: 'Deposit paid', met: false, detail: '$75.00 owed' },
        ],
      });
      expect(before.nextSteps.find((s) => s.status === 'Cancelled')).toEqual({
        status: 'Cancelled',
        ready: true,
        requirements: [],
      });
      expect(before.employees.map((e) => e.username)).toEqual(
        expect.arrayContaining(['Olga Other', 'Sam Staff']),
      );

      await makeReadyForProduction(t, order._id);
      const after = await detail(order._id);
      expect(after.nextSteps.find((s) => s.status === 'In Production')).toEqual({
        status: 'In Production',
        ready: true,
        requirements: [
          { label: 'Proof approved', met: true, detail: null },
          { label: 'Deposit paid', met: true, detail: null },
        ],
      });
      expect((await post(`/staff/orders/${order._id}/status`, { status: 'In Production' })).status).toBe(200);
    });

    it('asks digital work for its files before Completed, and goods for nothing once shipped', async () => {
      const vector = await placeOrder(t, client.token, 'vector');
      await setStatus(t, vector._id, 'In Progress');
      expect((await detail(vector._id)).nextSteps.find((s) => s.status === 'Completed')).toEqual({
        status: 'Completed',
        ready: false,
        requirements: [{ label: 'Files delivered', met: false, detail: 'Deliver the finished files below' }],
      });
      const goods = await placeOrder(t, client.token, 'customApparel');
      await setStatus(t, goods._id, 'Shipped');
      expect((await detail(goods._id)).nextSteps).toEqual([
        { status: 'Completed', ready: true, requirements: [] },
      ]);
    });
  });

  describe('assignee and due time', () => {
    it('assigns the order to an employee and back, each change in the history', async () => {
      const order = await placeOrder(t, client.token, 'digitizing', 'Assigned logo');
      const assigned = await post(`/staff/orders/${order._id}/assignee`, { employeeId: other.user.id });
      expect(assigned.status, assigned.text).toBe(200);
      const body = assigned.body as StaffOrderDetail;
      expect(body.summary.assignedTo).toEqual({ id: other.user.id, username: 'Olga Other' });
      expect(body.events.at(-1)).toMatchObject({
        kind: 'assignee',
        note: 'Assigned to Olga Other',
        actor: { id: staff.user.id, username: 'Sam Staff' },
      });
      const queue = await t.request<{ orders: { _id: string }[] }>(
        `/api/v1/staff/orders?employee=${other.user.id}`,
        { token: staff.token },
      );
      expect(queue.body.orders.map((o) => o._id)).toContain(order._id);

      const back = (await post(`/staff/orders/${order._id}/assignee`, { employeeId: null }))
        .body as StaffOrderDetail;
      expect(back.summary.assignedTo).toBeNull();
      expect(back.events.at(-1)).toMatchObject({
        kind: 'assignee',
        note: 'Assigned to the client’s assignee',
      });
    });

    it('refuses an unknown employee, a client, or a malformed id with 400 and changes nothing', async () => {
      const order = await placeOrder(t, client.token, 'digitizing');
      const before = await snapshot(order._id);
      for (const employeeId of [client.user.id, '0190a0a0-0000-7000-8000-000000000000', 'nope', undefined]) {
        const response = await post(`/staff/orders/${order._id}/assignee`, { employeeId });
        expect(response.status, String(employeeId)).toBe(400);
      }
      expect(await snapshot(order._id)).toEqual(before);
    });

    it('moves the due time with the reason, written out in words', async () => {
      const order = await placeOrder(t, client.token, 'digitizing', 'Due logo');
      // Next year's Jan 7 is always after the order was placed and within the year ahead the route allows.
      const year = new Date().getUTCFullYear() + 1;
      const response = await post(`/staff/orders/${order._id}/due`, {
        dueAt: `${year}-01-07T23:59:00.000Z`,
        note: 'Client asked for Monday',
      });
      expect(response.status, response.text).toBe(200);
      const body = response.body as StaffOrderDetail;
      expect(body.summary.dueAt).toBe(`${year}-01-07T23:59:00.000Z`);
      const event = body.events.at(-1)!;
      expect(event.kind).toBe('due');
      expect(event.note).toMatch(
        new RegExp(
          `^Due time moved from \\w{3} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} [AP]M UTC to Jan 7, ${year}, 11:59 PM UTC: Client asked for Monday$`,
        ),
      );
      expect(event.note).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    });

    it('refuses a bad due time with 400 and changes nothing', async () => {
      const order = await placeOrder(t, client.token, 'digitizing');
      const before = await snapshot(order._id);
      for (const dueAt of ['tomorrow', '2030-13-01T00:00:00Z', '2099-01-01T00:00:00Z', null]) {
        expect((await post(`/staff/orders/${order._id}/due`, { dueAt })).status, String(dueAt)).toBe(400);
      }
      expect(await snapshot(order._id)).toEqual(before);
    });

    it('refuses a due time earlier than the order was placed (400), year 1 included; takes one just after', async () => {
      const order = await placeOrder(t, client.token, 'digitizing');
      const placed = new Date(order.createdAt).getTime();
      const before = await snapshot(order._id);
      for (const dueAt of [
        '0001-01-01T00:00:00Z',
        '1970-01-01T00:00:00Z',
        new Date(placed - 1000).toISOString(),
      ]) {
        const response = await post(`/staff/orders/${order._id}/due`, { dueAt });
        expect([response.status, response.body.error], dueAt).toEqual([400, DUE_BEFORE_PLACED]);
      }
      expect(await snapshot(order._id)).toEqual(before);
      const past = await post(`/staff/orders/${order._id}/due`, {
        dueAt: new Date(placed + 1000).toISOString(),
      });
      expect(past.status).toBe(200);
    });

    it('answers 404 for an order the employee does not see, and to a client', async () => {
      const hidden = await placeOrder(t, hiddenClient.token, 'digitizing');
      const before = await snapshot(hidden._id);
      expect((await post(`/staff/orders/${hidden._id}/assignee`, { employeeId: staff.user.id })).status).toBe(
        404,
      );
      expect(
        (await post(`/staff/orders/${hidden._id}/due`, { dueAt: new Date().toISOString() })).status,
      ).toBe(404);
      expect(
        (await post(`/staff/orders/${hidden._id}/due`, { dueAt: new Date().toISOString() }, client.token))
          .status,
      ).toBe(403);
      expect(await snapshot(hidden._id)).toEqual(before);
    });
  });

  describe('shipping', () => {
    const ship = (id: string, shipment: unknown, token = staff.token) =>
      post(`/staff/orders/${id}/status`, { status: 'Shipped', shipment }, token);

    it('ships goods with a tracking number the client sees and is told, then completes them without files', async () => {
      const order = await placeOrder(t, client.token, 'patches', 'Tracked badge');
      await setStatus(t, order._id, 'In Production');
      // Not about money: paid, so shipping and completing need no confirmation.
      await payInFull(t, order._id);
      const response = await ship(order._id, {
        carrier: 'USPS',
        trackingNumber: '9400 1000 0000 0000 0000 00',
      });
      expect(response.status, response.text).toBe(200);
      const shipped = response.body as Order;
      expect(shipped.shipment).toEqual({
        carrier: 'USPS',
        trackingNumber: '9400 1000 0000 0000 0000 00',
        trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
        shippedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const mine = (await t.request<Order>(`/api/v1/order/getorder/${order._id}`, { token: client.token }))
        .body;
      expect(mine.shipment).toEqual(shipped.shipment);
      const bell = await bellMessages(t, client.user.id, order._id);
      expect(bell).toContain(
        'Your order Tracked badge is now Shipped with USPS, tracking number 9400 1000 0000 0000 0000 00 ' +
          '(track it at https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000)',
      );

      const done = await post(`/staff/orders/${order._id}/status`, { status: 'Completed' });
      expect(done.status, done.text).toBe(200);
      expect((done.body as Order).orderStatus).toBe('Completed');
      expect(await t.db('files').where({ order_id: order._id, kind: 'delivery' })).toHaveLength(0);
    });

    it('names another carrier and gives no tracking link for it', async () => {
      const order = await placeOrder(t, client.token, 'customApparel');
      await setStatus(t, order._id, 'In Production');
      const response = await ship(order._id, {
        carrier: 'other',
        carrierName: 'City Couriers',
        trackingNumber: 'CC-42',
      });
      expect(response.status, response.text).toBe(200);
      expect((response.body as Order).shipment).toMatchObject({
        carrier: 'City Couriers',
        trackingNumber: 'CC-42',
        trackingUrl: null,
      });
    });

    it('refuses a bad or missing shipment with 400 and stores nothing', async () => {
      const order = await placeOrder(t, client.token, 'patches');
      await setStatus(t, order._id, 'In Production');
      const before = await snapshot(order._id);
      const bad = [
        undefined,
        { carrier: 'Pigeon', trackingNumber: '1' },
        { carrier: 'UPS', trackingNumber: '' },
        { carrier: 'UPS', trackingNumber: '<script>' },
        { carrier: 'other', trackingNumber: 'X1' },
        'UPS',
      ];
      for (const shipment of bad) {
        expect((await ship(order._id, shipment)).status, JSON.stringify(shipment)).toBe(400);
      }
      expect(await snapshot(order._id)).toEqual(before);
    });

    it('refuses a shipment for digital work (409) and on another move (400), storing nothing', async () => {
      const digital = await placeOrder(t, client.token, 'digitizing');
      await setStatus(t, digital._id, 'In Progress');
      const before = await snapshot(digital._id);
      expect((await ship(digital._id, { carrier: 'UPS', trackingNumber: '1Z1' })).status).toBe(409);
      expect(
        (
          await post(`/staff/orders/${digital._id}/status`, {
            status: 'Cancelled',
            shipment: { carrier: 'UPS', trackingNumber: '1Z1' },
          })
        ).status,
      ).toBe(400);
      expect(await snapshot(digital._id)).toEqual(before);
    });

    it('answers 404 for goods the employee does not see, storing nothing', async () => {
      const hidden = await placeOrder(t, hiddenClient.token, 'patches');
      await setStatus(t, hidden._id, 'In Production');
      await payInFull(t, hidden._id);
      const before = await snapshot(hidden._id);
      expect((await ship(hidden._id, { carrier: 'UPS', trackingNumber: '1Z1' })).status).toBe(404);
      expect(await snapshot(hidden._id)).toEqual(before);
      expect((await ship(hidden._id, { carrier: 'UPS', trackingNumber: '1Z1' }, other.token)).status).toBe(
        200,
      );
    });
  });
});
