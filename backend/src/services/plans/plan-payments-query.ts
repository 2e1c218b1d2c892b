import type { Knex } from 'knex';
import type { PlanPaymentLine } from '../../db/rows.ts';

export type { PlanPaymentLine };

/** Most plan payments the Plans page lists (eight years of one plan's months). */
export const PLAN_PAYMENTS_LIMIT = 100;

/**
 * What the client's plans were charged, newest first: each paid invoice (plan_payments) and each
 * second subscription that was cancelled and refunded (plan_duplicates), so the client sees that
 * charge and that it went back.
 */
export async function planPaymentsOf(db: Knex, clientId: string): Promise<PlanPaymentLine[]> {
  const [paid, duplicates] = await Promise.all([
    db('plan_payments')
      .where({ client_id: clientId })
      .orderBy([
        { column: 'paid_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(PLAN_PAYMENTS_LIMIT)
      .select(
        'service',
        'plan',
        'amount_cents',
        'currency',
        'paid_at',
        'period_start',
        'period_end',
        'receipt_url',
      ),
    db('plan_duplicates')
      .where({ client_id: clientId })
      .where('amount_cents', '>', 0)
      .orderBy('created_at', 'desc')
      .limit(PLAN_PAYMENTS_LIMIT)
      .select('service', 'plan', 'amount_cents', 'currency', 'created_at'),
  ]);
  const lines: PlanPaymentLine[] = [
    ...paid.map((row) => ({
      service: row.service,
      plan: row.plan,
      amountCents: row.amount_cents,
      currency: row.currency,
      paidAt: row.paid_at,
      period: { start: row.period_start, end: row.period_end },
      receiptUrl: row.receipt_url,
      refunded: false,
    })),
    ...duplicates.map((row) => ({
      service: row.service,
      plan: row.plan,
      amountCents: row.amount_cents,
      currency: row.currency,
      paidAt: row.created_at,
      period: null,
      receiptUrl: null,
      refunded: true,
    })),
  ];
  return lines.sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime()).slice(0, PLAN_PAYMENTS_LIMIT);
}
