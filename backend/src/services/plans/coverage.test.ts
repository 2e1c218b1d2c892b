import { coveredBySchema, type ClientPlan, type Order } from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { upload, validBlock } from '../../test/order-fixtures.ts';
import { placeOrder, postJson } from '../../test/staff.ts';

/** Coverage of orders by a monthly plan at placement (issue 35), against the real database. */
describe('orders covered by a monthly plan', () => {
  const t = useTestContext();
  const admin = useUser(t, { role: 'admin' });

  async function clientOn(service: 'digitizing' | 'vector', plan: string, periodStart = today()) {
    const { user, token } = await t.createUser({ role: 'client' });
    const put = await postJson(
      t,
      `/staff/clients/${user.id}/plans/${service}`,
      admin.token,
      { plan, periodStart },
      'PUT',
    );
    expect(put.status, put.text).toBe(200);
    return { id: user.id, token };
  }

  const today = () => new Date().toISOString().slice(0, 10);

  async function myPlans(token: string) {
    const response = await t.request('/api/v1/user/plans', { token });
    expect(response.status, response.text).toBe(200);
    return response.body.plans as ClientPlan[];
  }

  /** Fills `count` of the plan's current period, as if that many orders had been covered. */
  async function useUp(clientId: string, token: string, count: number) {
    const seed = await placeOrder(t, token, 'digitizing');
    await t.db.raw(
      `WITH copies AS (
         INSERT INTO orders (user_id, service_type, status, title, details, created_at, updated_at, super_rush, due_at, price_cents)
         SELECT user_id, service_type, status, title || ' ' || n, details, now(), now(), false, due_at, 0
           FROM orders, generate_series(1, ?) AS n WHERE id = ?
         RETURNING id)
       INSERT INTO plan_usages (client_plan_id, order_id, unit, period_start, period_end)
       SELECT p.id, copies.id, 'left_chest', u.period_start, u.period_end
         FROM copies, client_plans p, plan_usages u
        WHERE p.client_id = ? AND p.service = 'digitizing' AND u.order_id = ?`,
      [count - 1, seed._id, clientId, seed._id],
    );
  }

  it('prices a covered Left Chest order $0.00 with coveredBy, and counts it', async () => {
    const client = await clientOn('digitizing', 'Gold');
    const order = await placeOrder(t, client.token, 'digitizing');
    expect(order.price).toMatchObject({ amountCents: 0, balanceCents: 0 });
    expect(coveredBySchema.parse(order.price.coveredBy)).toMatchObject({
      service: 'digitizing',
      plan: 'Gold',
    });
    const [plan] = await myPlans(client.token);
    expect(plan).toMatchObject({
      used: { left_chest: 1, jacket_back: 0 },
      remaining: { left_chest: 79, jacket_back: 15 },
    });
  });

  it('counts a jacket back as a jacket back and a vector order as a design; a client without a plan pays the flat rate', async () => {
    const client = await clientOn('digitizing', 'Silver');
    const vectorWithoutPlan = await placeOrder(t, client.token, 'vector');
    expect(vectorWithoutPlan.price.amountCents).toBe(1500);
    expect(vectorWithoutPlan.price).not.toHaveProperty('coveredBy');
    const jacket = await t.request('/api/v1/order/createorder/digitizing', {
      method: 'POST',
      token: client.token,
      body: { digitizing: await jacketBlock(client.token) },
    });
    expect(jacket.status, jacket.text).toBe(201);
    expect(jacket.body.order.price.amountCents).toBe(0);
    const [plan] = await myPlans(client.token);
    expect(plan).toMatchObject({ used: { left_chest: 0, jacket_back: 1 }, remaining: { jacket_back: 9 } });

    const designs = await clientOn('vector', 'Silver');
    const vector = await placeOrder(t, designs.token, 'vector');
    expect(vector.price).toMatchObject({ amountCents: 0, coveredBy: { service: 'vector', plan: 'Silver' } });
    expect((await myPlans(designs.token))[0]).toMatchObject({
      used: { design: 1 },
      remaining: { design: 49 },
    });
  });

  async function jacketBlock(token: string) {
    const file = await upload(t, token);
    return {
      ...validBlock('digitizing', [{ url: file.url, name: file.name }], 'Jacket'),
      designCategory: 'Jacket Back',
    };
  }

  it('covers 20 concurrent orders only as far as the allowance goes: 10 of the last 10 left chests, the 81st of 80 charged', async () => {
    const client = await clientOn('digitizing', 'Gold');
    await useUp(client.id, client.token, 70);
    expect((await myPlans(client.token))[0].remaining.left_chest).toBe(10);
    // Uploaded one by one (uploads at once are limited), then the 20 orders placed at once.
    const blocks = [];
    for (let i = 0; i < 20; i += 1) {
      const file = await upload(t, client.token);
      blocks.push(validBlock('digitizing', [{ url: file.url, name: file.name }], `At once ${i}`));
    }
    const answers = await Promise.all(
      blocks.map((digitizing) => postJson(t, '/order/createorder/digitizing', client.token, { digitizing })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const orders = answers.map((a) => a.body.order as Order);
    const covered = orders.filter((o) => o.price.amountCents === 0);
    expect(covered).toHaveLength(10);
    expect(orders.filter((o) => o.price.amountCents === 1000 && !o.price.coveredBy)).toHaveLength(10);
    const [plan] = await myPlans(client.token);
    expect(plan).toMatchObject({ used: { left_chest: 80 }, remaining: { left_chest: 0 } });
    const usages = await t.db('plan_usages').count<{ count: string }[]>('* as count');
    expect(Number(usages[0].count)).toBeGreaterThanOrEqual(80);
    expect((await placeOrder(t, client.token, 'digitizing')).price.amountCents).toBe(1000);
  });

  it('counts a reorder as an order', async () => {
    const client = await clientOn('digitizing', 'Silver');
    const source = await placeOrder(t, client.token, 'digitizing');
    await t.db('orders').where({ id: source._id }).update({ status: 'Completed' });
    const again = await postJson(t, `/order/${source._id}/reorder`, client.token, {});
    expect(again.status, again.text).toBe(201);
    expect(again.body.order.price).toMatchObject({ amountCents: 0, coveredBy: { plan: 'Silver' } });
    expect((await myPlans(client.token))[0].remaining.left_chest).toBe(48);
  });

  it('does not roll unused allowance over: a new period starts from the full allowance, not more', async () => {
    const client = await clientOn('digitizing', 'Silver');
    await placeOrder(t, client.token, 'digitizing');
    // The plan began a month ago, so that order and the 49 unused fall in the period before this one.
    for (const table of ['client_plans', 'plan_usages'])
      await t
        .db(table)
        .update({
          period_start: t.db.raw("period_start - interval '1 month'"),
          period_end: t.db.raw("period_end - interval '1 month'"),
        })
        .whereIn(
          table === 'client_plans' ? 'client_id' : 'client_plan_id',
          table === 'client_plans'
            ? [client.id]
            : t.db('client_plans').select('id').where({ client_id: client.id }),
        );
    const [plan] = await myPlans(client.token);
    expect(plan).toMatchObject({ used: { left_chest: 0 }, remaining: { left_chest: 50 } });
    expect(new Date(plan.periodStart).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('never runs out on Platinum', async () => {
    const client = await clientOn('digitizing', 'Platinum');
    await useUp(client.id, client.token, 500);
    const order = await placeOrder(t, client.token, 'digitizing');
    expect(order.price).toMatchObject({ amountCents: 0, coveredBy: { plan: 'Platinum' } });
    expect((await myPlans(client.token))[0]).toMatchObject({
      used: { left_chest: 501 },
      remaining: { left_chest: null },
    });
  });

  it('prices orders as usual once staff end the plan, and before a plan’s start', async () => {
    const client = await clientOn('digitizing', 'Gold');
    const ended = await postJson(
      t,
      `/staff/clients/${client.id}/plans/digitizing`,
      admin.token,
      {},
      'DELETE',
    );
    expect(ended.status, ended.text).toBe(200);
    expect(ended.body.plans).toEqual([]);
    expect((await placeOrder(t, client.token, 'digitizing')).price.amountCents).toBe(1000);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const later = await clientOn('digitizing', 'Gold', tomorrow);
    expect((await placeOrder(t, later.token, 'digitizing')).price.amountCents).toBe(1000);
    expect((await myPlans(later.token))[0]).toMatchObject({ covering: false });
  });
});
