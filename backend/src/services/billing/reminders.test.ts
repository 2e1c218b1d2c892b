import { describe, expect, it, vi } from 'vitest';
import { bellMessages } from '../../test/bell.ts';
import { useTestContext, useUser } from '../../test/context.ts';
import { queuedJobs } from '../../test/jobs.ts';
import { placeOrder, postJson } from '../../test/staff.ts';
import { addJob } from '../../queue/add-job.ts';
import { paymentReminderMessage, reminderDayDue, sendPaymentReminders } from './reminders.ts';

const DAY = 24 * 60 * 60 * 1000;
const INVOICED = new Date('2026-11-02T10:00:00Z');
const at = (days: number, hours = 0) => new Date(INVOICED.getTime() + days * DAY + hours * 60 * 60 * 1000);

describe('reminderDayDue', () => {
  it('is the latest reminder day reached, while it is at most a week late', () => {
    expect(reminderDayDue([3, 7], INVOICED, at(2, 23))).toBeNull();
    expect(reminderDayDue([3, 7], INVOICED, at(3))).toBe(3);
    expect(reminderDayDue([3, 7], INVOICED, at(6))).toBe(3);
    expect(reminderDayDue([3, 7], INVOICED, at(7))).toBe(7);
    expect(reminderDayDue([3, 7], INVOICED, at(14))).toBe(7);
    expect(reminderDayDue([3, 7], INVOICED, at(14, 1))).toBeNull();
  });
});

/** The reminder job's service on a clock the test moves (no workers: the mail jobs stay queued to be counted). */
describe('sendPaymentReminders', () => {
  const t = useTestContext();
  const client = useUser(t, { role: 'client', username: 'Ana' });
  const staff = useUser(t, { role: 'employee', username: 'Sam Staff' });

  /** A patch order ($150.00, nothing paid) invoiced at INVOICED. */
  async function invoicedOrder() {
    const order = await placeOrder(t, client.token, 'patches');
    await t.db('orders').where({ id: order._id }).update({ invoiced_at: INVOICED });
    return order;
  }
  const reminders = async (orderId: string) =>
    (await bellMessages(t, client.user.id, orderId)).filter((m) => m.startsWith('Reminder:'));
  // Other files' orders are long past their reminder days on these clocks; each test counts its own.
  const mails = (orderId: string) => queuedJobs(t.db, 'mail:order-update', 'orderId', orderId);

  it('reminds on day 3 and on day 7 after the invoice, once each, with the bell and an e-mail', async () => {
    const order = await invoicedOrder();
    const mailsBefore = await mails(order._id);
    await sendPaymentReminders(t.db, at(2, 23));
    expect(await reminders(order._id)).toEqual([]);

    await sendPaymentReminders(t.db, at(3));
    await sendPaymentReminders(t.db, at(3, 1));
    await sendPaymentReminders(t.db, at(5));
    const message = paymentReminderMessage(order.number, order.patches.orderTitle, 15000, INVOICED);
    expect(message).toBe(
      `Reminder: $150.00 is still owed on order #${order.number} (${order.patches.orderTitle}), invoiced on Nov 2, 2026. You can pay it from the order page`,
    );
    expect(await reminders(order._id)).toEqual([message]);
    expect(await mails(order._id)).toBe(mailsBefore + 1);

    await Promise.all([sendPaymentReminders(t.db, at(7)), sendPaymentReminders(t.db, at(7))]);
    await sendPaymentReminders(t.db, at(9));
    expect(await reminders(order._id)).toEqual([message, message]);
    expect(await mails(order._id)).toBe(mailsBefore + 2);
    expect(
      await t.db('payment_reminders').where({ order_id: order._id }).orderBy('day').pluck('day'),
    ).toEqual([3, 7]);
    const history = await t.db('order_events').where({ order_id: order._id, kind: 'payment' }).pluck('note');
    expect(history).toEqual([
      'Payment reminder sent, 3 days after the invoice: $150.00 owed',
      'Payment reminder sent, 7 days after the invoice: $150.00 owed',
    ]);
  });

  it('says what is still owed after a part payment, and stops once the order is paid', async () => {
    const order = await invoicedOrder();
    const part = await postJson(t, `/staff/orders/${order._id}/payments`, staff.token, {
      amountCents: 10000,
      method: 'cash',
    });
    expect(part.status, part.text).toBe(200);
    await sendPaymentReminders(t.db, at(3));
    expect(await reminders(order._id)).toEqual([
      paymentReminderMessage(order.number, order.patches.orderTitle, 5000, INVOICED),
    ]);
    await postJson(t, `/staff/orders/${order._id}/payments`, staff.token, {
      amountCents: 5000,
      method: 'cash',
    });
    await sendPaymentReminders(t.db, at(7));
    expect(await reminders(order._id)).toHaveLength(1);
  });

  it('never reminds a cancelled order, and sends one late reminder rather than two', async () => {
    const cancelled = await invoicedOrder();
    await t.db('orders').where({ id: cancelled._id }).update({ status: 'Cancelled' });
    const late = await invoicedOrder();
    // The job did not run between day 3 and day 7: only day 7's reminder goes.
    await sendPaymentReminders(t.db, at(7, 2));
    expect(await reminders(cancelled._id)).toEqual([]);
    expect(await reminders(late._id)).toHaveLength(1);
    expect(await t.db('payment_reminders').where({ order_id: late._id }).pluck('day')).toEqual([7]);
    await sendPaymentReminders(t.db, at(8));
    expect(await reminders(late._id)).toHaveLength(1);
  });

  it('dates the invoice when the order is first priced: at placement, or when staff set a price', async () => {
    const listed = await placeOrder(t, client.token, 'patches');
    const placed = await t.db('orders').where({ id: listed._id }).first('created_at', 'invoiced_at');
    // The same moment to within a second: created_at comes from the placement, invoiced_at from the
    // trigger's clock in the same transaction, and the invoice is dated by the day.
    expect(Math.abs(placed.invoiced_at.getTime() - placed.created_at.getTime())).toBeLessThan(1000);

    const apparel = await placeOrder(t, client.token, 'customApparel');
    expect((await t.db('orders').where({ id: apparel._id }).first('invoiced_at')).invoiced_at).toBeNull();
    const priced = await postJson(t, `/staff/orders/${apparel._id}/price`, staff.token, {
      amountCents: 42000,
      reason: 'Quoted',
    });
    expect(priced.status, priced.text).toBe(200);
    const first = (await t.db('orders').where({ id: apparel._id }).first('invoiced_at')).invoiced_at as Date;
    expect(first).toBeInstanceOf(Date);
    await postJson(t, `/staff/orders/${apparel._id}/price`, staff.token, {
      amountCents: 40000,
      reason: 'Discount',
    });
    expect((await t.db('orders').where({ id: apparel._id }).first('invoiced_at')).invoiced_at).toEqual(first);
  });
});

/** The job itself, on the queue's real workers and the real clock. */
describe('billing:payment-reminders', () => {
  const t = useTestContext({ workers: true });
  const client = useUser(t, { role: 'client', username: 'Bo' });

  it('sends the reminders due now', async () => {
    const order = await placeOrder(t, client.token, 'patches');
    await t
      .db('orders')
      .where({ id: order._id })
      .update({ invoiced_at: new Date(Date.now() - 3 * DAY - 60_000) });
    await addJob(t.db, 'billing:payment-reminders', {});
    await vi.waitFor(
      async () =>
        expect(
          (await bellMessages(t, client.user.id, order._id)).filter((m) => m.startsWith('Reminder:')),
        ).toHaveLength(1),
      { timeout: 10_000 },
    );
  });
});
