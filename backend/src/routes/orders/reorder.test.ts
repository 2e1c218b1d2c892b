import type { Order } from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REUSED } from '../../lib/idempotency.ts';
import { useTestContext, useUser } from '../../test/context.ts';
import { placeOrder, postJson } from '../../test/staff.ts';

/** POST /order/:orderId/reorder (issue 26), against the real database. */
describe('reorder', () => {
  const t = useTestContext();
  const client = useUser(t, { role: 'client' });
  const stranger = useUser(t, { role: 'client' });

  const orderCount = async () => Number((await t.db('orders').count({ n: '*' }).first())!.n);

  it.each(['digitizing', 'vector', 'customApparel'] as const)(
    'places a %s order again: 201, a new number, the same fields and attachments as new rows of the same stored file',
    async (key) => {
      const source = await placeOrder(t, client.token, key, `Again ${key}`);
      await t.db('orders').where({ id: source._id }).update({ status: 'Completed' });
      const response = await postJson(t, `/order/${source._id}/reorder`, client.token, {});
      expect(response.status, response.text).toBe(201);
      expect(response.body.message).toBe('Order placed successfully');
      const copy = response.body.order as Order;
      expect(copy._id).not.toBe(source._id);
      expect(copy.number).toBeGreaterThan(source.number);
      expect(copy.orderStatus).toBe('Pending');
      const { attachment: a, ...fields } = source[key] as Record<string, unknown>;
      const { attachment: b, ...copied } = copy[key] as Record<string, unknown>;
      expect(copied).toEqual(fields);
      expect((b as { name: string }[]).map((f) => f.name)).toEqual(
        (a as { name: string }[]).map((f) => f.name),
      );

      const [original, again] = await Promise.all([
        t.db('files').where({ order_id: source._id, kind: 'attachment' }).first(),
        t.db('files').where({ order_id: copy._id, kind: 'attachment' }).first(),
      ]);
      expect(again.id).not.toBe(original.id);
      expect(again).toMatchObject({
        storage_key: original.storage_key,
        sha256: original.sha256,
        owner_id: client.user.id,
      });
      const download = new URL((b as { url: string }[])[0].url);
      expect((await t.request(download.pathname + download.search)).status).toBe(200);
      // The history and the shop hear of it as of any new order.
      const events = await t.db('order_events').where({ order_id: copy._id }).pluck('note');
      expect(events).toEqual(['Order placed']);
    },
  );

  it('answers 404 for another client’s order and an unknown one, placing nothing', async () => {
    const source = await placeOrder(t, client.token);
    const before = await orderCount();
    expect((await postJson(t, `/order/${source._id}/reorder`, stranger.token, {})).status).toBe(404);
    expect(
      (await postJson(t, '/order/0190a0b0-0000-7000-8000-000000000000/reorder', client.token, {})).status,
    ).toBe(404);
    expect((await postJson(t, '/order/nope/reorder', client.token, {})).status).toBe(404);
    expect(await orderCount()).toBe(before);
  });

  it('refuses (400, with the form’s reason) an order whose delivery date has passed, placing nothing', async () => {
    const source = await placeOrder(t, client.token, 'patches');
    await t
      .db('orders')
      .where({ id: source._id })
      .update({ details: t.db.raw(`jsonb_set(details, '{estimatedDeliveryDate}', '"2020-01-01"')`) });
    const before = await orderCount();
    const response = await postJson(t, `/order/${source._id}/reorder`, client.token, {});
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/cannot be placed again as it was/);
    expect(response.body.details.map((d: { path: string }) => d.path)).toContain('estimatedDeliveryDate');
    expect(await orderCount()).toBe(before);
  });

  describe('under the rules of createorder (issue 38)', () => {
    const reorderAs = (orderId: string, token: string, key?: string) =>
      t.request(`/api/v1/order/${orderId}/reorder`, {
        method: 'POST',
        token,
        headers: key === undefined ? {} : { 'Idempotency-Key': key },
      });

    it('counts against the client’s order allowance: 429 once it is spent, as createorder', async () => {
      const limited = await t.createUser({ role: 'client' });
      const source = await placeOrder(t, limited.token);
      await t.db('users').where({ id: limited.user.id }).update({ order_allowance: 2 });
      await t.deps.users.sync();
      expect((await reorderAs(source._id, limited.token)).status).toBe(201);
      const refused = await reorderAs(source._id, limited.token);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('Too many orders. Please try again later.');
      expect(refused.headers.get('retry-after')).toBeTruthy();
      const create = await t.request('/api/v1/order/createorder/digitizing', {
        method: 'POST',
        token: limited.token,
        body: {},
      });
      expect(create.status).toBe(429);
      const placed = await t.db('orders').where({ user_id: limited.user.id }).count({ n: '*' });
      expect(Number(placed[0].n)).toBe(2);
    });

    it('answers a repeated Idempotency-Key with the first answer (Idempotent-Replayed) and places one order', async () => {
      const source = await placeOrder(t, client.token);
      const before = await orderCount();
      const first = await reorderAs(source._id, client.token, 'reorder-1');
      expect(first.status).toBe(201);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      const again = await reorderAs(source._id, client.token, 'reorder-1');
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await orderCount()).toBe(before + 1);
      // The key with another request (another order again) is refused as createorder refuses it.
      const other = await placeOrder(t, client.token);
      const reused = await reorderAs(other._id, client.token, 'reorder-1');
      expect(reused.status).toBe(422);
      expect(reused.body.message).toBe(IDEMPOTENCY_KEY_REUSED);
      expect(await orderCount()).toBe(before + 2);
    });

    it('places one order for five parallel calls with one key', async () => {
      const source = await placeOrder(t, client.token);
      const before = await orderCount();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => reorderAs(source._id, client.token, 'reorder-burst')),
      );
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(answers.map((a) => a.body.order._id)).size).toBe(1);
      expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
      expect(await orderCount()).toBe(before + 1);
    });

    it('refuses a malformed Idempotency-Key (400), placing nothing', async () => {
      const source = await placeOrder(t, client.token);
      const before = await orderCount();
      expect((await reorderAs(source._id, client.token, 'x'.repeat(500))).status).toBe(400);
      expect(await orderCount()).toBe(before);
    });
  });
});
