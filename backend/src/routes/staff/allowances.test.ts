import { clientAllowancesResponseSchema } from '@stitchdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { PNG_BYTES, upload } from '../../test/order-fixtures.ts';

const NONE = { uploadsPerWindow: null, ordersPerWindow: null, storageQuotaMb: null };

describe('client allowances /api/v1/staff/clients/:id/allowances', () => {
  let t: TestContext;
  let admin: string;
  let employee: string;

  beforeAll(async () => {
    t = await createTestContext({ env: { UPLOAD_RATE_LIMIT: '3', ORDER_RATE_LIMIT: '2' } });
    admin = (await t.createUser({ role: 'admin' })).token;
    employee = (await t.createUser({ role: 'employee' })).token;
  });
  afterAll(() => t?.close());

  const put = (clientId: string, body: unknown, token = admin) =>
    t.request(`/api/v1/staff/clients/${clientId}/allowances`, { method: 'PUT', token, body });
  const tryUpload = (token: string) => {
    const form = new FormData();
    form.append('file', new Blob([PNG_BYTES]), 'a.png');
    return t.request('/api/v1/uploads', { method: 'POST', token, body: form });
  };

  it('raising the upload allowance lets the next upload in the window through, and records who did it', async () => {
    const client = await t.createUser({ role: 'client' });
    for (let i = 0; i < 3; i += 1) await upload(t, client.token);
    expect((await tryUpload(client.token)).status).toBe(429);

    const raised = await put(client.user.id, { ...NONE, uploadsPerWindow: 4 });
    expect(raised.status).toBe(200);
    const body = clientAllowancesResponseSchema.parse(raised.body);
    expect(body.uploadsPerWindow).toEqual({ value: 4, override: 4, default: 3 });
    expect(body.history).toHaveLength(1);
    expect(body.history[0]).toMatchObject({ kind: 'uploadsPerWindow', from: null, to: 4 });

    // The cached user row was forgotten: the 4th upload passes at once, the 5th does not.
    expect((await tryUpload(client.token)).status).toBe(201);
    expect((await tryUpload(client.token)).status).toBe(429);

    const shown = await t.request(`/api/v1/staff/clients/${client.user.id}/allowances`, { token: employee });
    expect(shown.status).toBe(200);
    expect(shown.body.history[0].by.username).toMatch(/^admin-/);

    // Back to the default: recorded too, and the limit is 3 again.
    const reset = await put(client.user.id, NONE);
    expect(reset.body.history.map((e: { to: number | null }) => e.to)).toEqual([null, 4]);
    expect(reset.body.uploadsPerWindow.value).toBe(3);
  });

  it('raises the order allowance and the storage quota of one client only', async () => {
    const client = await t.createUser({ role: 'client' });
    const other = await t.createUser({ role: 'client' });
    const response = await put(client.user.id, { ...NONE, ordersPerWindow: 500, storageQuotaMb: 10_000 });
    expect(response.status).toBe(200);
    expect(response.body.ordersPerWindow.value).toBe(500);
    expect(response.body.storageQuotaMb.value).toBe(10_000);
    expect(response.body.history).toHaveLength(2);
    const row = await t.db('users').where({ id: client.user.id }).first();
    expect(row).toMatchObject({ order_allowance: 500, storage_quota_mb: 10_000 });
    expect(await t.db('users').where({ id: other.user.id }).first()).toMatchObject({
      order_allowance: null,
      storage_quota_mb: null,
    });
    // Unchanged values record nothing.
    const again = await put(client.user.id, { ...NONE, ordersPerWindow: 500, storageQuotaMb: 10_000 });
    expect(again.body.history).toHaveLength(2);
  });

  it('limits order placement per client (429), to its allowance', async () => {
    const client = await t.createUser({ role: 'client' });
    await t.db('throttle_events').insert([1, 2].map(() => ({ bucket: 'order', key: client.user.id })));
    const place = () =>
      t.request('/api/v1/order/createorder/digitizing', { method: 'POST', token: client.token, body: {} });
    expect((await place()).status).toBe(429);
    await put(client.user.id, { ...NONE, ordersPerWindow: 3 });
    // Past the limit: the (empty) body is checked and refused.
    expect((await place()).status).toBe(400);
  });

  it('only an admin changes them; bad input is 400; unknown or non-client ids are 404', async () => {
    const client = await t.createUser({ role: 'client' });
    expect((await put(client.user.id, NONE, employee)).status).toBe(403);
    for (const body of [
      { ...NONE, uploadsPerWindow: 0 },
      { ...NONE, uploadsPerWindow: 1.5 },
      { ...NONE, uploadsPerWindow: '10' },
      { uploadsPerWindow: 10 },
      { ...NONE, extra: 1 },
      { ...NONE, storageQuotaMb: 10_000_000 },
    ]) {
      expect((await put(client.user.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    const staff = await t.createUser({ role: 'employee' });
    expect((await put(staff.user.id, NONE)).status).toBe(404);
    expect((await put('00000000-0000-4000-8000-000000000000', NONE)).status).toBe(404);
    expect((await t.request('/api/v1/staff/clients/nope/allowances', { token: admin })).status).toBe(404);
    expect(
      (await t.request(`/api/v1/staff/clients/${client.user.id}/allowances`, { token: client.token })).status,
    ).toBe(403);
  });
});
