import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';

const API = '/api/v1';
const CSV = 'code,name,hex\n1001,Snow White,#ffffff\n1002,"Navy, deep",#1a2b5c\n1003,Signal Red,#d0312d\n';

describe('GET/POST /staff/thread-charts', () => {
  const t = useTestContext();
  const admin = useUser(t, { role: 'admin' });

  const post = (body: unknown, token = admin.token) =>
    t.request(`${API}/staff/thread-charts`, { method: 'POST', token, body });

  it('lists the built-in charts, imports a brand chart, and a client can then choose it', async () => {
    const before = await t.request(`${API}/staff/thread-charts`, { token: admin.token });
    expect(before.status).toBe(200);
    expect(before.body.charts.map((c: { id: string }) => c.id)).toEqual(['brother', 'janome']);
    expect(before.body.charts[0].threads).toHaveLength(64);

    const created = await post({ brand: 'Madeira', name: 'Madeira Classic 40', csv: CSV });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ brand: 'Madeira', builtIn: false });
    expect(created.body.threads).toEqual([
      { code: '1001', name: 'Snow White', hex: '#ffffff' },
      { code: '1002', name: 'Navy, deep', hex: '#1a2b5c' },
      { code: '1003', name: 'Signal Red', hex: '#d0312d' },
    ]);
    const after = await t.request(`${API}/staff/thread-charts`, { token: admin.token });
    expect(after.body.charts).toHaveLength(3);

    const client = await t.createUser();
    const put = await t.request(`${API}/user/machine-profile`, {
      method: 'PUT',
      token: client.token,
      body: { formats: ['DST'], threadChart: created.body.id },
    });
    expect(put.status, put.text).toBe(200);
    const chart = await t.request(`${API}/user/machine-profile/thread-chart`, { token: client.token });
    expect(chart.body).toMatchObject({ id: created.body.id, brand: 'Madeira' });
  });

  it('answers the Brother chart to a client who never chose one', async () => {
    const client = await t.createUser();
    const chart = await t.request(`${API}/user/machine-profile/thread-chart`, { token: client.token });
    expect(chart.status).toBe(200);
    expect(chart.body).toMatchObject({ id: 'brother', builtIn: true });
  });

  it('refuses a chart that does not read with 400 naming the line', async () => {
    const res = await post({ brand: 'X', name: 'Broken', csv: '1001,White,#fff\n1002,Navy,not-a-colour\n' });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toMatch(/^csv\.line\.\d+$/);
    expect(res.body.error).toMatch(/line \d+/);
  });

  it.each([
    ['no brand', { name: 'A', csv: CSV }],
    ['an empty CSV', { brand: 'A', name: 'A', csv: '' }],
    ['an unknown field', { brand: 'A', name: 'A', csv: CSV, colour: 1 }],
  ])('refuses %s with 400', async (_label, body) => {
    expect((await post(body)).status).toBe(400);
  });

  it('is for admins: employees and clients get 403, no token 401', async () => {
    const employee = await t.createUser({ role: 'employee' });
    const client = await t.createUser();
    expect((await t.request(`${API}/staff/thread-charts`, { token: employee.token })).status).toBe(403);
    expect((await post({ brand: 'A', name: 'A', csv: CSV }, client.token)).status).toBe(403);
    expect((await t.request(`${API}/staff/thread-charts`)).status).toBe(401);
  });
});
