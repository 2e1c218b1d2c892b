import type { StaffClientsResponse, StaffQuotesResponse } from '@stitchdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { placeOrder } from '../../test/staff.ts';

describe('quotes inbox and clients list', () => {
  let t: TestContext;
  let token: string;

  beforeAll(async () => {
    t = await createTestContext();
    token = (await t.createUser({ role: 'employee' })).token;
  });
  afterAll(() => t.close());

  it('lists quotes newest first, filters by handled, and marks one handled', async () => {
    await t.db('quotes').insert([
      {
        name: 'Old',
        email: 'old@example.test',
        services: 'vector',
        message: 'first',
        created_at: new Date('2026-01-01'),
      },
      {
        name: 'New',
        email: 'new@example.test',
        services: 'patches',
        message: 'second',
        created_at: new Date('2026-01-02'),
      },
    ]);
    const all = await t.request<StaffQuotesResponse>('/api/v1/staff/quotes', { token });
    expect(all.status).toBe(200);
    expect(all.body.quotes.map((q) => q.name)).toEqual(['New', 'Old']);
    expect(all.body.quotes[0]).toMatchObject({
      email: 'new@example.test',
      services: 'patches',
      message: 'second',
      handled: false,
    });
    expect(all.body.total).toBe(2);

    const id = all.body.quotes[1].id;
    const patched = await t.request(`/api/v1/staff/quotes/${id}`, {
      method: 'PATCH',
      token,
      body: { handled: true },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.quote).toMatchObject({ id, handled: true });

    const open = await t.request<StaffQuotesResponse>('/api/v1/staff/quotes?handled=false', { token });
    expect(open.body.quotes.map((q) => q.name)).toEqual(['New']);
    const handled = await t.request<StaffQuotesResponse>('/api/v1/staff/quotes?handled=true', { token });
    expect(handled.body.quotes.map((q) => q.name)).toEqual(['Old']);
    expect(handled.body.total).toBe(1);

    expect((await t.request('/api/v1/staff/quotes?handled=maybe', { token })).status).toBe(400);
    expect((await t.request(`/api/v1/staff/quotes/${id}`, { method: 'PATCH', token, body: {} })).status).toBe(
      400,
    );
    const unknown = '00000000-0000-4000-8000-000000000009';
    expect(
      (
        await t.request(`/api/v1/staff/quotes/${unknown}`, {
          method: 'PATCH',
          token,
          body: { handled: true },
        })
      ).status,
    ).toBe(404);
  });

  it('lists clients with their assignee and order count, searchable by name or e-mail', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const employee = await t.createUser({ role: 'employee', username: 'Eve' });
    const busy = await t.createUser({ role: 'client', username: 'Busy Client', email: 'busy@example.test' });
    await t.createUser({ role: 'client', username: 'Idle Client', email: 'idle@example.test' });
    await t.db('users').where({ id: busy.user.id }).update({ assign_to: employee.user.id });
    await placeOrder(t, busy.token);
    await placeOrder(t, busy.token, 'vector');

    const response = await t.request<StaffClientsResponse>('/api/v1/staff/clients?q=client', {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(2);
    const byName = Object.fromEntries(response.body.clients.map((c) => [c.username, c]));
    expect(byName['Busy Client']).toMatchObject({
      orderCount: 2,
      assignedTo: { id: employee.user.id, username: 'Eve' },
    });
    expect(byName['Idle Client']).toMatchObject({ orderCount: 0, assignedTo: null });
    // Staff accounts are not clients.
    const everyone = await t.request<StaffClientsResponse>('/api/v1/staff/clients?pageSize=100', {
      token: admin.token,
    });
    expect(everyone.body.clients.map((c) => c.id)).not.toContain(employee.user.id);

    const search = await t.request<StaffClientsResponse>('/api/v1/staff/clients?q=IDLE%40', {
      token: admin.token,
    });
    expect(search.body.clients.map((c) => c.username)).toEqual(['Idle Client']);
  });
});
