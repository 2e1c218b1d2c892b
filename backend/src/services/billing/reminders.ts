import type { Knex } from 'knex';
import {
  formatCents,
  formatDate,
  formatOrderNumber,
  priceSummary,
  type OrderStatus,
  type ServiceKey,
} from '@stitchdesk/shared';
import { notify } from '../notifications/notifications.ts';
import { queueOrderMail } from '../notifications/order-mail.ts';
import { recordOrderEvent } from '../orders/order-rows.ts';
import { shopSettingsOf } from '../settings/shop-settings.ts';

/*
 * Payment reminders (issue 35): an order still owing gets a reminder (bell and e-mail) on each of the
 * settings' reminder days after its invoice, once per day per order, never once it is paid or
 * cancelled. The invoice date is `orders.invoiced_at`, when the order was first priced (migration
 * 0211). The job runs hourly; should it miss a day (the workers were down), the latest day reached
 * is sent late, once, and the earlier ones are skipped: a client gets one reminder, not a pile. A day
 * more than REMINDER_LATE_DAYS in the past is not sent at all (orders that were unpaid long before
 * reminders existed are not all reminded at once).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** How late a reminder day may still be sent. */
export const REMINDER_LATE_DAYS = 7;

export function paymentReminderMessage(
  number: number,
  title: string,
  balanceCents: number,
  invoicedAt: Date,
): string {
  return (
    `Reminder: ${formatCents(balanceCents)} is still owed on order ${formatOrderNumber(number)} (${title}), ` +
    `invoiced on ${formatDate(invoicedAt, 'UTC')}. You can pay it from the order page`
  );
}

interface OwingOrder {
  id: string;
  user_id: string;
  number: number;
  title: string;
  status: OrderStatus;
  service_type: ServiceKey;
  price_cents: number;
  paid_cents: number;
  invoiced_at: Date;
}

const OWING_COLUMNS = [
  'id',
  'user_id',
  'number',
  'title',
  'status',
  'service_type',
  'price_cents',
  'paid_cents',
  'invoiced_at',
] as const;

/** The reminder day an order invoiced at `invoicedAt` is due at `now`, or null: the latest day reached, not too late. */
export function reminderDayDue(days: readonly number[], invoicedAt: Date, now: Date): number | null {
  const reached = days.filter((day) => invoicedAt.getTime() + day * DAY_MS <= now.getTime());
  if (reached.length === 0) return null;
  const day = Math.max(...reached);
  const lateMs = now.getTime() - (invoicedAt.getTime() + day * DAY_MS);
  return lateMs <= REMINDER_LATE_DAYS * DAY_MS ? day : null;
}

/**
 * Sends the reminders due at `now` (the job passes the clock; tests pass theirs). Each order in a
 * transaction of its own, its row locked so a payment recorded meanwhile is seen; the reminder row's
 * primary key makes two runs at once send it once. Returns how many were sent.
 */
export async function sendPaymentReminders(db: Knex, now: Date = new Date()): Promise<number> {
  const days = (await shopSettingsOf(db)).reminderDays.filter((day) => day > 0);
  if (days.length === 0) return 0;
  const earliest = new Date(now.getTime() - (Math.max(...days) + REMINDER_LATE_DAYS) * DAY_MS);
  const latest = new Date(now.getTime() - Math.min(...days) * DAY_MS);
  const candidates = await db('orders')
    .select<{ id: string; invoiced_at: Date; last_day: number | null }[]>(
      'id',
      'invoiced_at',
      db.raw('(SELECT max(r.day) FROM payment_reminders r WHERE r.order_id = orders.id) AS last_day'),
    )
    .whereNotNull('invoiced_at')
    .whereNot('status', 'Cancelled')
    .where('invoiced_at', '>', earliest)
    .where('invoiced_at', '<=', latest)
    .whereNotNull('price_cents')
    .whereRaw('paid_cents < price_cents');
  let sent = 0;
  for (const candidate of candidates) {
    const day = reminderDayDue(days, candidate.invoiced_at, now);
    if (day === null || (candidate.last_day !== null && candidate.last_day >= day)) continue;
    if (await remind(db, candidate.id, day, now)) sent++;
  }
  return sent;
}

async function remind(db: Knex, orderId: string, day: number, now: Date): Promise<boolean> {
  return db.transaction(async (trx) => {
    const order = await trx<OwingOrder>('orders')
      .select(...OWING_COLUMNS)
      .where({ id: orderId })
      .forUpdate()
      .first();
    if (!order || order.status === 'Cancelled' || order.price_cents === null) return false;
    const { balanceCents } = priceSummary(order.service_type, order.price_cents, order.paid_cents);
    if (balanceCents <= 0) return false;
    const recorded = await trx('payment_reminders')
      .insert({ order_id: order.id, day, sent_at: now })
      .onConflict(['order_id', 'day'])
      .ignore()
      .returning('day');
    if (recorded.length === 0) return false;
    const message = paymentReminderMessage(order.number, order.title, balanceCents, order.invoiced_at);
    await recordOrderEvent(trx, {
      orderId: order.id,
      actorId: null,
      from: order.status,
      to: order.status,
      kind: 'payment',
      note: `Payment reminder sent, ${day} days after the invoice: ${formatCents(balanceCents)} owed`,
      clientMessage: message,
    });
    await notify(trx, [order.user_id], message, order.id);
    await queueOrderMail(trx, { userId: order.user_id, orderId: order.id, message });
    return true;
  });
}
