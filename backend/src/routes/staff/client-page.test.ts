import {
  CLIENT_NOTES_SAVED,
  clientNotesResponseSchema,
  MAX_CLIENT_NOTES,
  staffClientPageSchema,
  staffOrderDetailSchema,
  type Order,
  type StaffClientPage,
  type Statement,
} from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { placeOrder, postJson } from '../../test/staff.ts';

const NOTE = 'Prefers calls after 3 pm. Sends artwork late — chase on Mondays.';

/** GET /staff/clients/:id and PUT /staff/clients/:id/notes (issue 36 item 6). */
describe('the staff client page', () => {
  const t = useTestContext();
  const admin = useUser(t, { role: 'admin' });
  const employee = useUser(t, { role: 'employee' });
  const otherEmployee = useUser(t, { role: 'employee' });

  const page = (clientId: string, token = admin.token) =>
    t.request<StaffClientPage>(`/api/v1/staff/clients/${clientId}`, { token });
  const putNotes = (clientId: string, body: unknown, token = admin.token) =>
    postJson(t, `/staff/clients/${clientId}/notes`, token, body, 'PUT');
  const assign = (clientId: string, employeeId: string | null) =>
    t.db('users').where({ id: clientId }).update({ assign_to: employeeId });

  it('answers a new client with every section empty', async () => {
    const { user } = await t.createUser({ role: 'client' });
    const response = await page(user.id);
    expect(response.status, response.text).toBe(200);
    const body = staffClientPageSchema.parse(response.body);
    expect(body.client).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      emailVerified: false,
      disabled: false,
      orderCount: 0,
      assignedEmployee: null,
      notes: '',
      notesUpdatedAt: null,
      notesUpdatedBy: null,
    });
    expect(body.addresses).toEqual([]);
    expect(body.machineProfile).toBeNull();
    expect(body.plans).toEqual([]);
    expect(body.owed).toEqual({ currency: 'USD', outstandingCents: 0, orders: 0 });
    expect(body.recentOrders).toEqual([]);
    expect(body.allowances.uploadsPerWindow).toMatchObject({ override: null });
    expect(body.allowances.history).toEqual([]);
  });

  it('fills each section from the client’s own rows, as each part’s own route answers it', async () => {
    const { user, token } = await t.createUser({ role: 'client' });
    await assign(user.id, employee.user.id);
    await t.db('users').where({ id: user.id }).update({ email_verified_at: new Date() });

    const address = await t.request('/api/v1/user/addresses', {
      method: 'POST',
      token,
      body: {
        name: 'Dana Stitch',
        line1: '12 Main Street',
        city: 'Springfield',
        postalCode: '62704',
        country: 'US',
      },
    });
    expect(address.status, address.text).toBe(201);
    const machines = await t.request('/api/v1/user/machine-profile', {
      method: 'PUT',
      token,
      body: {
        formats: ['PES', 'DST'],
        pesVersion: 1,
        needles: 6,
        hoopMm: { width: 130, height: 180 },
        threadChart: 'janome',
        speedSpm: 650,
      },
    });
    expect(machines.status, machines.text).toBe(200);
    const allowances = await postJson(
      t,
      `/staff/clients/${user.id}/allowances`,
      admin.token,
      { uploadsPerWindow: 2000, ordersPerWindow: null, storageQuotaMb: null },
      'PUT',
    );
    expect(allowances.status, allowances.text).toBe(200);
    const plan = await postJson(
      t,
      `/staff/clients/${user.id}/plans/vector`,
      admin.token,
      { plan: 'Gold', periodStart: new Date().toISOString().slice(0, 10) },
      'PUT',
    );
    expect(plan.status, plan.text).toBe(200);

    // Eleven orders: the page lists the ten newest; one of them priced and part paid.
    const placed: Order[] = [];
    for (let i = 1; i <= 11; i += 1) placed.push(await placeOrder(t, token, 'patches', `Crest ${i}`));
    const priced = placed[10];
    const staffOrder = `/staff/orders/${priced._id}`;
    expect(
      (await postJson(t, `${staffOrder}/price`, admin.token, { amountCents: 20000, reason: 'Quoted' }))
        .status,
    ).toBe(200);
    expect(
      (await postJson(t, `${staffOrder}/payments`, admin.token, { amountCents: 5000, method: 'cash' }))
        .status,
    ).toBe(200);

    const response = await page(user.id, employee.token);
    expect(response.status, response.text).toBe(200);
    const body = staffClientPageSchema.parse(response.body);
    expect(body.client).toMatchObject({
      emailVerified: true,
      orderCount: 11,
      assignedEmployee: { id: employee.user.id, username: employee.user.username },
    });
    const own = (path: string) => t.request(`/api/v1${path}`, { token });
    expect(body.addresses).toEqual((await own('/user/addresses')).body.addresses);
    expect(body.machineProfile).toEqual({
      ...(await own('/user/machine-profile')).body,
      threadChartName: { brand: 'Janome', name: 'Janome (78 JEF colours)' },
    });
    expect(body.machineProfile).toMatchObject({ formats: ['PES', 'DST'], pesVersion: 1, needles: 6 });
    expect(body.allowances).toEqual(
      (await t.request(`/api/v1/staff/clients/${user.id}/allowances`, { token: admin.token })).body,
    );
    expect(body.allowances.uploadsPerWindow).toMatchObject({ value: 2000, override: 2000 });
    expect(body.plans).toEqual((await own('/user/plans')).body.plans);
    expect(body.plans).toMatchObject([{ service: 'vector', plan: 'Gold', source: 'staff' }]);

    const statement = (await own('/user/statement')).body as Statement;
    expect(statement.outstandingCents).toBeGreaterThanOrEqual(15000);
    expect(body.owed).toEqual({
      currency: statement.currency,
      outstandingCents: statement.outstandingCents,
      orders: statement.orders.length,
    });

    expect(body.recentOrders.map((order) => order.number)).toEqual(
      placed
        .slice(1)
        .reverse()
        .map((order) => order.number),
    );
    expect(body.recentOrders.map((order) => order.title).at(-1)).toBe('Crest 2');
    expect(body.recentOrders[0]).toEqual({
      id: priced._id,
      number: priced.number,
      title: 'Crest 11',
      serviceType: 'Patches',
      status: 'Pending',
      createdAt: priced.createdAt,
      amountCents: 20000,
      balanceCents: 15000,
    });
  });

  it('is for staff only: a client’s token is refused, an unknown id or a staff account’s is 404', async () => {
    const client = await t.createUser({ role: 'client' });
    expect((await page(client.user.id, client.token)).status).toBe(403);
    expect((await putNotes(client.user.id, { notes: 'mine' }, client.token)).status).toBe(403);
    expect((await t.request(`/api/v1/staff/clients/${client.user.id}`)).status).toBe(401);
    for (const id of [employee.user.id, admin.user.id, '0190a0b0-0000-7000-8000-000000000000', 'nope']) {
      expect((await page(id)).status, id).toBe(404);
      expect((await putNotes(id, { notes: 'x' })).status, id).toBe(404);
    }
  });

  it('shows an employee the clients the queue shows them: theirs and the unassigned, not another’s', async () => {
    const { user } = await t.createUser({ role: 'client' });
    expect((await page(user.id, employee.token)).status).toBe(200);
    await assign(user.id, otherEmployee.user.id);
    expect((await page(user.id, employee.token)).status).toBe(404);
    expect((await putNotes(user.id, { notes: 'not yours' }, employee.token)).status).toBe(404);
    expect((await page(user.id, otherEmployee.token)).status).toBe(200);
    expect((await page(user.id, admin.token)).status).toBe(200);
    await assign(user.id, employee.user.id);
    expect((await page(user.id, employee.token)).status).toBe(200);
    expect((await t.db('client_notes').where({ client_id: user.id })).length).toBe(0);
  });

  it('saves the notes trimmed, with who and when, and replaces them on the next save', async () => {
    const { user } = await t.createUser({ role: 'client' });
    const before = Date.now();
    const saved = await putNotes(user.id, { notes: `  ${NOTE}\r\n  ` }, employee.token);
    expect(saved.status, saved.text).toBe(200);
    const body = clientNotesResponseSchema.parse(saved.body);
    expect(body).toMatchObject({
      message: CLIENT_NOTES_SAVED,
      notes: NOTE,
      notesUpdatedBy: { id: employee.user.id, username: employee.user.username },
    });
    expect(new Date(body.notesUpdatedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await page(user.id)).body.client).toMatchObject({
      notes: NOTE,
      notesUpdatedAt: body.notesUpdatedAt,
      notesUpdatedBy: { id: employee.user.id },
    });

    const again = await putNotes(user.id, { notes: 'Line one\nLine two' });
    expect(again.body).toMatchObject({ notes: 'Line one\nLine two', notesUpdatedBy: { id: admin.user.id } });
    expect(await t.db('client_notes').where({ client_id: user.id })).toHaveLength(1);
    expect((await putNotes(user.id, { notes: '   ' })).body.notes).toBe('');
  });

  it('refuses notes that are too long, not text or hold control characters (400, nothing saved)', async () => {
    const { user } = await t.createUser({ role: 'client' });
    const tooLong = await putNotes(user.id, { notes: 'x'.repeat(MAX_CLIENT_NOTES + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Notes are at most 5,000 characters');
    expect((await putNotes(user.id, { notes: 'x'.repeat(MAX_CLIENT_NOTES) })).status).toBe(200);
    for (const body of [{}, { notes: 42 }, { notes: 'a\u0000b' }, { notes: 'ok', extra: true }]) {
      expect((await putNotes(user.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await page(user.id)).body.client.notes).toBe('x'.repeat(MAX_CLIENT_NOTES));
  });

  it('keeps the notes private: no answer to the client carries them', async () => {
    const { user, token } = await t.createUser({ role: 'client' });
    const order = await placeOrder(t, token, 'digitizing', 'Private check');
    expect((await putNotes(user.id, { notes: NOTE })).status).toBe(200);
    for (const path of [
      '/user/getuser/info',
      '/order/getorder',
      `/order/getorder/${order._id}`,
      '/user/statement',
      '/user/machine-profile',
      '/user/addresses',
      '/user/plans',
    ]) {
      const response = await t.request(`/api/v1${path}`, { token });
      expect(response.status, path).toBe(200);
      expect(response.text, path).not.toContain('chase on Mondays');
      expect(response.text, path).not.toContain('notes');
    }
  });

  it('gives the staff order page the client’s machines, null until they save a profile', async () => {
    const { token } = await t.createUser({ role: 'client' });
    const order = await placeOrder(t, token, 'digitizing', 'Machines check');
    const detail = async () =>
      staffOrderDetailSchema.parse(
        (await t.request(`/api/v1/staff/orders/${order._id}`, { token: admin.token })).body,
      );
    expect((await detail()).clientMachineProfile).toBeNull();
    await t.request('/api/v1/user/machine-profile', {
      method: 'PUT',
      token,
      body: { formats: ['JEF'], needles: 1, threadChart: 'brother' },
    });
    expect((await detail()).clientMachineProfile).toMatchObject({
      formats: ['JEF'],
      needles: 1,
      pesVersion: 6,
      hoopMm: { width: 180, height: 130 },
      speedSpm: 800,
      threadChartName: { brand: 'Brother', name: 'Brother (64 PEC colours)' },
    });
  });
});
