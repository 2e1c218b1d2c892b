import { priceSummary, SERVICE_LABELS, type Statement } from '@stitchdesk/shared';
import type { FileUrl, OutstandingOrderRow, StatementPaymentRow, StatementRows } from '../db/rows.ts';

export interface StatementLinks {
  invoice: FileUrl['invoice'];
  receipt: (payment: Pick<StatementPaymentRow, 'id' | 'number' | 'sequence'>) => string;
}

const summaryOf = (order: OutstandingOrderRow) =>
  priceSummary(order.service_type, order.price_cents, order.paid_cents);

/** What the client owes in all, and over how many orders: the statement's total, as staff see it. */
export function presentOwed(currency: string, orders: readonly OutstandingOrderRow[]) {
  return {
    currency,
    outstandingCents: orders.reduce((sum, order) => sum + summaryOf(order).balanceCents, 0),
    orders: orders.length,
  };
}

/** GET /user/statement: what the client owes, order by order, in the settings' currency, and what they paid. */
export function presentStatement(rows: StatementRows, links: StatementLinks): Statement {
  const orders = rows.orders.map((order) => {
    const summary = summaryOf(order);
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
    outstandingCents: presentOwed(rows.currency, rows.orders).outstandingCents,
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
