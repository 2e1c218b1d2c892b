import type { Order, StaffQueueResponse } from '@stitchdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { upload, validBlock } from '../../test/order-fixtures.ts';
import { placeOrder, setStatus } from '../../test/staff.ts';

/** Super Rush and due times in the staff queue (issue 13 item 1). TURNAROUND_MINUTES is 90 here. */
describe('staff queue: Super Rush first, then by due time; overdue and rush filters', () => {
  let t: TestContext;
  let admin: string;
  let client: string;

  beforeAll(async () => {
    t = await createTestContext({ env: { TURNAROUND_MINUTES: '90' } });
    admin = (await t.createUser({ role: 'admin' })).token;
    client = (await t.createUser({ role: 'client' })).token;
  });
  afterAll(() => t.close());

  const place = async (key: 'digitizing' | 'vector' | 'patches', title: string, extra: object = {}) => {
    const file = await upload(t, client);
    return t.request(`/api/v1/order/createorder/${key}`, {
      method: 'POST',
      token: client,
      body: { [key]: { ...validBlock(key, [file], title), ...extra } },
    });
  };
  const queue = async (query = '') => {
    const response = await t.request<StaffQueueResponse>(`/api/v1/staff/orders${query}`, { token: admin });
    expect(response.status, response.text).toBe(200);
    return response.body;
  };

  it('stores Super Rush (digitizing and vector only) and a due time of the turnaround after placing', async () => {
    const rush = await place('digitizing', 'Rush crest', { superRush: true });
    expect(rush.status, rush.text).toBe(201);
    const order = rush.body.order as Order;
    expect(order.superRush).toBe(true);
    // Super Rush puts the order first; it does not shorten its due time.
    expect(Date.parse(order.dueAt) - Date.parse(order.createdAt)).toBe(90 * 60_000);
    expect(order.digitizing).not.toHaveProperty('superRush');

    const patches = await place('patches', 'Rush badge?', { superRush: true });
    expect((patches.body.order as Order).superRush).toBe(false);
    const bad = await place('vector', 'Bad flag', { superRush: 'yes please' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Super Rush must be true or false');
  });

  it('lists a Super Rush order above an older normal one, with its due time; overdue work is flagged', async () => {
    const older = await placeOrder(t, client, 'digitizing', 'Older normal');
    const rush = (await place('vector', 'Newer rush', { superRush: true })).body.order as Order;
    const late = await placeOrder(t, client, 'digitizing', 'Late one');
    const finished = await placeOrder(t, client, 'digitizing', 'Finished late');
    const past = new Date(Date.now() - 5 * 60_000);
    await t.db('orders').whereIn('id', [late._id, finished._id]).update({ due_at: past });
    await setStatus(t, finished._id, 'Completed');

    const { orders } = await queue();
    const position = (id: string) => orders.findIndex((o) => o._id === id);
    expect(position(rush._id)).toBeLessThan(position(older._id));
    // Every open rush order comes before any open normal one; the late one leads the normal ones.
    const firstNormal = orders.findIndex((o) => !o.superRush);
    expect(orders.slice(firstNormal).some((o) => o.superRush && o.orderStatus !== 'Completed')).toBe(false);
    expect(orders[firstNormal]._id).toBe(late._id);
    expect(position(finished._id)).toBeGreaterThan(position(older._id));

    const row = orders[position(rush._id)];
    expect(row).toMatchObject({ superRush: true, dueAt: rush.dueAt, overdue: false });
    expect(orders[position(late._id)].overdue).toBe(true);
    expect(orders[position(finished._id)].overdue).toBe(false);
  });

  it('filters ?flag=overdue and ?flag=rush, with the status counts over the filter; refuses others', async () => {
    const overdue = await queue('?flag=overdue');
    expect(overdue.orders.map((o) => o.title)).toEqual(['Late one']);
    expect(overdue.total).toBe(1);
    expect(overdue.counts.Pending).toBe(1);
    expect(overdue.counts.Completed).toBe(0);

    const rush = await queue('?flag=rush');
    expect(rush.orders.every((o) => o.superRush)).toBe(true);
    expect(rush.orders.map((o) => o.title).sort()).toEqual(['Newer rush', 'Rush crest']);
    expect((await queue('?flag=rush&status=Completed')).orders).toEqual([]);

    const bad = await t.request('/api/v1/staff/orders?flag=late', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('flag must be overdue or rush');
  });

  it('decides overdue at the time of each answer, never from a cached one', async () => {
    const soon = await placeOrder(t, client, 'vector', 'Due soon');
    const first = (await queue()).orders.find((o) => o._id === soon._id)!;
    expect(first.overdue).toBe(false);
    // The clock passing the due time is simulated by moving the due time behind it.
    await t
      .db('orders')
      .where({ id: soon._id })
      .update({ due_at: new Date(Date.now() - 1000) });
    const second = (await queue()).orders.find((o) => o._id === soon._id)!;
    expect(second.overdue).toBe(true);
    expect((await queue('?flag=overdue')).orders.map((o) => o.title)).toContain('Due soon');
  });
});
