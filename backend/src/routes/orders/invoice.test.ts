import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Order } from '@stitchdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { upload, validBlock } from '../../test/order-fixtures.ts';
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
    t = await createTestContext();
    staff = { token: (await t.createUser({ role: 'employee' })).token };
    client = { token: (await t.createUser({ role: 'client', username: 'Ana' })).token };
    stranger = { token: (await t.createUser({ role: 'client' })).token };
    // The shop's details come from its settings, as the admin saves them.
    const admin = await t.createUser({ role: 'admin' });
    const current = await t.request('/api/v1/staff/settings', { token: admin.token });
    const saved = await t.request('/api/v1/staff/settings', {
      method: 'PUT',
      token: admin.token,
      body: {
        ...(current.body as { settings: object }).settings,
        businessName: 'Thread & Needle',
        address: ['12 Mill Lane', 'Leeds'],
        contactEmail: 'accounts@thread-needle.test',
        taxId: 'GB 123 4567 89',
        paymentInstructions: 'Bank transfer to account 12345678, sort code 00-00-00.',
        currency: 'EUR',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const billing = await t.request('/api/v1/user/addresses', {
      method: 'POST',
      token: client.token,
      body: {
        name: 'Ana Pereira',
        line1: '3 Quay Street',
        city: 'Porto',
        postalCode: '4000-001',
        country: 'PT',
      },
    });
    expect(billing.status, billing.text).toBe(201);
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
    // Issued on the day staff priced it (today), the day the reminders count from.
    const placedDay = new Date().toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
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
      'accounts@thread-needle.test',
      'Tax ID: GB 123 4567 89',
      `Invoice INV-${number}`,
      `Invoice for order #${number}`,
      `Invoice date: ${placedDay}`,
      `Due date: ${placedDay} (due on receipt)`,
      'Bill to',
      'Ana Pereira',
      '3 Quay Street',
      'Portugal',
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
      `Please quote INV-${number}`,
    ])
      expect(text).toContain(expected);
    // Nothing a person reads is an ISO date or an id.
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toContain(order._id);
    expect(text).not.toContain('$');
    // No fee and a rate of 0: the subtotal is the line, and no tax line is printed
    expect(text).toMatch(/Subtotal\s+€150\.00/);
    expect(text).not.toContain('Super Rush');
    expect(text).not.toMatch(/Tax \(/);
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

  it('prints the work, the Super Rush fee, the subtotal and the tax at the rate and label it was priced at, then total, paid and balance', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const settings = async (terms: object) => {
      const current = await t.request('/api/v1/staff/settings', { token: admin.token });
      const saved = await t.request('/api/v1/staff/settings', {
        method: 'PUT',
        token: admin.token,
        body: { ...(current.body as { settings: object }).settings, ...terms },
      });
      expect(saved.status, saved.text).toBe(200);
    };
    await settings({ superRushFeeCents: 1500, taxRatePercent: 8.25, taxLabel: 'Sales tax' });
    try {
      const file = await t.request('/api/v1/order/createorder/digitizing', {
        method: 'POST',
        token: client.token,
        body: {
          digitizing: {
            ...validBlock('digitizing', [await upload(t, client.token)], 'Rush cap'),
            superRush: true,
          },
        },
      });
      expect(file.status, file.text).toBe(201);
      const order = file.body.order as Order;
      const paid = await postJson(t, `/staff/orders/${order._id}/payments`, staff.token, {
        amountCents: 1_000,
        method: 'cash',
      });
      expect(paid.status, paid.text).toBe(200);
      // A later change of the settings moves nothing on this invoice
      await settings({ superRushFeeCents: 2500, taxRatePercent: 10, taxLabel: 'VAT' });
      const text = await pdfText((await get(order.invoiceUrl!)).bytes);
      const lines = [
        /Digitizing: Rush cap\s+€10\.00/,
        /Super Rush\s+€15\.00/,
        /Subtotal\s+€25\.00/,
        /Sales tax \(8\.25%\)\s+€2\.06/,
        /Total\s+€27\.06/,
        /Paid\s+€10\.00/,
        /Balance due\s+€17\.06/,
      ];
      let at = 0;
      for (const line of lines) {
        const found = line.exec(text.slice(at));
        expect(found, `${line} after the lines before it`).not.toBeNull();
        at += found!.index + found![0].length;
      }
      expect(text).not.toContain('VAT');
    } finally {
      await settings({ superRushFeeCents: 0, taxRatePercent: 0 });
    }
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

describe('invoices with card payments on', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({
      env: { STRIPE_SECRET_KEY: 'sk_test_invoice', STRIPE_WEBHOOK_SECRET: 'whsec_invoice' },
    });
  });
  afterAll(() => t.close());

  it("sends the client to the order page to pay, instead of the settings' instructions", async () => {
    const client = await t.createUser({ role: 'client' });
    const order = await placeOrder(t, client.token, 'vector', 'Logo redraw');
    expect(order.invoiceUrl).toBeTruthy();
    const { pathname, search } = new URL(order.invoiceUrl!);
    const text = await pdfText((await t.request(pathname + search)).bytes);
    expect(text).toContain('Pay by card on your order page:');
    expect(text).toContain(`/clientpanel/orders/Vector/${order._id}`);
    expect(text).not.toContain('Contact us for our bank details');
  });
});
