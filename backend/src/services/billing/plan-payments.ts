import type { Knex } from 'knex';
import type { PlanName, PlanService } from '@stitchdesk/shared';

/**
 * A monthly plan's payment (a paid subscription invoice), kept beside the orders' ledger rather
 * than in it: it pays for no order, so it moves no order's balance (migration 0240). Keyed by the
 * invoice: an invoice delivered twice, or under two events, records once.
 */
export interface PlanPaymentEntry {
  clientId: string;
  service: PlanService;
  plan: PlanName;
  amountCents: number;
  currency: string;
  invoiceId: string;
  subscriptionId: string;
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date;
  /** The invoice's page at Stripe (its receipt), when Stripe gave one. */
  receiptUrl: string | null;
}

/** Records the payment; false when the invoice was already recorded (or nothing was paid). */
export async function recordPlanPayment(trx: Knex.Transaction, entry: PlanPaymentEntry): Promise<boolean> {
  if (entry.amountCents <= 0) return false;
  const client = await trx('users').first('id').where({ id: entry.clientId });
  if (!client) return false;
  const inserted = await trx('plan_payments')
    .insert({
      client_id: entry.clientId,
      service: entry.service,
      plan: entry.plan,
      amount_cents: entry.amountCents,
      currency: entry.currency.toUpperCase(),
      stripe_invoice_id: entry.invoiceId,
      stripe_subscription_id: entry.subscriptionId,
      period_start: entry.periodStart,
      period_end: entry.periodEnd,
      paid_at: entry.paidAt,
      receipt_url: entry.receiptUrl,
    })
    .onConflict('stripe_invoice_id')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}
