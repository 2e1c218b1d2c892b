import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Order } from '@stitchdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { placeOrder, postJson } from '../../test/staff.ts';

const run = promisify(execFile);

/** The text pdftotext reads from `pdf`: what a person sees on the invoice. */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'invoice-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), pdf);
    await run('pdftotext', ['-layout', path.join(dir, 'in.pdf'), path.join(dir, 'out.txt')]);
    return await readFile(path.join(dir, 'out.txt'), 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** An order's invoice (issue 26) by its signed link, against the real database. */
describe('invoices', () => {
  let t: TestContext;
  let staff: { token: string };
  let client: { token: string };
  let stranger: { token: string };

  beforeAll(async () => {
    t = await createTestContext({
      env: {
        BUSINESS_NAME: 'Thread & Needle',
        BUSINESS_ADDRESS: '12 Mill Lane | Leeds',
        PAYMENT_INSTRUCTIONS: 'Bank transfer to account 12345678, sort code 00-00-00.',
        CURRENCY: 'EUR',
      },
    });
    staff = { token: (await t.createUser({ role: 'employee' })).token };
    client = { token: (await t.createUser({ role: 'client', username: 'Ana' })).token };
    stranger = { token: (await t.createUser({ role: 'client' })).token };
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) => {
    const { pathname, search } = new URL(url);
    return t.request(pathname + search, token ? { token } : {});
  };

  it('answers a PDF with the business, the order number, line, deposit, balance and payments, in the business currency', async () => {
    const order = await placeOrder(t, client.token, 'patches', 'Club badges');
    const priced = await postJson(t, `/staff/orders/${order._id}/price`, staff.token, {
      amountCents: 15_000,
      reason: 'Quoted',
    });
    expect(priced.status).toBe(200);
    const paid = await postJson(t, `/staff/orders/${order._id}/payments`, staff.token, {
      amountCents: 5_000,
      method: 'bank-transfer',
      paidAt: '2026-03-04',
    });
    expect(paid.status, paid.text).toBe(200);
    const { invoiceUrl, number } = paid.body as Order;
    expect(invoiceUrl).toMatch(
      new RegExp(`/api/v1/invoices/${order._id}/invoice-${number}\\.pdf\\?exp=\\d+&sig=`),
    );

    const response = await get(invoiceUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.bytes);
    for (const expected of [
      'Thread & Needle',
      '12 Mill Lane',
      `Invoice for order #${number}`,
      'Patches: Club badges',
      '€150.00',
      'Deposit before production (50%)',
      '€75.00',
      'Balance due',
      '€100.00',
      'Mar 4, 2026',
      'Bank transfer',
      '€50.00',
      'Bank transfer to account 12345678',
    ])
      expect(text).toContain(expected);
    // Nothing a person reads is an ISO date or an id.
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toContain(order._id);
    expect(text).not.toContain('$');
  });

  it('refuses a link without or with a wrong signature (403), and a link to a file route is no invoice', async () => {
    const order = await placeOrder(t, client.token, 'digitizing');
    const { invoiceUrl } = (await t.request(`/api/v1/order/getorder/${order._id}`, { token: client.token }))
      .body as Order;
    const url = new URL(invoiceUrl!);
    expect((await t.request(url.pathname)).status).toBe(403);
    const forged = new URL(url);
    forged.searchParams.set('sig', 'A'.repeat(22));
    expect((await t.request(forged.pathname + forged.search)).status).toBe(403);
    // The same signature does not open the order's id as a file, nor another order's invoice.
    const asFile = `/api/v1/files/${order._id}/x.pdf${url.search}`;
    expect((await t.request(asFile)).status).toBe(403);
    const other = await placeOrder(t, client.token, 'digitizing');
    expect((await t.request(url.pathname.replace(order._id, other._id) + url.search)).status).toBe(403);
  });

  it('gives no invoice link to an order without a price, and none of another client’s order (404)', async () => {
    const order = await placeOrder(t, client.token, 'customApparel');
    const mine = await t.request(`/api/v1/order/getorder/${order._id}`, { token: client.token });
    expect((mine.body as Order).invoiceUrl).toBeNull();
    const priced = await placeOrder(t, client.token, 'digitizing');
    const theirs = await t.request(`/api/v1/order/getorder/${priced._id}`, { token: stranger.token });
    expect(theirs.status).toBe(404);
    expect(theirs.text).not.toContain('invoices');
  });

  it('tells the client a payment is requested when staff set the price (bell), naming the deposit', async () => {
    const order = await placeOrder(t, client.token, 'customApparel', 'Team shirts');
    await postJson(t, `/staff/orders/${order._id}/price`, staff.token, {
      amountCents: 20_000,
      reason: 'Quote',
    });
    const bell = await t.db('notifications').where({ order_id: order._id }).pluck('message');
    expect(bell).toContain(
      'The price of your order Team shirts is $200.00: the invoice is on your order page',
    );
  });
});
