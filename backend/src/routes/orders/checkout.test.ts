import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness.ts';
import { useUser } from '../../test/context.ts';
import { payInFull, placeOrder } from '../../test/staff.ts';
import { useStripeTestContext } from '../../test/stripe.ts';
import { NO_DEPOSIT_OWED, NO_PRICE_YET, NOTHING_OWED } from '../../services/billing/stripe/checkout.ts';
import { CARDS_OFF } from '../../services/billing/stripe/webhook.ts';

/** POST /order/:orderId/checkout against a fake of Stripe's API: what the session is opened with. */
describe('POST /order/:orderId/checkout', () => {
  const { t, stripe } = useStripeTestContext();
  const client = useUser(t, { role: 'client', username: 'Ana', email: 'ana@example.test' });
  const other = useUser(t, { role: 'client', username: 'Bea' });

  const checkout = (orderId: string, body: unknown, token = client.token) =>
    t.request(`/api/v1/order/${orderId}/checkout`, { method: 'POST', token, body });

  it('opens a session for the deposit the server works out, named for the order, back to its page', async () => {
    const order = await placeOrder(t, client.token, 'patches');
    const answer = await checkout(order._id, { amount: 'deposit', amountCents: 1 });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toEqual({
      url: expect.stringMatching(/\/pay\/cs_test_/),
      sessionId: expect.any(String),
    });

    const session = stripe.sessions.get(answer.body.sessionId)!;
    expect(session.mode).toBe('payment');
    expect(session.line_items_sent).toEqual([
      {
        quantity: '1',
        price_data: {
          currency: 'usd',
          unit_amount: '7500',
          product_data: { name: `Order #${order.number} — deposit`, metadata: { orderId: order._id } },
        },
      },
    ]);
    expect(session.client_reference_id).toBe(order._id);
    expect(session.metadata).toMatchObject({ orderId: order._id, clientId: client.user.id });
    expect(session.customer_email).toBe('ana@example.test');
    const page = `${t.url}/clientpanel/orders/Patches/${order._id}`;
    expect(session.success_url).toBe(`${page}?payment=success`);
    expect(session.cancel_url).toBe(`${page}?payment=cancelled`);
  });

  it('asks for the balance as the order stands, and 409 with the reason when nothing is owed', async () => {
    const order = await placeOrder(t, client.token, 'patches');
    await t.db('orders').where({ id: order._id }).update({ paid_cents: 7500 });
    expect((await checkout(order._id, { amount: 'deposit' })).body.message).toBe(NO_DEPOSIT_OWED);
    const balance = await checkout(order._id, { amount: 'balance' });
    expect(balance.status).toBe(201);
    expect(stripe.sessions.get(balance.body.sessionId)!.line_items_sent[0].price_data).toMatchObject({
      unit_amount: '7500',
      product_data: { name: `Order #${order.number} — balance` },
    });

    await payInFull(t, order._id);
    const paid = await checkout(order._id, { amount: 'balance' });
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(NOTHING_OWED);

    const digitizing = await placeOrder(t, client.token, 'digitizing');
    expect((await checkout(digitizing._id, { amount: 'deposit' })).body.message).toBe(NO_DEPOSIT_OWED);
    await t.db('orders').where({ id: digitizing._id }).update({ price_cents: null });
    const unpriced = await checkout(digitizing._id, { amount: 'balance' });
    expect(unpriced.status).toBe(409);
    expect(unpriced.body.message).toBe(NO_PRICE_YET);
  });

  it('opens the session in the shop settings’ currency', async () => {
    await t.db('shop_settings').update({ currency: 'EUR' });
    try {
      const order = await placeOrder(t, client.token, 'digitizing');
      const answer = await checkout(order._id, { amount: 'balance' });
      expect(stripe.sessions.get(answer.body.sessionId)!.line_items_sent[0].price_data.currency).toBe('eur');
    } finally {
      await t.db('shop_settings').update({ currency: 'USD' });
    }
  });

  it('answers 404 for another client’s order and 400 for an amount it does not know, opening nothing', async () => {
    const order = await placeOrder(t, client.token, 'patches');
    const before = stripe.sessions.size;
    expect((await checkout(order._id, { amount: 'deposit' }, other.token)).status).toBe(404);
    expect((await checkout(order._id, { amount: 5000 })).status).toBe(400);
    expect((await checkout(order._id, {})).status).toBe(400);
    expect(stripe.sessions.size).toBe(before);
  });

  it('does not exist without the Stripe keys (404)', async () => {
    const plain = await createTestContext();
    try {
      const { token } = await plain.createUser({ role: 'client' });
      const order = await placeOrder(plain, token, 'patches');
      const answer = await plain.request(`/api/v1/order/${order._id}/checkout`, {
        method: 'POST',
        token,
        body: { amount: 'deposit' },
      });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(CARDS_OFF);
      const webhook = await plain.request('/api/v1/payments/stripe/webhook', {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=00' },
      });
      expect(webhook.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
