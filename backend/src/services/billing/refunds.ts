import type { Knex } from 'knex';
import {
  PAYMENT_METHOD_LABELS,
  allocateRefund,
  formatCents,
  formatOrderNumber,
  refundableByPayment,
  type PaymentMethod,
} from '@stitchdesk/shared';
import type { Config } from '../../config.ts';
import type { OrderRow } from '../../db/rows.ts';
import { conflict, notFound } from '../../errors.ts';
import { lockVisibleOrder } from '../orders/visible.ts';
import type { StaffViewer } from '../orders/viewer.ts';
import type { OrderChange } from '../production/transitions.ts';
import { recordStep } from '../production/step.ts';
import { emitWebhookEvent, orderRef } from '../webhooks/events.ts';
import { stripeClientOf } from './stripe/client.ts';
import { refundThroughStripe } from './stripe/refund-payment.ts';

/*
 * Refunds: money given back is a new, negative line of the payments ledger naming the payment it
 * returns (migration 0210), never an edit. A card payment goes back through Stripe; any other is
 * recorded as a manual refund (staff gave the money back themselves). Which payment: the one staff
 * name, or else the newest first, across several when one cannot give back the whole amount.
 */

export const NO_SUCH_PAYMENT = 'This order has no such payment.';
export const CARD_REFUNDS_OFF =
  'Card payments are not set up, so a card payment cannot be refunded through Stripe from here.';

export function refundTooLargeMessage(amountCents: number, refundableCents: number): string {
  if (refundableCents === 0) return 'Nothing paid on this order is left to refund.';
  return `Only ${formatCents(refundableCents)} is paid and not yet refunded, less than the ${formatCents(amountCents)} asked.`;
}

export function refundNote(
  amountCents: number,
  reason: string,
  method: PaymentMethod,
  provider: string,
): string {
  const how = provider === 'stripe' ? 'card, through Stripe' : PAYMENT_METHOD_LABELS[method];
  return `Refunded ${formatCents(amountCents)} — ${reason} (${how})`;
}

export function refundedMessage(
  number: number,
  amountCents: number,
  reason: string,
  balanceCents: number,
): string {
  const balance = balanceCents > 0 ? `the balance is ${formatCents(balanceCents)}` : 'nothing is owed on it';
  return `We refunded ${formatCents(amountCents)} on order ${formatOrderNumber(number)} — ${reason}: ${balance}`;
}

/** One line of money given back, as the ledger keeps it (the amount positive here, stored negative). */
export interface RefundEntry {
  /** The line's id when it had to be known before (the Stripe call's idempotency key). */
  id?: string;
  refundOf: { id: string; method: PaymentMethod };
  amountCents: number;
  provider: string;
  providerRef: string | null;
  refundedAt: Date;
}

/**
 * The one way money leaves the ledger, on the order row the caller locked: appends the refund lines,
 * keeps orders.paid_cents their sum, and records the step (history, the client's bell and e-mail) and
 * the `payment.refunded` webhook event. The caller has checked each line fits its payment.
 */
export async function appendRefund(
  trx: Knex.Transaction,
  order: OrderRow,
  entries: readonly RefundEntry[],
  context: { reason: string; recordedBy: string | null },
): Promise<{ order: OrderRow; message: string }> {
  const totalCents = entries.reduce((sum, entry) => sum + entry.amountCents, 0);
  await trx('payments').insert(
    entries.map((entry) => ({
      ...(entry.id ? { id: entry.id } : {}),
      order_id: order.id,
      amount_cents: -entry.amountCents,
      method: entry.refundOf.method,
      reference: context.reason,
      paid_at: entry.refundedAt,
      recorded_by: context.recordedBy,
      provider: entry.provider,
      provider_ref: entry.providerRef,
      refund_of: entry.refundOf.id,
    })),
  );
  const paid = order.paid_cents - totalCents;
  const balance = order.price_cents === null ? 0 : Math.max(0, order.price_cents - paid);
  const message = refundedMessage(order.number, totalCents, context.reason, balance);
  const notes = entries.map((entry) =>
    refundNote(entry.amountCents, context.reason, entry.refundOf.method, entry.provider),
  );
  const updated = await recordStep(trx, {
    order,
    actorId: context.recordedBy,
    kind: 'payment',
    note: notes.join('; '),
    clientMessage: message,
    updates: { paid_cents: paid },
  });
  await emitWebhookEvent(trx, order.user_id, 'payment.refunded', {
    ...orderRef(updated),
    amountCents: totalCents,
    reason: context.reason,
    paidCents: paid,
    priceCents: order.price_cents,
    refundedAt: new Date().toISOString(),
  });
  return { order: updated, message };
}

