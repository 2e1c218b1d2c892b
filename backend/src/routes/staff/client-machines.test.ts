import { DEFAULT_MACHINE_PROFILE } from '@stitchdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { placeOrder, postJson } from '../../test/staff.ts';

describe('GET /staff/orders/:id/machine-profile', () => {
  let t: TestContext;
  let staff = '';
  let client = '';

  beforeAll(async () => {
    t = await createTestContext();
    staff = (await t.createUser({ role: 'admin' })).token;
    client = (await t.createUser()).token;
  });
  afterAll(() => t.close());

  it("answers the order's client's machines, with defaults for what they never set", async () => {
    const order = await placeOrder(t, client);
    const saved = await postJson(
      t,
      '/user/machine-profile',
      client,
      { formats: ['PES', 'JEF'], needles: 4, hoopMm: { width: 200, height: 200 } },
      'PUT',
    );
    expect(saved.status, saved.text).toBe(200);
    const res = await t.request(`/api/v1/staff/orders/${order._id}/machine-profile`, { token: staff });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      ...DEFAULT_MACHINE_PROFILE,
      formats: ['PES', 'JEF'],
      needles: 4,
      hoopMm: { width: 200, height: 200 },
    });
  });

  it('is for staff only, and answers 404 for an order that does not exist', async () => {
    const order = await placeOrder(t, client);
    expect(
      (await t.request(`/api/v1/staff/orders/${order._id}/machine-profile`, { token: client })).status,
    ).toBe(403);
    const missing = await t.request(
      '/api/v1/staff/orders/00000000-0000-4000-8000-000000000000/machine-profile',
      {
        token: staff,
      },
    );
    expect(missing.status).toBe(404);
    expect((await t.request('/api/v1/staff/orders/nope/machine-profile', { token: staff })).status).toBe(404);
  });
});
