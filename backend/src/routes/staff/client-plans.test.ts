import { staffClientPlansResponseSchema, userPlansResponseSchema } from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { postJson } from '../../test/staff.ts';

/** PUT/DELETE /staff/clients/:id/plans/:service and GET /user/plans (issue 35). */
describe('a plan sold offline', () => {
  const t = useTestContext();
  const admin = useUser(t, { role: 'admin' });
  const employee = useUser(t, { role: 'employee' });
  const client = useUser(t, { role: 'client' });

  const put = (clientId: string, body: unknown, token = admin.token, service = 'digitizing') =>
    postJson(t, `/staff/clients/${clientId}/plans/${service}`, token, body, 'PUT');

  it('lists the catalogue to a client with no plan', async () => {
    const response = await t.request('/api/v1/user/plans', { token: client.token });
    expect(response.status).toBe(200);
    const body = userPlansResponseSchema.parse(response.body);
    expect(body.plans).toEqual([]);
    expect(body.catalogue.map((o) => `${o.service} ${o.plan} $${o.price}`)).toEqual([
      'digitizing Silver $500',
      'digitizing Gold $800',
      'digitizing Diamond $1000',
      'digitizing Platinum $2000',
      'vector Silver $500',
      'vector Gold $800',
      'vector Diamond $1000',
      'vector Platinum $2000',
    ]);
  });

  it('is an admin’s to set and end: the client sees it with its period; staff see it', async () => {
    const { user, token } = await t.createUser({ role: 'client' });
    expect((await put(user.id, { plan: 'Gold', periodStart: '2026-12-01' }, employee.token)).status).toBe(
      403,
    );
    const set = await put(user.id, { plan: 'Gold', periodStart: '2026-12-01' });
    expect(set.status, set.text).toBe(200);
    expect(staffClientPlansResponseSchema.parse(set.body).plans[0]).toMatchObject({
      service: 'digitizing',
      plan: 'Gold',
      status: 'active',
      source: 'staff',
      periodStart: '2026-12-01T00:00:00.000Z',
      periodEnd: '2027-01-01T00:00:00.000Z',
      remaining: { left_chest: 80, jacket_back: 15 },
    });
    const mine = await t.request('/api/v1/user/plans', { token });
    expect(mine.body.plans).toHaveLength(1);
    const seen = await t.request(`/api/v1/staff/clients/${user.id}/plans`, { token: employee.token });
    expect(seen.status).toBe(200);

    const changed = await put(user.id, { plan: 'Platinum', periodStart: '2026-12-01' });
    expect(changed.body.plans[0]).toMatchObject({ plan: 'Platinum', remaining: { left_chest: null } });

    const del = (token2: string) =>
      postJson(t, `/staff/clients/${user.id}/plans/digitizing`, token2, {}, 'DELETE');
    expect((await del(employee.token)).status).toBe(403);
    expect((await del(admin.token)).status).toBe(200);
    expect((await del(admin.token)).status).toBe(404);
    expect((await t.request('/api/v1/user/plans', { token })).body.plans).toEqual([]);
  });

  it('refuses what is not a plan (400), a plan service or a client (404): never 5xx', async () => {
    expect((await put(client.user.id, { plan: 'Bronze', periodStart: '2026-12-01' })).status).toBe(400);
    expect((await put(client.user.id, { plan: 'Gold', periodStart: '2026-13-01' })).status).toBe(400);
    expect((await put(client.user.id, { plan: 'Gold' })).status).toBe(400);
    expect(
      (await put(client.user.id, { plan: 'Gold', periodStart: '2026-12-01' }, admin.token, 'patches')).status,
    ).toBe(404);
    expect((await put(admin.user.id, { plan: 'Gold', periodStart: '2026-12-01' })).status).toBe(404);
    expect(
      (await put('0190a0b0-0000-7000-8000-000000000000', { plan: 'Gold', periodStart: '2026-12-01' })).status,
    ).toBe(404);
    expect((await put('nope', { plan: 'Gold', periodStart: '2026-12-01' })).status).toBe(404);
    expect((await t.request('/api/v1/user/plans')).status).toBe(401);
  });
});
