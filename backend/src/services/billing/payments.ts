import type { Knex } from 'knex';
import {
  PAYMENT_METHOD_LABELS,
  formatCents,
  formatDate,
  paymentDateProblem,
  priceSummary,
  type PaymentMethod,
} from '@stitchdesk/shared';
import { badRequest, conflict } from '../../errors.ts';
import type { OrderRow } from '../../db/rows.ts';
import { lockVisibleOrder } from '../orders/visible.ts';
import type { OrderChange } from '../production/transitions.ts';
import type { StaffViewer } from '../orders/viewer.ts';
import {
  ORDER_CANCELLED,
  PRICE_NOT_SET,
  overpaymentMessage,
  paymentRecordedMessage,
} from '../production/messages.ts';
import { recordStep } from '../production/step.ts';
import { emitWebhookEvent, orderRef } from '../webhooks/events.ts';
import { addJob } from '../../queue/add-job.ts';

/** The provider of a payment staff recorded by hand. */
export const MANUAL_PROVIDER = 'manual';

/** One entry of the ledger, as whoever took the money describes it. */
export interface PaymentEntry {
  amountCents: number;
  method: PaymentMethod;
  reference: string;
  paidAt: Date;
}

/**
 * Who took the money. Staff recording a payment by hand is 'manual' with no provider reference; a
 * payment provider added later passes its name and its own id of the charge (unique per provider
 * in the table, so a notification delivered twice records the payment once).
 */
export interface PaymentSource {
  provider: string;
  providerRef: string | null;
  /** The staff member who recorded it; null for a provider's own notification. */
  recordedBy: string | null;
}

/**
 * The one way money enters the ledger, whoever took it: within the caller's transaction and on the
 * order row it locked, so two payments cannot both fit one balance. Refuses (409) a cancelled order,
 * an order without a price, and more than the balance, and (400) a date earlier than a year before
 * the order was placed; appends the row (the table refuses updates),
 * keeps orders.paid_cents its sum, and records the step with the client's notification.
 */
export async function appendPayment(
  trx: Knex.Transaction,
  order: OrderRow,
  entry: PaymentEntry,
  source: PaymentSource,
): Promise<{ order: OrderRow; message: string; paymentId: string }> {
  const dateProblem = paymentDateProblem(entry.paidAt, order.created_at);
  if (dateProblem) throw badRequest(dateProblem, [{ path: 'paidAt', message: dateProblem }]);
  if (order.status === 'Cancelled') throw conflict(ORDER_CANCELLED);
  if (order.price_cents === null) throw conflict(PRICE_NOT_SET);
  const { balanceCents } = priceSummary(order.service_type, order.price_cents, order.paid_cents);
  if (entry.amountCents > balanceCents) throw conflict(overpaymentMessage(entry.amountCents, balanceCents));

  const [{ id: paymentId }] = await trx('payments')
    .insert({
      order_id: order.id,
      amount_cents: entry.amountCents,
      method: entry.method,
      reference: entry.reference,
      paid_at: entry.paidAt,
      recorded_by: source.recordedBy,
      provider: source.provider,
      provider_ref: source.providerRef,
    })
    .returning<{ id: string }[]>('id');
  // Money a provider took online is answered with a receipt (its e-mail carries the notification's
  // words); a payment staff recorded by hand gets the usual order e-mail.
  const online = source.provider !== MANUAL_PROVIDER;
  const paid = order.paid_cents + entry.amountCents;
  const message = paymentRecordedMessage(order.title, entry.amountCents, order.price_cents - paid);
  const reference = entry.reference ? ` (${entry.reference})` : '';
  const updated = await recordStep(trx, {
    order,
    actorId: source.recordedBy,
    kind: 'payment',
    note: `Payment of ${formatCents(entry.amountCents)} by ${PAYMENT_METHOD_LABELS[entry.method]}${reference}, paid ${formatDate(entry.paidAt, 'UTC')}`,
    clientMessage: message,
    updates: { paid_cents: paid },
    email: !online,
  });
  if (online) await addJob(trx, 'mail:payment-receipt', { paymentId, message });
  await emitWebhookEvent(trx, order.user_id, 'payment.recorded', {
    ...orderRef(updated),
    amountCents: entry.amountCents,
    paidCents: paid,
    priceCents: order.price_cents,
    recordedAt: new Date().toISOString(),
  });
  return { order: updated, message, paymentId };
}

/** POST /staff/orders/:id/payments: a payment staff received and record by hand. */
export async function recordManualPayment(
  db: Knex,
  viewer: StaffViewer,
  input: { orderId: string; amountCents: number; method: PaymentMethod; reference: string; paidAt?: string },
): Promise<OrderChange> {
  return db.transaction(async (trx) => {
    const order = await lockVisibleOrder(trx, viewer, input.orderId);
    const { order: updated, message } = await appendPayment(
      trx,
      order,
      {
        amountCents: input.amountCents,
        method: input.method,
        reference: input.reference,
        paidAt: input.paidAt ? new Date(input.paidAt) : new Date(),
      },
      { provider: MANUAL_PROVIDER, providerRef: null, recordedBy: viewer.id },
    );
    return {
      order: updated,
      client: { id: order.user_id, username: order.client_username, email: order.client_email },
      message,
    };
  });
}
