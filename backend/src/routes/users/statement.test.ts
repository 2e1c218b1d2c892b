import type { Statement } from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import {
  NOTHING_OWED_ON_STATEMENT,
  orderOwesNothing,
} from '../../services/billing/stripe/statement-checkout.ts';
import { useTestMailer, useUser } from '../../test/context.ts';
import { payInFull, placeOrder } from '../../test/staff.ts';
import { deliverStripeEvent, useStripeTestContext } from '../../test/stripe.ts';

/**
 * GET /user/statement and POST /user/statement/checkout against the real database and the fake
 * Stripe: what is owed order by order, the client's own orders only, one session for several orders
 * whose signed webhook gives each order its own amount, and each card payment's receipt (e-mail, PDF).
 */
describe('the client statement', () => {
  const { mailer, smtp } = useTestMailer();
  const { t, stripe } = useStripeTestContext(() => ({ mailer: mailer() }));
  const ana = useUser(t, { role: 'client', username: 'Ana', email: 'ana@example.test' });
  const bea = useUser(t, { role: 'client', username: 'Bea', email: 'bea@example.test' });
  const staff = useUser(t, { role: 'employee', username: 'Sam' });

  const statementOf = async (token: string) => {
    const answer = await t.request<Statement>('/api/v1/user/statement', { token });
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  const checkout = (token: string, body: unknown) =>
    t.request('/api/v1/user/statement/checkout', { method: 'POST', token, body });
  const paidOf = async (orderId: string) =>
    (await t.db('orders').where({ id: orderId }).first('paid_cents')).paid_cents as number;

  it('lists what each own order still owes, in the settings’ currency, and never another client’s', async () => {
    const patches = await placeOrder(t, ana.token, 'patches', 'Crest patches');
    const digitizing = await placeOrder(t, ana.token, 'digitizing', 'Left chest logo');
    const paid = await placeOrder(t, ana.token, 'digitizing', 'Paid already');
    await payInFull(t, paid._id);
    const cancelled = await placeOrder(t, ana.token, 'digitizing', 'Cancelled one');
    await t.db('orders').where({ id: cancelled._id }).update({ status: 'Cancelled' });
    const beas = await placeOrder(t, bea.token, 'patches', 'Bea’s patches');
    await t.db('shop_settings').update({ currency: 'EUR' });
    await t.db('orders').where({ id: patches._id }).update({ paid_cents: 2500 });

    const statement = await statementOf(ana.token);
    const priceOf = (order: typeof patches) => order.price.amountCents!;
    expect(statement.currency).toBe('EUR');
    expect(statement.orders).toEqual([
      {
        orderId: patches._id,
        number: patches.number,
        title: 'Crest patches',
        status: patches.orderStatus,
        amountCents: priceOf(patches),
        paidCents: 2500,
        balanceCents: priceOf(patches) - 2500,
        depositDueCents: priceOf(patches) / 2 - 2500,
        invoiceUrl: expect.stringMatching(/\/api\/v1\/invoices\/.+\?exp=\d+&sig=/),
        serviceType: 'Patches',
      },
      {
        orderId: digitizing._id,
        number: digitizing.number,
        title: 'Left chest logo',
        status: digitizing.orderStatus,
        amountCents: priceOf(digitizing),
        paidCents: 0,
        balanceCents: priceOf(digitizing),
        depositDueCents: 0,
        invoiceUrl: expect.any(String),
        serviceType: 'Digitizing',
      },
    ]);
    expect(statement.outstandingCents).toBe(priceOf(patches) - 2500 + priceOf(digitizing));
    expect(statement.payments).toEqual([
      {
        orderId: paid._id,
        number: paid.number,
        amountCents: priceOf(paid),
        method: 'cash',
        paidAt: expect.any(String),
        receiptUrl: expect.stringMatching(
          new RegExp(`/api/v1/receipts/.+/receipt-${paid.number}-1\\.pdf\\?exp=\\d+&sig=`),
        ),
      },
    ]);
    const invoice = await fetch(statement.orders[0].invoiceUrl!);
    expect(invoice.headers.get('content-type')).toBe('application/pdf');

    const beasStatement = await statementOf(bea.token);
    expect(beasStatement.orders.map((o) => o.orderId)).toEqual([beas._id]);
    expect(beasStatement.payments).toEqual([]);
    expect((await t.request('/api/v1/user/statement', { token: staff.token })).status).toBe(403);
    const settings = await t.request('/api/v1/settings/public');
    expect(settings.body).toMatchObject({ cardPayments: true, currency: 'EUR' });
    expect((await t.request('/api/v1/user/statement')).status).toBe(401);
    await t.db('shop_settings').update({ currency: 'USD' });
  });

  it('pays several orders in one session, and the signed webhook gives each order its own amount', async () => {
    const { token } = await t.createUser({ role: 'client', email: 'cy@example.test' });
    const first = await placeOrder(t, token, 'patches');
    const second = await placeOrder(t, token, 'digitizing');
    const third = await placeOrder(t, token, 'digitizing');
    await t.db('orders').where({ id: first._id }).update({ paid_cents: 1000 });
    const before = await statementOf(token);

    const answer = await checkout(token, { orderIds: [second._id, first._id] });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toEqual({
      url: expect.stringMatching(/\/pay\/cs_test_/),
      sessionId: expect.any(String),
    });
    const session = stripe.sessions.get(answer.body.sessionId)!;
    const owed = (id: string) => before.orders.find((o) => o.orderId === id)!.balanceCents;
    expect(session.line_items_sent).toEqual([
      {
        quantity: '1',
        price_data: {
          currency: 'usd',
          unit_amount: String(owed(first._id)),
          product_data: { name: `Order #${first.number} — balance`, metadata: { orderId: first._id } },
        },
      },
      {
        quantity: '1',
        price_data: {
          currency: 'usd',
          unit_amount: String(owed(second._id)),
          product_data: { name: `Order #${second.number} — balance`, metadata: { orderId: second._id } },
        },
      },
    ]);
    expect(session.amount_total).toBe(owed(first._id) + owed(second._id));
    expect(session.success_url).toBe(`${t.url}/clientpanel/statement?payment=success`);

    const delivered = await deliverStripeEvent(t, stripe, stripe.complete(answer.body.sessionId));
    expect(delivered.status, delivered.text).toBe(200);
    expect(await paidOf(first._id)).toBe(first.price.amountCents);
    expect(await paidOf(second._id)).toBe(second.price.amountCents);
    expect(await paidOf(third._id)).toBe(0);
    const ledger = await t
      .db('payments')
      .whereIn('order_id', [first._id, second._id])
      .orderBy('amount_cents');
    expect(ledger.map((p) => [p.order_id, p.amount_cents, p.provider])).toEqual(
      [
        [first._id, owed(first._id), 'stripe'],
        [second._id, owed(second._id), 'stripe'],
      ].sort((a, b) => Number(a[1]) - Number(b[1])),
    );

    // Omitted orderIds: every outstanding order, here the third alone.
    const rest = await checkout(token, {});
    expect(rest.status).toBe(201);
    expect(
      stripe.sessions
        .get(rest.body.sessionId)!
        .line_items_sent.map((l: { price_data: object }) => l.price_data),
    ).toEqual([expect.objectContaining({ unit_amount: String(third.price.amountCents) })]);
    await deliverStripeEvent(t, stripe, stripe.complete(rest.body.sessionId));
    const after = await statementOf(token);
    expect(after.outstandingCents).toBe(0);
    expect(after.orders).toEqual([]);
    expect(after.payments).toHaveLength(3);

    const nothing = await checkout(token, {});
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe(NOTHING_OWED_ON_STATEMENT);
  });

  it('refuses another client’s orders (404) and an own order that owes nothing (409), opening nothing', async () => {
    const mine = await placeOrder(t, ana.token, 'digitizing');
    const settled = await placeOrder(t, ana.token, 'digitizing');
    await payInFull(t, settled._id);
    const beas = await placeOrder(t, bea.token, 'digitizing');
    const sessions = stripe.sessions.size;

    const foreign = await checkout(ana.token, { orderIds: [mine._id, beas._id] });
    expect(foreign.status).toBe(404);
    const paidOne = await checkout(ana.token, { orderIds: [mine._id, settled._id] });
    expect(paidOne.status).toBe(409);
    expect(paidOne.body.message).toBe(orderOwesNothing(settled.number));
    expect((await checkout(ana.token, { orderIds: ['not-an-id'] })).status).toBe(400);
    expect((await checkout(ana.token, { orderIds: [] })).status).toBe(400);
    expect((await checkout(ana.token, { amountCents: 1 })).status).toBe(201);
    expect(stripe.sessions.size).toBe(sessions + 1);
  });

  it('e-mails a receipt for a card payment, whose PDF opens for its client and staff only', async () => {
    const order = await placeOrder(t, ana.token, 'patches', 'Receipt patches');
    const answer = await t.request(`/api/v1/order/${order._id}/checkout`, {
      method: 'POST',
      token: ana.token,
      body: { amount: 'deposit' },
    });
    await deliverStripeEvent(t, stripe, stripe.complete(answer.body.sessionId));

    const mail = await smtp.waitFor((m) => m.subject.endsWith(`(order #${order.number})`));
    expect(mail.to).toEqual(['ana@example.test']);
    expect(mail.subject).toBe(`Receipt for your payment of $75.00 (order #${order.number})`);
    expect(mail.text).toContain(`Receipt number: ${order.number}-1`);
    expect(mail.text).toMatch(/Amount paid: \$75\.00 by card on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    const link = /Your receipt \(PDF, the link works for 7 days\): (\S+)/.exec(mail.text)![1];
    expect(link).toContain(`/receipt-${order.number}-1.pdf?exp=`);
    // One e-mail for the payment: the receipt carries the notification's words.
    expect(smtp.messages.filter((m) => m.text.includes(`Order number: #${order.number}`))).toHaveLength(1);

    const pdf = await fetch(link.replace(/^https?:\/\/[^/]+/, t.url));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const statement = await statementOf(ana.token);
    const receiptUrl = statement.payments.find((p) => p.orderId === order._id)!.receiptUrl!;
    const unsigned = receiptUrl.replace(/\?.*$/, '').replace(/^https?:\/\/[^/]+/, '');
    expect((await t.request(unsigned, { token: ana.token })).status).toBe(200);
    expect((await t.request(unsigned, { token: staff.token })).status).toBe(200);
    expect((await t.request(unsigned, { token: bea.token })).status).toBe(404);
    expect((await t.request(unsigned)).status).toBe(403);
    expect((await t.request(`${unsigned}?exp=9999999999&sig=AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(403);
    const invoiceSigned = statement.orders.find((o) => o.orderId === order._id)!.invoiceUrl!;
    const sig = new URL(invoiceSigned).search;
    expect((await t.request(`${unsigned}${sig}`)).status).toBe(403);
  });
});