interface LedgerRow {
  id: string;
  amount_cents: number;
  refund_of: string | null;
  method: PaymentMethod;
  provider: string;
  provider_ref: string | null;
}

/** The order's ledger, newest first (the refund order when staff name no payment). */
export async function ledgerOf(trx: Knex.Transaction, orderId: string): Promise<LedgerRow[]> {
  return trx('payments')
    .where({ order_id: orderId })
    .select('id', 'amount_cents', 'refund_of', 'method', 'provider', 'provider_ref')
    .orderBy([
      { column: 'paid_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
}

/** Each payment of a ledger with what it can still give back, in the ledger's order. */
export function refundablePayments(
  ledger: readonly LedgerRow[],
): (LedgerRow & { refundableCents: number })[] {
  const left = refundableByPayment(
    ledger.map((row) => ({ id: row.id, amountCents: row.amount_cents, refundOf: row.refund_of })),
  );
  return ledger
    .filter((row) => row.refund_of === null)
    .map((row) => ({ ...row, refundableCents: left.get(row.id) ?? 0 }));
}

/**
 * POST /staff/orders/:id/refunds: gives `amountCents` back (409 beyond what is paid and not yet
 * refunded). Card payments are refunded through Stripe while the order stays locked, so two refunds
 * at once cannot both fit; should this transaction then fail, Stripe's `charge.refunded` records the
 * refund its metadata names.
 */
export async function refundOrder(
  db: Knex,
  config: Config,
  viewer: StaffViewer,
  input: { orderId: string; amountCents: number; reason: string; paymentId?: string },
): Promise<OrderChange> {
  return db.transaction(async (trx) => {
    const order = await lockVisibleOrder(trx, viewer, input.orderId);
    let payments = refundablePayments(await ledgerOf(trx, order.id));
    if (input.paymentId) {
      payments = payments.filter((payment) => payment.id === input.paymentId);
      if (payments.length === 0) throw notFound(NO_SUCH_PAYMENT);
    }
    const slices = allocateRefund(payments, input.amountCents);
    if (!slices) {
      const available = payments.reduce((sum, payment) => sum + payment.refundableCents, 0);
      throw conflict(refundTooLargeMessage(input.amountCents, available));
    }
    const byId = new Map(payments.map((payment) => [payment.id, payment]));
    const stripe = stripeClientOf(config);
    const entries: RefundEntry[] = [];
    for (const slice of slices) {
      const payment = byId.get(slice.paymentId)!;
      const refundOf = { id: payment.id, method: payment.method };
      if (payment.provider !== 'stripe') {
        entries.push({
          refundOf,
          amountCents: slice.amountCents,
          provider: 'manual',
          providerRef: null,
          refundedAt: new Date(),
        });
        continue;
      }
      if (!stripe) throw conflict(CARD_REFUNDS_OFF);
      const { rows } = await trx.raw<{ rows: { id: string }[] }>('SELECT uuidv7() AS id');
      const lineId = rows[0].id;
      const refundId = await refundThroughStripe(stripe, {
        lineId,
        paymentIntent: payment.provider_ref!,
        amountCents: slice.amountCents,
        orderId: order.id,
        paymentId: payment.id,
        reason: input.reason,
      });
      entries.push({
        id: lineId,
        refundOf,
        amountCents: slice.amountCents,
        provider: 'stripe',
        providerRef: refundId,
        refundedAt: new Date(),
      });
    }
    const { order: updated, message } = await appendRefund(trx, order, entries, {
      reason: input.reason,
      recordedBy: viewer.id,
    });
    return {
      order: updated,
      client: { id: order.user_id, username: order.client_username, email: order.client_email },
      message,
    };
  });
}
