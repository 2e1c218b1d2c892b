import type { OrderPayments } from '@stitchdesk/shared';
import type { PaymentRow } from '../db/rows.ts';

/** Writes a receipt's link: signed for whoever the answer is for (routes/file-links.ts). */
export type ReceiptLinker = (payment: { id: string; number: number; sequence: number }) => string;

/**
 * The receipt link of a ledger line of order `number`: a payment taken online has one (the receipt its
 * e-mail linked); money recorded by hand and refunds have none.
 */
export function receiptUrlOf(row: PaymentRow, number: number, receipt: ReceiptLinker): string | null {
  if (!row.online || row.refund_of !== null) return null;
  return receipt({ id: row.id, number, sequence: row.sequence });
}

/**
 * GET /order/:orderId/payments: the order's ledger as its client reads it, oldest first. A refund is a
 * line of its own with its reason (staff write it for the client); a payment's reference is staff's
 * note (a till, a cheque number) and stays with staff.
 */
export function presentOrderPayments(
  rows: { order: { number: number }; currency: string; payments: readonly PaymentRow[] },
  receipt: ReceiptLinker,
): OrderPayments {
  return {
    currency: rows.currency,
    paidCents: rows.payments.reduce((sum, row) => sum + row.amount_cents, 0),
    payments: rows.payments.map((row) => {
      const refund = row.refund_of !== null;
      return {
        _id: row.id,
        kind: refund ? 'refund' : 'payment',
        amountCents: row.amount_cents,
        method: row.method,
        online: row.online,
        paidAt: row.paid_at.toISOString(),
        reason: refund ? row.reference : null,
        refundOf: row.refund_of,
        receiptUrl: receiptUrlOf(row, rows.order.number, receipt),
      };
    }),
  };
}
