import { orderSchema, type Order } from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { upload, validBlock } from '../../test/order-fixtures.ts';
import { payInFull, postJson, setStatus } from '../../test/staff.ts';

const SAVED = {
  name: 'Robin Saved',
  line1: '12 Main Street',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62704',
  country: 'US',
};
const NEW = {
  name: 'Alex New',
  company: 'Badge Co',
  line1: '1 Dock Road',
  city: 'London',
  postalCode: 'SW1A 1AA',
  country: 'gb',
};
const SHIPMENT = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };

describe('ship-to on goods orders', () => {
  const t = useTestContext();
  const staff = useUser(t, { role: 'employee' });

  async function client() {
    const { user, token } = await t.createUser({ role: 'client' });
    const save = async (body: unknown) => {
      const answer = await t.request('/api/v1/user/addresses', { method: 'POST', token, body });
      expect(answer.status, answer.text).toBe(201);
      return answer.body.address as { _id: string };
    };
    const place = async (
      key: 'patches' | 'customApparel' | 'digitizing',
      extra: object = {},
      headers = {},
    ) => {
      const file = await upload(t, token);
      return t.request(`/api/v1/order/createorder/${key}`, {
        method: 'POST',
        token,
        headers,
        body: { [key]: validBlock(key, [{ url: file.url, name: file.name }]), ...extra },
      });
    };
    return { user, token, save, place };
  }

  const orderCount = async (userId: string) =>
    Number((await t.db('orders').where({ user_id: userId }).count<{ count: string }[]>('*'))[0].count);

  const ship = (orderId: string) =>
    postJson(t, `/staff/orders/${orderId}/status`, staff.token, { status: 'Shipped', shipment: SHIPMENT });

  it('copies a saved address onto the order: a later edit of the address leaves the order as placed', async () => {
    const c = await client();
    const address = await c.save(SAVED);
    await c.save({ ...NEW, defaultShipping: true });
    const placed = await c.place('patches', { shipTo: { addressId: address._id } });
    expect(placed.status, placed.text).toBe(201);
    const order = placed.body.order as Order;
    expect(orderSchema.safeParse(order).success).toBe(true);
    expect(order.shipTo).toEqual({ ...SAVED, company: '', line2: '', phone: '' });
    expect(order.shipToNeeded).toBe(false);

    await t.request(`/api/v1/user/addresses/${address._id}`, {
      method: 'PATCH',
      token: c.token,
      body: { line1: '99 Other Road' },
    });
    await t.request(`/api/v1/user/addresses/${address._id}`, { method: 'DELETE', token: c.token });
    const again = await t.request(`/api/v1/order/getorder/${order._id}`, { token: c.token });
    expect(again.body.shipTo.line1).toBe('12 Main Street');
  });

  it('takes a new address given with the order, checked as the address book checks one', async () => {
    const c = await client();
    const placed = await c.place('customApparel', { shipTo: NEW });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.order.shipTo).toMatchObject({ ...NEW, country: 'GB' });
    // The address book is not changed by it.
    const book = await t.request('/api/v1/user/addresses', { token: c.token });
    expect(book.body.addresses).toEqual([]);

    const bad = await c.place('patches', { shipTo: { ...NEW, postalCode: '12345' } });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toContainEqual(expect.objectContaining({ path: 'shipTo.postalCode' }));
    const unknownCountry = await c.place('patches', { shipTo: { ...NEW, country: 'ZZ' } });
    expect(unknownCountry.status).toBe(400);
    expect(await orderCount(c.user.id)).toBe(1);
  });

  it('gives a spec client that sends none the default shipping address', async () => {
    const c = await client();
    await c.save(SAVED);
    await c.save({ ...NEW, defaultShipping: true });
    const placed = await c.place('patches');
    expect(placed.status).toBe(201);
    expect(placed.body.order.shipTo.name).toBe('Alex New');
  });

  it('marks goods placed without any address "Ship-to address needed", and the client adds one on the order', async () => {
    const c = await client();
    const placed = await c.place('patches');
    const order = placed.body.order as Order;
    expect(order.shipTo).toBeNull();
    expect(order.shipToNeeded).toBe(true);

    // Shipped refuses while there is none, and the staff checklist says why.
    await setStatus(t, order._id, 'In Production');
    await payInFull(t, order._id);
    const page = await t.request(`/api/v1/staff/orders/${order._id}`, { token: staff.token });
    const shipped = page.body.nextSteps.find((step: { status: string }) => step.status === 'Shipped');
    expect(shipped).toMatchObject({
      ready: false,
      requirements: [expect.objectContaining({ label: 'Ship-to address', met: false })],
    });
    const refused = await ship(order._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/no ship-to address/);
    expect((await t.db('orders').where({ id: order._id }).first('status')).status).toBe('In Production');

    const given = await t.request(`/api/v1/order/${order._id}/ship-to`, {
      method: 'PUT',
      token: c.token,
      body: NEW,
    });
    expect(given.status, given.text).toBe(200);
    expect(given.body.order).toMatchObject({ shipToNeeded: false, shipTo: { name: 'Alex New' } });

    const moved = await ship(order._id);
    expect(moved.status, moved.text).toBe(200);
    const after = await t.request(`/api/v1/order/${order._id}/ship-to`, {
      method: 'PUT',
      token: c.token,
      body: SAVED,
    });
    expect(after.status).toBe(409);
  });

  it('answers 404 for another client’s saved address, on placement and on the order', async () => {
    const owner = await client();
    const theirs = await owner.save(SAVED);
    const c = await client();
    const placed = await c.place('patches', { shipTo: { addressId: theirs._id } });
    expect(placed.status).toBe(404);
    expect(await t.db('orders').where({ user_id: c.user.id }).first()).toBeUndefined();

    const mine = await c.place('patches');
    const put = await t.request(`/api/v1/order/${mine.body.order._id}/ship-to`, {
      method: 'PUT',
      token: c.token,
      body: { addressId: theirs._id },
    });
    expect(put.status).toBe(404);
    const notMine = await t.request(`/api/v1/order/${mine.body.order._id}/ship-to`, {
      method: 'PUT',
      token: owner.token,
      body: SAVED,
    });
    expect(notMine.status).toBe(404);
  });

  it('refuses a ship-to on digital work (400), and digital work needs none', async () => {
    const c = await client();
    const refused = await c.place('digitizing', { shipTo: NEW });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toContainEqual(expect.objectContaining({ path: 'shipTo' }));
    const placed = await c.place('digitizing');
    expect(placed.body.order).toMatchObject({ shipTo: null, shipToNeeded: false });
  });

  it('replays a placement with its Idempotency-Key only for the same ship-to', async () => {
    const c = await client();
    const file = await upload(t, c.token);
    const block = validBlock('patches', [{ url: file.url, name: file.name }], 'Idempotent patches');
    const send = (shipTo: object) =>
      t.request('/api/v1/order/createorder/patches', {
        method: 'POST',
        token: c.token,
        headers: { 'Idempotency-Key': 'ship-to-key-1' },
        body: { patches: block, shipTo },
      });
    const first = await send(NEW);
    expect(first.status, first.text).toBe(201);
    const replay = await send(NEW);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.order._id).toBe(first.body.order._id);
    const other = await send(SAVED);
    expect(other.status).toBe(422);
    expect(await orderCount(c.user.id)).toBe(1);
  });

  it('places a reorder of goods to the same address', async () => {
    const c = await client();
    const placed = await c.place('patches', { shipTo: NEW });
    const again = await t.request(`/api/v1/order/${placed.body.order._id}/reorder`, {
      method: 'POST',
      token: c.token,
    });
    expect(again.status, again.text).toBe(201);
    expect(again.body.order.shipTo).toEqual(placed.body.order.shipTo);
  });
});
