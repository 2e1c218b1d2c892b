import { priceSummary, SERVICE_LABELS, type Statement } from '@stitchdesk/shared';
import type { FileUrl, StatementPaymentRow, StatementRows } from '../db/rows.ts';

export interface StatementLinks {
  invoice: FileUrl['invoice'];
  receipt: (payment: Pick<StatementPaymentRow, 'id' | 'number' | 'sequence'>) => string;
}

/** GET /user/statement: what the client owes, order by order, in the settings' currency, and what they paid. */
export function presentStatement(rows: StatementRows, links: StatementLinks): Statement {
  const orders = rows.orders.map((order) => {
    const summary = priceSummary(order.service_type, order.price_cents, order.paid_cents);
    return {
      orderId: order.id,
      number: order.number,
      title: order.title,
      status: order.status,
      amountCents: order.price_cents,
      paidCents: order.paid_cents,
      balanceCents: summary.balanceCents,
      depositDueCents: summary.depositDueCents,
      invoiceUrl: links.invoice(order),
      serviceType: SERVICE_LABELS[order.service_type],
    };
  });
  return {
    currency: rows.currency,
    outstandingCents: orders.reduce((sum, order) => sum + order.balanceCents, 0),
    orders,
    payments: rows.payments.map((payment) => ({
      orderId: payment.order_id,
      number: payment.number,
      amountCents: payment.amount_cents,
      method: payment.method,
      paidAt: payment.paid_at.toISOString(),
      receiptUrl: links.receipt({ id: payment.id, number: payment.number, sequence: payment.sequence }),
    })),
  };
}
