import type { StaffQueueResponse } from '@stitchdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { placeOrder, setStatus } from '../../test/staff.ts';

describe('GET /staff/orders (queue)', () => {
  let t: TestContext;
  let admin: string;
  let employee: { id: string; token: string };
  let ana: { id: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestContext();
    admin = (await t.createUser({ role: 'admin' })).token;
    const e = await t.createUser({ role: 'employee' });
    employee = { id: e.user.id, token: e.token };
    const a = await t.createUser({ role: 'client', username: 'Ana Lima', email: 'ana@shop.test' });
    const b = await t.createUser({ role: 'client', username: 'Bo Berg', email: 'bo@mill.test' });
    ana = { id: a.user.id };
    await t.db('users').where({ id: a.user.id }).update({ assign_to: employee.id });
    ids.anaLogo = (await placeOrder(t, a.token, 'digitizing', 'Team logo'))._id;
    ids.anaCrest = (await placeOrder(t, a.token, 'vector', 'Crest 100% clean'))._id;
    ids.anaHoodies = (await placeOrder(t, a.token, 'customApparel', 'Hoodies_2026'))._id;
    ids.boPatch = (await placeOrder(t, b.token, 'patches', 'Club badge'))._id;
    ids.boLogo = (await placeOrder(t, b.token, 'digitizing', 'Mill logo'))._id;
    await setStatus(t, ids.anaLogo, 'In Progress');
    await setStatus(t, ids.boLogo, 'In Progress');
    await setStatus(t, ids.anaCrest, 'Completed');
  });
  afterAll(() => t.close());

  const queue = async (query: string, token = admin) => {
    const response = await t.request<StaffQueueResponse>(`/api/v1/staff/orders${query}`, { token });
    expect(response.status, response.text).toBe(200);
    return response.body;
  };
  const titles = (body: StaffQueueResponse) => body.orders.map((o) => o.title).sort();

  it('lists open work by due time (goods, due days later, after digital work), then the rest, with counts', async () => {
    const body = await queue('');
    expect(body.orders.map((o) => o._id)).toEqual([
      ids.anaLogo,
      ids.boLogo,
      ids.boPatch,
      ids.anaHoodies,
      ids.anaCrest,
    ]);
    expect(body.total).toBe(5);
    expect(body.counts).toEqual({
      Pending: 2,
      'In Progress': 2,
      'In Production': 0,
      Shipped: 0,
      Completed: 1,
      'Revision Requested': 0,
      Cancelled: 0,
      'Awaiting Approval': 0,
    });
    const logo = body.orders.find((o) => o._id === ids.anaLogo)!;
    expect(logo).toMatchObject({
      serviceType: 'Digitizing',
      serviceKey: 'digitizing',
      title: 'Team logo',
      orderStatus: 'In Progress',
      client: { id: ana.id, username: 'Ana Lima', email: 'ana@shop.test' },
      assignedTo: { id: employee.id },
    });
    expect(body.orders.find((o) => o._id === ids.boPatch)!.assignedTo).toBeNull();
  });

  it('filters by status while the counts stay over the other filters', async () => {
    const body = await queue('?status=In%20Progress');
    expect(titles(body)).toEqual(['Mill logo', 'Team logo']);
    expect(body.total).toBe(2);
    expect(body.counts.Pending).toBe(2);
    expect(body.counts.Completed).toBe(1);
  });

  it('filters by service, given as key or label in any case', async () => {
    expect(titles(await queue('?service=digitizing'))).toEqual(['Mill logo', 'Team logo']);
    const apparel = await queue('?service=Custom%20Apparel');
    expect(titles(apparel)).toEqual(['Hoodies_2026']);
    expect(apparel.counts.Pending).toBe(1);
    expect(apparel.counts['In Progress']).toBe(0);
    expect(titles(await queue('?service=customapparel'))).toEqual(['Hoodies_2026']);
    const bad = await t.request('/api/v1/staff/orders?service=hats', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Unknown service');
  });

  it('filters by client and by assigned employee', async () => {
    expect(titles(await queue(`?client=${ana.id}`))).toEqual([
      'Crest 100% clean',
      'Hoodies_2026',
      'Team logo',
    ]);
    expect(titles(await queue(`?employee=${employee.id}&status=Completed`))).toEqual(['Crest 100% clean']);
    expect((await t.request('/api/v1/staff/orders?client=nope', { token: admin })).status).toBe(400);
  });

  it('searches title, client name and e-mail case-insensitively, with wildcards taken literally', async () => {
    expect(titles(await queue('?q=LOGO'))).toEqual(['Mill logo', 'Team logo']);
    expect(titles(await queue('?q=berg'))).toEqual(['Club badge', 'Mill logo']);
    expect(titles(await queue('?q=%40shop.test'))).toEqual(['Crest 100% clean', 'Hoodies_2026', 'Team logo']);
    expect(titles(await queue('?q=%25'))).toEqual(['Crest 100% clean']);
    expect(titles(await queue('?q=s_2'))).toEqual(['Hoodies_2026']);
    expect(titles(await queue('?q=_'))).toEqual(['Hoodies_2026']);
    const none = await queue('?q=nothing-like-this');
    expect(none.orders).toEqual([]);
    expect(Object.values(none.counts).every((n) => n === 0)).toBe(true);
  });

  it('finds an order by its number, typed with or without the #', async () => {
    const all = await queue('');
    const logo = all.orders.find((o) => o._id === ids.anaLogo)!;
    expect(logo.number).toBeGreaterThanOrEqual(1001);
    expect(titles(await queue(`?q=${logo.number}`))).toEqual(['Team logo']);
    expect(titles(await queue(`?q=%23${logo.number}`))).toEqual(['Team logo']);
    // Numbers are unique and sequential for the business.
    const numbers = all.orders.map((o) => o.number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.at(-1)! - numbers[0]).toBe(numbers.length - 1);
  });

  it('pages', async () => {
    const first = await queue('?pageSize=2');
    const third = await queue('?pageSize=2&page=3');
    expect(first.orders).toHaveLength(2);
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(third.orders.map((o) => o._id)).toEqual([ids.anaCrest]);
    expect((await queue('?page=9')).orders).toEqual([]);
    expect((await t.request('/api/v1/staff/orders?pageSize=1000', { token: admin })).status).toBe(400);
  });

  it("applies the employee's view to rows and counts alike", async () => {
    const other = await t.createUser({ role: 'employee' });
    await t.db('users').where({ id: ana.id }).update({ assign_to: other.user.id });
    try {
      const body = await queue('', employee.token);
      expect(titles(body)).toEqual(['Club badge', 'Mill logo']);
      expect(body.counts.Completed).toBe(0);
    } finally {
      await t.db('users').where({ id: ana.id }).update({ assign_to: employee.id });
    }
  });
});
