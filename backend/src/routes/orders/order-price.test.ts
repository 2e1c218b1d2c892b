import type { Order, ShopSettings, StaffOrderDetail } from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { upload, validBlock } from '../../test/order-fixtures.ts';
import { postJson, setStatus } from '../../test/staff.ts';

/**
 * An order's price in parts (issue 35): the work's price, the Super Rush fee, tax at the shop's
 * rate, fixed on the order when it is priced. Against the real database.
 */
describe('order price: Super Rush fee and tax', () => {
  const t = useTestContext();
  const admin = useUser(t, { role: 'admin' });
  const staff = useUser(t, { role: 'employee' });

  async function setTerms(terms: Partial<ShopSettings>) {
    const current = (await t.request('/api/v1/staff/settings', { token: admin.token })).body.settings;
    const saved = await t.request('/api/v1/staff/settings', {
      method: 'PUT',
      token: admin.token,
      body: { ...current, ...terms },
    });
    expect(saved.status, saved.text).toBe(200);
  }

  async function place(
    token: string,
    key: 'digitizing' | 'vector' | 'patches',
    fields: Record<string, unknown> = {},
  ): Promise<Order> {
    const file = await upload(t, token);
    const response = await t.request(`/api/v1/order/createorder/${key}`, {
      method: 'POST',
      token,
      body: { [key]: { ...validBlock(key, [{ url: file.url, name: file.name }], 'Eagle'), ...fields } },
    });
    expect(response.status, response.text).toBe(201);
    return response.body.order as Order;
  }

  const order = async (id: string, token: string) =>
    (await t.request<Order>(`/api/v1/order/getorder/${id}`, { token })).body;
  /** The client revises the completed order "Eagle" to a 3D puff design: its list price is $12.00. */
  async function reviseTo3dPuffs(id: string, token: string) {
    await setStatus(t, id, 'Completed');
    const revised = await t.request(`/api/v1/order/revision/${id}`, {
      method: 'PUT',
      token,
      body: {
        digitizing: {
          orderTitle: 'Eagle',
          otherInstructions: 'In 3D puff',
          designCategory: '3D Puffs',
          designSize: { height: 3, width: 4 },
          attachment: [],
        },
      },
    });
    expect(revised.status, revised.text).toBe(201);
  }
  const setPrice = (id: string, amountCents: number) =>
    postJson(t, `/staff/orders/${id}/price`, staff.token, { amountCents, reason: 'Quoted' });

  it('without a fee or tax, the price is the flat rate, in parts that say so', async () => {
    await setTerms({ superRushFeeCents: 0, taxRatePercent: 0, taxLabel: 'Sales tax' });
    const client = await t.createUser({ role: 'client' });
    const placed = await place(client.token, 'digitizing', { superRush: true });
    expect(placed.price).toEqual({
      amountCents: 1000,
      paidCents: 0,
      balanceCents: 1000,
      depositDueCents: 0,
      subtotalCents: 1000,
      taxCents: 0,
      superRushFeeCents: 0,
      taxRatePercent: 0,
      taxLabel: 'Sales tax',
    });
  });

  it('adds the Super Rush fee and tax at placement; without Super Rush, only tax', async () => {
    await setTerms({ superRushFeeCents: 1500, taxRatePercent: 8.25, taxLabel: 'Sales tax' });
    const client = await t.createUser({ role: 'client' });
    const rush = await place(client.token, 'digitizing', { superRush: true });
    // $10.00 + $15.00 = $25.00; 8.25 % of it is 206.25 cents → $2.06
    expect(rush.price).toMatchObject({
      amountCents: 2706,
      balanceCents: 2706,
      subtotalCents: 2500,
      taxCents: 206,
      superRushFeeCents: 1500,
      taxRatePercent: 8.25,
      taxLabel: 'Sales tax',
    });
    const plain = await place(client.token, 'digitizing', { superRush: false });
    // $10.00 at 8.25 % is 82.5 cents: half a cent rounds up
    expect(plain.price).toMatchObject({
      amountCents: 1083,
      subtotalCents: 1000,
      taxCents: 83,
      superRushFeeCents: 0,
    });
    // Goods are never Super Rush: a patch order sent with it owes tax on the package alone
    const patches = await place(client.token, 'patches', { superRush: true });
    expect(patches.superRush).toBe(false);
    // $150.00 at 8.25 % is 1237.5 cents → $12.38; the deposit is half of what is owed
    expect(patches.price).toMatchObject({ subtotalCents: 15000, taxCents: 1238, amountCents: 16238 });
    expect(patches.price.depositDueCents).toBe(8119);
    // The ledger counts the total: paying it clears the balance
    const paid = await postJson(t, `/staff/orders/${rush._id}/payments`, staff.token, {
      amountCents: 2706,
      method: 'cash',
    });
    expect(paid.status, paid.text).toBe(200);
    expect((await order(rush._id, client.token)).price).toMatchObject({ paidCents: 2706, balanceCents: 0 });
  });

  it('takes staff’s price as the work’s price, keeps the fee and tax on it, and never lets the total fall below what was paid', async () => {
    await setTerms({ superRushFeeCents: 1500, taxRatePercent: 8.25 });
    const client = await t.createUser({ role: 'client' });
    const rush = await place(client.token, 'digitizing', { superRush: true });
    const changed = await setPrice(rush._id, 2000);
    expect(changed.status, changed.text).toBe(200);
    // $20.00 + $15.00 = $35.00, tax 288.75 cents → $2.89
    expect((await order(rush._id, client.token)).price).toMatchObject({
      amountCents: 3789,
      subtotalCents: 3500,
      taxCents: 289,
      superRushFeeCents: 1500,
    });
    const history = (
      await t.request<StaffOrderDetail>(`/api/v1/staff/orders/${rush._id}`, { token: staff.token })
    ).body.events;
    expect(history.map((h) => h.note)).toContain('Price $27.06 → $37.89 (work $20.00): Quoted');

    const pay = await postJson(t, `/staff/orders/${rush._id}/payments`, staff.token, {
      amountCents: 2600,
      method: 'cash',
    });
    expect(pay.status, pay.text).toBe(200);
    // Work $10.00 is below the $26.00 paid, but the total ($27.06) is not: allowed
    expect((await setPrice(rush._id, 1000)).status).toBe(200);
    // Work $8.00 makes the total $24.90, below what was paid
    const below = await setPrice(rush._id, 800);
    expect(below.status).toBe(409);
    expect(below.body.message).toBe(
      'The price cannot be less than what the client has already paid ($26.00).',
    );
    expect((await order(rush._id, client.token)).price.amountCents).toBe(2706);
  });

  it('never moves an old order’s price when the settings change; an order first priced later takes the settings then', async () => {
    await setTerms({ superRushFeeCents: 1500, taxRatePercent: 8.25, taxLabel: 'Sales tax' });
    const client = await t.createUser({ role: 'client' });
    const old = await place(client.token, 'digitizing', { superRush: true });
    // A jacket back's price is a range: staff confirm it, and it is priced then
    const unpriced = await place(client.token, 'digitizing', {
      superRush: true,
      designCategory: 'Jacket Back',
    });
    expect(unpriced.price).toMatchObject({
      amountCents: null,
      subtotalCents: null,
      taxCents: null,
      superRushFeeCents: 1500,
      taxRatePercent: null,
    });

    await setTerms({ superRushFeeCents: 3000, taxRatePercent: 10, taxLabel: 'VAT' });
    const before = (await order(old._id, client.token)).price;
    expect(before).toEqual(old.price);
    // Staff re-pricing the old order keeps its fee and rate
    expect((await setPrice(old._id, 1200)).status).toBe(200);
    expect((await order(old._id, client.token)).price).toMatchObject({
      subtotalCents: 2700,
      taxCents: 223,
      amountCents: 2923,
      superRushFeeCents: 1500,
      taxRatePercent: 8.25,
      taxLabel: 'Sales tax',
    });
    // The jacket back keeps the fee it was placed with, and takes today's tax when priced
    expect((await setPrice(unpriced._id, 2500)).status).toBe(200);
    expect((await order(unpriced._id, client.token)).price).toMatchObject({
      subtotalCents: 4000,
      taxCents: 400,
      amountCents: 4400,
      superRushFeeCents: 1500,
      taxRatePercent: 10,
      taxLabel: 'VAT',
    });
    // A new order takes the new fee and rate
    const fresh = await place(client.token, 'digitizing', { superRush: true });
    expect(fresh.price).toMatchObject({ subtotalCents: 4000, taxCents: 400, amountCents: 4400 });
  });

  it('a revision re-prices the revised work on the order’s own fee and rate, not the settings’ since', async () => {
    await setTerms({ superRushFeeCents: 1500, taxRatePercent: 8.25, taxLabel: 'Sales tax' });
    const client = await t.createUser({ role: 'client' });
    const rush = await place(client.token, 'digitizing', { superRush: true });
    await setTerms({ superRushFeeCents: 3000, taxRatePercent: 10, taxLabel: 'VAT' });
    await reviseTo3dPuffs(rush._id, client.token);
    // $12.00 + $15.00 = $27.00; 8.25 % of it is 222.75 cents → $2.23
    expect((await order(rush._id, client.token)).price).toMatchObject({
      subtotalCents: 2700,
      taxCents: 223,
      amountCents: 2923,
      superRushFeeCents: 1500,
      taxRatePercent: 8.25,
      taxLabel: 'Sales tax',
    });
  });

  it('a plan covers the design, not the rush: a covered Super Rush order owes the fee and its tax', async () => {
    await setTerms({ superRushFeeCents: 1500, taxRatePercent: 10 });
    const { user, token } = await t.createUser({ role: 'client' });
    const put = await postJson(
      t,
      `/staff/clients/${user.id}/plans/digitizing`,
      admin.token,
      { plan: 'Gold', periodStart: new Date().toISOString().slice(0, 10) },
      'PUT',
    );
    expect(put.status, put.text).toBe(200);
    const rush = await place(token, 'digitizing', { superRush: true });
    expect(rush.price.coveredBy).toMatchObject({ plan: 'Gold' });
    expect(rush.price).toMatchObject({
      amountCents: 1650,
      subtotalCents: 1500,
      taxCents: 150,
      superRushFeeCents: 1500,
    });
    const plain = await place(token, 'digitizing', { superRush: false });
    expect(plain.price).toMatchObject({
      amountCents: 0,
      subtotalCents: 0,
      taxCents: 0,
      superRushFeeCents: 0,
    });
    expect(plain.price.coveredBy).toMatchObject({ plan: 'Gold' });
    // A revision keeps the design covered: its work stays $0.00, the fee and tax stay owed
    await reviseTo3dPuffs(rush._id, token);
    expect((await order(rush._id, token)).price).toMatchObject({ amountCents: 1650, subtotalCents: 1500 });
  });
});
