import type { Order, StaffOrderDetail } from '@stitchdesk/shared';
import { describe, expect, it, vi } from 'vitest';
import { useUser } from '../../test/context.ts';
import { placeOrder } from '../../test/staff.ts';
import { deliverStripeEvent, paidSession, useStripeTestContext } from '../../test/stripe.ts';
import { BAD_SIGNATURE } from '../../services/billing/stripe/webhook.ts';

/**
 * Stripe's webhook against the real database and a fake of Stripe's API: events signed as Stripe
 * signs them (the SDK's test header), each recorded once, payments through the ledger's one door.
 */
describe('POST /payments/stripe/webhook', () => {
  const { t, stripe } = useStripeTestContext();
  const client = useUser(t, { role: 'client', username: 'Ana' });
  const staff = useUser(t, { role: 'employee', username: 'Sam Staff' });

  const clientOrder = async (id: string) =>
    (await t.request<Order>(`/api/v1/order/getorder/${id}`, { token: client.token })).body;
  const staffOrder = async (id: string) =>
    (await t.request<StaffOrderDetail>(`/api/v1/staff/orders/${id}`, { token: staff.token })).body;
  const paymentsOf = (orderId: string) => t.db('payments').where({ order_id: orderId }).orderBy('created_at');
  const eventCount = async () => Number((await t.db('stripe_events').count({ n: '*' }).first())!.n);

  it('records a paid deposit, then the balance, through the ledger (history, bell, price)', async () => {
    const order = await placeOrder(t, client.token, 'patches');
    expect(order.price).toMatchObject({ amountCents: 15000, depositDueCents: 7500 });

    const deposit = await paidSession(t, stripe, client.token, order._id, 'deposit');
    const answer = await deliverStripeEvent(t, stripe, deposit.event);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ received: true, duplicate: false });
    expect((await clientOrder(order._id)).price).toMatchObject({
      paidCents: 7500,
      balanceCents: 7500,
      depositDueCents: 0,
    });
    const [payment] = await paymentsOf(order._id);
    expect(payment).toMatchObject({
      amount_cents: 7500,
      method: 'card',
      provider: 'stripe',
      provider_ref: deposit.event.data.object.payment_intent,
      recorded_by: null,
    });

    const balance = await paidSession(t, stripe, client.token, order._id, 'balance');
    expect((await deliverStripeEvent(t, stripe, balance.event)).status).toBe(200);
    const paid = await staffOrder(order._id);
    expect(paid.order.price).toMatchObject({ paidCents: 15000, balanceCents: 0 });
    expect(paid.events.filter((e) => e.kind === 'payment').map((e) => e.note)).toEqual([
      expect.stringMatching(/^Payment of \$75\.00 by Card \(Stripe Checkout\)/),
      expect.stringMatching(/^Payment of \$75\.00 by Card \(Stripe Checkout\)/),
    ]);
    const bell = await t.db('notifications').where({ order_id: order._id, user_id: client.user.id });
    expect(bell.map((n) => n.message)).toContainEqual(expect.stringMatching(/payment of \$75\.00/i));
  });

  it('records an event delivered twice, or its session under another event, once', async () => {
    const order = await placeOrder(t, client.token, 'patches');
    const { event } = await paidSession(t, stripe, client.token, order._id, 'deposit');
    expect((await deliverStripeEvent(t, stripe, event)).body.duplicate).toBe(false);
    const again = await deliverStripeEvent(t, stripe, event);
    expect(again.status).toBe(200);
    expect(again.body.duplicate).toBe(true);
    // The same session, delivered as a new event (Stripe's retries keep the id; a resend may not).
    const resent = { ...event, id: `${event.id}_resent`, type: 'checkout.session.async_payment_succeeded' };
    expect((await deliverStripeEvent(t, stripe, resent)).status).toBe(200);
    expect(await paymentsOf(order._id)).toHaveLength(1);
    expect((await clientOrder(order._id)).price.paidCents).toBe(7500);
  });

  it('refuses a forged, an unsigned or an old event (400) and records nothing', async () => {
    const order = await placeOrder(t, client.token, 'patches');
    const { event } = await paidSession(t, stripe, client.token, order._id, 'deposit');
    const before = await eventCount();

    const forged = await deliverStripeEvent(t, stripe, event, { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(BAD_SIGNATURE);
    const replayed = await deliverStripeEvent(t, stripe, event, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(replayed.status).toBe(400);
    const { body } = stripe.sign(event);
    const unsigned = await t.request('/api/v1/payments/stripe/webhook', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    // The body changed after signing (an amount raised in transit).
    const signed = stripe.sign(event);
    const tampered = await t.request('/api/v1/payments/stripe/webhook', {
      method: 'POST',
      body: signed.body.replace('"paid"', '"paid" '),
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signed.signature },
    });
    expect(tampered.status).toBe(400);

    expect(await eventCount()).toBe(before);
    expect(await paymentsOf(order._id)).toHaveLength(0);
  });

  it('records nothing for a session completed unpaid, then the payment when it succeeds later', async () => {
    const order = await placeOrder(t, client.token, 'patches');
    const checkout = await t.request(`/api/v1/order/${order._id}/checkout`, {
      method: 'POST',
      token: client.token,
      body: { amount: 'deposit' },
    });
    const unpaid = stripe.complete(checkout.body.sessionId, { paymentStatus: 'unpaid' });
    expect((await deliverStripeEvent(t, stripe, unpaid)).status).toBe(200);
    expect(await paymentsOf(order._id)).toHaveLength(0);
    const settled = stripe.complete(checkout.body.sessionId, {
      type: 'checkout.session.async_payment_succeeded',
    });
    expect((await deliverStripeEvent(t, stripe, settled)).status).toBe(200);
    expect(await paymentsOf(order._id)).toHaveLength(1);
  });

  it('tells the client when a delayed payment fails', async () => {
    const order = await placeOrder(t, client.token, 'patches');
    const checkout = await t.request(`/api/v1/order/${order._id}/checkout`, {
      method: 'POST',
      token: client.token,
      body: { amount: 'deposit' },
    });
    const failed = stripe.complete(checkout.body.sessionId, {
      type: 'checkout.session.async_payment_failed',
      paymentStatus: 'unpaid',
    });
    expect((await deliverStripeEvent(t, stripe, failed)).status).toBe(200);
    const bell = await t.db('notifications').where({ order_id: order._id, user_id: client.user.id });
    expect(bell.map((n) => n.message)).toContainEqual(
      `Your payment for order #${order.number} did not go through. Nothing was charged; you can pay again from the order page`,
    );
    expect(await paymentsOf(order._id)).toHaveLength(0);
  });

  it('records what fits of a second session for the same balance and refunds the rest through Stripe', async () => {
    const order = await placeOrder(t, client.token, 'patches');
    // Two tabs: both open a balance session before either is paid.
    const first = await paidSession(t, stripe, client.token, order._id, 'balance');
    const second = await paidSession(t, stripe, client.token, order._id, 'balance');
    expect((await deliverStripeEvent(t, stripe, first.event)).status).toBe(200);
    expect((await deliverStripeEvent(t, stripe, second.event)).status).toBe(200);

    expect((await paymentsOf(order._id)).map((p) => p.amount_cents)).toEqual([15000]);
    const secondIntent = second.event.data.object.payment_intent;
    await vi.waitFor(() =>
      expect(stripe.refunds).toContainEqual(
        expect.objectContaining({ payment_intent: secondIntent, amount: 15000 }),
      ),
    );
    const history = (await staffOrder(order._id)).events.map((e) => e.note);
    expect(history).toContain(
      'Card payment of $150.00 was $150.00 more than the balance: that part is refunded through Stripe',
    );
  });
});
