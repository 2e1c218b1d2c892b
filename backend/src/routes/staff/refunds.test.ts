import type { Order, StaffOrderDetail } from '@stitchdesk/shared';
import { describe, expect, it, vi } from 'vitest';
import { bellMessages } from '../../test/bell.ts';
import { useUser } from '../../test/context.ts';
import { queuedJobs } from '../../test/jobs.ts';
import { placeOrder, postJson } from '../../test/staff.ts';
import { deliverStripeEvent, paidSession, useStripeTestContext } from '../../test/stripe.ts';
import { EXCESS_REFUND_KIND } from '../../services/billing/stripe/refund-excess.ts';

/**
 * Refunds against the real database and a fake of Stripe's API: a card payment given back through
 * Stripe's refunds API, a manual one recorded as a manual refund, each a new negative ledger line,
 * and `charge.refunded` counting every refund once whoever made it.
 */
describe('POST /staff/orders/:id/refunds', () => {
  // Private webhook URLs allowed: the client's endpoint below is on loopback (its deliveries fail; only the event is looked at).
  const { t, stripe } = useStripeTestContext(() => ({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } }));
  const client = useUser(t, { role: 'client', username: 'Ana' });
  const other = useUser(t, { role: 'client', username: 'Bo' });
  const staff = useUser(t, { role: 'employee', username: 'Sam Staff' });
  const elsewhere = useUser(t, { role: 'employee', username: 'Eli Elsewhere' });

  const refund = (orderId: string, body: unknown, token = staff.token) =>
    postJson(t, `/staff/orders/${orderId}/refunds`, token, body);
  const staffOrder = async (id: string) =>
    (await t.request<StaffOrderDetail>(`/api/v1/staff/orders/${id}`, { token: staff.token })).body;
  const ledger = (orderId: string) =>
    t
      .db('payments')
      .where({ order_id: orderId })
      .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  const refundLines = async (orderId: string) => (await ledger(orderId)).filter((p) => p.refund_of !== null);

  /** A patch order whose deposit ($75.00) the client paid by card: the order and the payment intent. */
  async function cardPaidOrder() {
    const order = await placeOrder(t, client.token, 'patches');
    const { event } = await paidSession(t, stripe, client.token, order._id, 'deposit');
    expect((await deliverStripeEvent(t, stripe, event)).status).toBe(200);
    return { order, intent: event.data.object.payment_intent as string };
  }

  /** Delivers `charge.refunded` for the intent's charge and waits until its job has run. */
  async function chargeRefunded(intent: string) {
    const charge = stripe.chargeOf(intent);
    const answer = await deliverStripeEvent(t, stripe, stripe.event('charge.refunded', charge));
    expect(answer.status, answer.text).toBe(200);
    await vi.waitFor(
      async () => expect(await queuedJobs(t.db, 'stripe:charge-refunds', 'chargeId', charge.id)).toBe(0),
      { timeout: 10_000 },
    );
  }

  it('refunds a card payment through Stripe (its intent, the amount, a key of its own) as a negative line', async () => {
    const { order, intent } = await cardPaidOrder();
    const answer = await refund(order._id, { amountCents: 1000, reason: 'Two patches were missing' });
    expect(answer.status, answer.text).toBe(200);
    expect((answer.body as Order).price).toMatchObject({ paidCents: 6500, balanceCents: 8500 });

    const calls = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toMatchObject({ payment_intent: intent, amount: '1000' });
    const [line] = await refundLines(order._id);
    expect(stripe.idempotencyKeys).toContain(`order-refund:${line.id}`);
    const stripeRefund = stripe.refunds.find((r) => r.payment_intent === intent)!;
    expect(line).toMatchObject({
      amount_cents: -1000,
      method: 'card',
      provider: 'stripe',
      provider_ref: stripeRefund.id,
      reference: 'Two patches were missing',
      recorded_by: staff.user.id,
    });
    const [payment] = (await ledger(order._id)).filter((p) => p.refund_of === null);
    expect(line.refund_of).toBe(payment.id);

    const detail = await staffOrder(order._id);
    expect(detail.events.map((e) => e.note)).toContain(
      'Refunded $10.00 — Two patches were missing (card, through Stripe)',
    );
    expect(detail.payments.find((p) => p._id === payment.id)).toMatchObject({ refundableCents: 6500 });
    expect(detail.payments.find((p) => p._id === line.id)).toMatchObject({
      amountCents: -1000,
      refundOf: payment.id,
      refundableCents: 0,
      provider: 'stripe',
    });
    expect(await bellMessages(t, client.user.id, order._id)).toContain(
      `We refunded $10.00 on order #${order.number} — Two patches were missing: the balance is $85.00`,
    );

    // Stripe then tells of the same refund, twice (two events): it is already in the ledger.
    await chargeRefunded(intent);
    await chargeRefunded(intent);
    expect(await refundLines(order._id)).toHaveLength(1);
    expect((await staffOrder(order._id)).order.price.paidCents).toBe(6500);
  });

  it('records a refund made in Stripe’s dashboard once, however often charge.refunded arrives', async () => {
    const { order, intent } = await cardPaidOrder();
    const made = stripe.dashboardRefund(intent, 2500, 'requested_by_customer');
    // The overpayment job's refund gave back money the ledger never held: not recorded.
    stripe.refunds.push({ ...made, id: `${made.id}x`, amount: 500, metadata: { kind: EXCESS_REFUND_KIND } });

    await chargeRefunded(intent);
    await chargeRefunded(intent);
    const lines = await refundLines(order._id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      amount_cents: -2500,
      provider: 'stripe',
      provider_ref: made.id,
      recorded_by: null,
      reference: 'Refunded in Stripe: requested by the customer',
    });
    const detail = await staffOrder(order._id);
    expect(detail.order.price).toMatchObject({ paidCents: 5000, balanceCents: 10000 });
    expect(detail.events.map((e) => e.note)).toContain(
      'Refunded $25.00 — Refunded in Stripe: requested by the customer (card, through Stripe)',
    );
    // What is left to refund is what the dashboard left.
    const tooMuch = await refund(order._id, { amountCents: 5001, reason: 'All of it' });
    expect(tooMuch.status).toBe(409);
  });

  it('records a manual refund of a manual payment, and refuses more than is paid and not refunded (409)', async () => {
    const hook = await postJson(t, '/user/webhooks', other.token, {
      url: 'http://127.0.0.1:1025/stitchdesk',
      events: ['payment.refunded'],
    });
    expect(hook.status, hook.text).toBe(201);
    const order = await placeOrder(t, other.token, 'patches');
    const paid = await postJson(t, `/staff/orders/${order._id}/payments`, staff.token, {
      amountCents: 4000,
      method: 'cash',
      reference: 'Till 2',
    });
    expect(paid.status, paid.text).toBe(200);
    const before = stripe.requests.length;

    const answer = await refund(order._id, { amountCents: 1500, reason: 'Discount agreed' });
    expect(answer.status, answer.text).toBe(200);
    expect((answer.body as Order).price.paidCents).toBe(2500);
    expect(stripe.requests.length).toBe(before);
    const [line] = await refundLines(order._id);
    expect(line).toMatchObject({
      amount_cents: -1500,
      method: 'cash',
      provider: 'manual',
      provider_ref: null,
      reference: 'Discount agreed',
    });
    expect((await staffOrder(order._id)).events.map((e) => e.note)).toContain(
      'Refunded $15.00 — Discount agreed (Cash)',
    );
    const [delivery] = await t.db('webhook_deliveries').where({ event_type: 'payment.refunded' });
    expect(delivery.data).toMatchObject({
      orderId: order._id,
      amountCents: 1500,
      reason: 'Discount agreed',
      paidCents: 2500,
      priceCents: 15000,
    });

    const over = await refund(order._id, { amountCents: 2501, reason: 'Too much' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Only $25.00 is paid and not yet refunded, less than the $25.01 asked.');
    expect(await refundLines(order._id)).toHaveLength(1);
    expect((await refund(order._id, { amountCents: 2500, reason: 'The rest' })).status).toBe(200);
    const nothing = await refund(order._id, { amountCents: 1, reason: 'Again' });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe('Nothing paid on this order is left to refund.');
  });

  it('splits a refund across payments newest first, or refunds the one payment named', async () => {
    const { order } = await cardPaidOrder();
    const manual = await postJson(t, `/staff/orders/${order._id}/payments`, staff.token, {
      amountCents: 2000,
      method: 'bank-transfer',
    });
    expect(manual.status).toBe(200);
    const [card, transfer] = (await ledger(order._id)).filter((p) => p.refund_of === null);

    // Newest first: the transfer's $20.00, then $10.00 of the card payment through Stripe.
    expect((await refund(order._id, { amountCents: 3000, reason: 'Cancelled part' })).status).toBe(200);
    const lines = await refundLines(order._id);
    expect(lines.map((l) => [l.refund_of, l.amount_cents, l.provider])).toEqual(
      expect.arrayContaining([
        [transfer.id, -2000, 'manual'],
        [card.id, -1000, 'stripe'],
      ]),
    );
    expect((await staffOrder(order._id)).order.price.paidCents).toBe(6500);

    const named = await refund(order._id, { amountCents: 500, reason: 'Named', paymentId: transfer.id });
    expect(named.status).toBe(409);
    const unknown = await refund(order._id, {
      amountCents: 500,
      reason: 'Unknown',
      paymentId: '01900000-0000-7000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
  });

  it('validates the body: a strict positive integer amount and a reason (400)', async () => {
    const order = await placeOrder(t, client.token, 'patches');
    for (const body of [
      { amountCents: 0, reason: 'x' },
      { amountCents: -5, reason: 'x' },
      { amountCents: 10.5, reason: 'x' },
      { amountCents: '1000', reason: 'x' },
      { amountCents: 1000 },
      { amountCents: 1000, reason: '   ' },
    ]) {
      const answer = await refund(order._id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('is staff’s: a client gets 403, an employee outside the client’s work 404, and nothing changes', async () => {
    const { order } = await cardPaidOrder();
    expect((await refund(order._id, { amountCents: 100, reason: 'Mine' }, client.token)).status).toBe(403);
    expect((await refund(order._id, { amountCents: 100, reason: 'Theirs' }, other.token)).status).toBe(403);
    await t.db('users').where({ id: client.user.id }).update({ assign_to: staff.user.id });
    try {
      expect(
        (await refund(order._id, { amountCents: 100, reason: 'Not mine' }, elsewhere.token)).status,
      ).toBe(404);
    } finally {
      await t.db('users').where({ id: client.user.id }).update({ assign_to: null });
    }
    expect(await refundLines(order._id)).toHaveLength(0);
  });
});
