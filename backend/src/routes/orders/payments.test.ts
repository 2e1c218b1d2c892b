import type { Order, OrderPayments, StaffOrderDetail } from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { useUser } from '../../test/context.ts';
import { placeOrder, postJson } from '../../test/staff.ts';
import { deliverStripeEvent, paidSession, useStripeTestContext } from '../../test/stripe.ts';

/**
 * GET /order/:orderId/payments against the real database and the fake Stripe: the client's own order
 * only, every payment and refund as its own line (a refund appends, never edits), the receipt of each
 * payment taken online, and staff's ledger carrying the same receipts.
 */
describe('GET /order/:orderId/payments', () => {
  const { t, stripe } = useStripeTestContext();
  const ana = useUser(t, { role: 'client', username: 'Ana' });
  const bo = useUser(t, { role: 'client', username: 'Bo' });
  const staff = useUser(t, { role: 'employee', username: 'Sam Staff' });

  const history = (orderId: string, token = ana.token) =>
    t.request<OrderPayments & { message?: string }>(`/api/v1/order/${orderId}/payments`, { token });
  const historyOf = async (orderId: string) => {
    const answer = await history(orderId);
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  const clientOrder = async (orderId: string) =>
    (await t.request<Order[]>('/api/v1/order/getorder', { token: ana.token })).body.find(
      (order) => order._id === orderId,
    )!;

  it('is empty, in the shop’s currency, before anything is paid', async () => {
    const order = await placeOrder(t, ana.token, 'patches');
    expect(await historyOf(order._id)).toEqual({ currency: 'USD', paidCents: 0, payments: [] });
  });

  it('lists a card payment with its receipt and a manual one without, then each refund as a new line', async () => {
    const order = await placeOrder(t, ana.token, 'patches');
    const { event } = await paidSession(t, stripe, ana.token, order._id, 'deposit');
    expect((await deliverStripeEvent(t, stripe, event)).status).toBe(200);
    const transfer = await postJson(t, `/staff/orders/${order._id}/payments`, staff.token, {
      amountCents: 2000,
      method: 'bank-transfer',
      reference: 'Staff note TR-9917',
    });
    expect(transfer.status, transfer.text).toBe(200);

    const paid = await historyOf(order._id);
    expect(paid.paidCents).toBe(9500);
    expect(paid.payments).toEqual([
      {
        _id: expect.any(String),
        kind: 'payment',
        amountCents: 7500,
        method: 'card',
        online: true,
        paidAt: expect.any(String),
        reason: null,
        refundOf: null,
        receiptUrl: expect.stringMatching(
          new RegExp(`/api/v1/receipts/[0-9a-f-]+/receipt-${order.number}-1\\.pdf\\?exp=\\d+&sig=`),
        ),
      },
      {
        _id: expect.any(String),
        kind: 'payment',
        amountCents: 2000,
        method: 'bank-transfer',
        online: false,
        paidAt: expect.any(String),
        reason: null,
        refundOf: null,
        receiptUrl: null,
      },
    ]);
    // Staff's reference is their own note.
    expect(JSON.stringify(paid)).not.toContain('TR-9917');
    const receipt = await fetch(paid.payments[0].receiptUrl!);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');

    // A refund of each: the payments' lines stay exactly as they were, two lines are added.
    const [card, bank] = paid.payments;
    const refund = (body: object) => postJson(t, `/staff/orders/${order._id}/refunds`, staff.token, body);
    const cardRefund = await refund({
      amountCents: 1000,
      reason: 'Two patches were missing',
      paymentId: card._id,
    });
    expect(cardRefund.status, cardRefund.text).toBe(200);
    const bankRefund = await refund({ amountCents: 500, reason: 'Discount agreed', paymentId: bank._id });
    expect(bankRefund.status, bankRefund.text).toBe(200);

    const refunded = await historyOf(order._id);
    expect(refunded.payments).toHaveLength(4);
    // (The receipt link is signed anew at each answer; its expiry may move on at midnight.)
    const withoutLink = ({ receiptUrl, ...line }: OrderPayments['payments'][number]) => ({
      ...line,
      receipt: receiptUrl !== null,
    });
    expect(refunded.payments.slice(0, 2).map(withoutLink)).toEqual(paid.payments.map(withoutLink));
    expect(refunded.payments.slice(2)).toEqual([
      {
        _id: expect.any(String),
        kind: 'refund',
        amountCents: -1000,
        method: 'card',
        online: true,
        paidAt: expect.any(String),
        reason: 'Two patches were missing',
        refundOf: card._id,
        receiptUrl: null,
      },
      {
        _id: expect.any(String),
        kind: 'refund',
        amountCents: -500,
        method: 'bank-transfer',
        online: false,
        paidAt: expect.any(String),
        reason: 'Discount agreed',
        refundOf: bank._id,
        receiptUrl: null,
      },
    ]);
    expect(refunded.paidCents).toBe(8000);
    // What the lines add up to is what the order answer says is paid.
    expect((await clientOrder(order._id)).price).toMatchObject({ paidCents: 8000, balanceCents: 7000 });

    // Staff's ledger carries the card payment's receipt (and only it).
    const detail = (
      await t.request<StaffOrderDetail>(`/api/v1/staff/orders/${order._id}`, { token: staff.token })
    ).body;
    expect(detail.payments.map((p) => [p.amountCents, p.receiptUrl !== null])).toEqual([
      [7500, true],
      [2000, false],
      [-1000, false],
      [-500, false],
    ]);
    const staffReceipt = await fetch(detail.payments[0].receiptUrl!);
    expect(staffReceipt.status).toBe(200);
    expect(staffReceipt.headers.get('content-disposition')).toContain(`receipt-${order.number}-1.pdf`);
  });

  it('is the client’s own: another client’s order or an unknown one is 404, staff 403, no one 401', async () => {
    const order = await placeOrder(t, ana.token, 'digitizing');
    const theirs = await history(order._id, bo.token);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe((await history('01900000-0000-7000-8000-000000000000')).body.message);
    expect((await history('not-an-order')).status).toBe(404);
    expect((await history(order._id, staff.token)).status).toBe(403);
    expect((await t.request(`/api/v1/order/${order._id}/payments`)).status).toBe(401);
  });
});
