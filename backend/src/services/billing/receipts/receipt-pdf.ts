import {
  formatOrderNumber,
  PAYMENT_METHOD_LABELS,
  SERVICE_TITLES,
  type PaymentMethod,
  type ServiceKey,
} from '@stitchdesk/shared';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { MUTED, PageWriter } from '../../../lib/pdf/page-writer.ts';
import { invoiceDate, moneyIn } from '../invoice-pdf.ts';

export interface ReceiptInput {
  business: { name: string; address: readonly string[]; currency: string };
  /** "1042-2": the order's number and the payment's place in its ledger. */
  receiptNumber: string;
  payment: { amountCents: number; method: PaymentMethod; paidAt: Date; online: boolean };
  order: {
    number: number;
    title: string;
    service: ServiceKey;
    /** Null while staff have not set it (a payment before a price cannot happen, but the type allows it). */
    priceCents: number | null;
    /** Received once this payment was in. */
    paidToDateCents: number;
  };
  client: { username: string; email: string };
  issuedAt: Date;
}

/** The receipt's green for the amount received. */
const PAID = rgb(0.02, 0.47, 0.34);

/**
 * The receipt of one payment: who received it and from whom, for which order, how much and how, and
 * where the order stands after it. Laid out as the invoice is (services/billing/invoice-pdf.ts), in
 * the shop settings' name, address and currency.
 */
export async function buildReceiptPdf(input: ReceiptInput): Promise<Uint8Array> {
  const { business, payment, order, client, issuedAt } = input;
  const money = moneyIn(business.currency);
  const number = formatOrderNumber(order.number);
  const doc = await PDFDocument.create();
  doc.setTitle(`Receipt ${input.receiptNumber} — ${business.name}`);
  doc.setAuthor(business.name);
  doc.setCreationDate(issuedAt);
  doc.setModificationDate(issuedAt);
  const w = new PageWriter(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );

  w.text(business.name, { size: 18, bold: true });
  for (const line of business.address) w.text(line, { color: MUTED });
  w.space(14);
  w.text('Payment receipt', { size: 14, bold: true });
  w.text(`Receipt number: ${input.receiptNumber}`);
  w.text(`Date paid: ${invoiceDate(payment.paidAt)}`);
  w.space(10);
  w.text('Received from', { bold: true });
  w.text(client.username);
  w.text(client.email, { color: MUTED });

  w.space(14);
  w.row('Description', 'Amount', { bold: true });
  w.rule(6);
  // The client's title is the one long text: capped, so a receipt stays one page.
  w.row(
    `Payment for order ${number} — ${SERVICE_TITLES[order.service]}: ${order.title}`,
    money(payment.amountCents),
    { maxLabelLines: 3 },
  );
  w.row(
    'Paid by',
    payment.online
      ? `${PAYMENT_METHOD_LABELS[payment.method]} (online)`
      : PAYMENT_METHOD_LABELS[payment.method],
  );
  w.rule(8);
  w.row('Amount received', money(payment.amountCents), { bold: true, size: 12, color: PAID });
  if (order.priceCents !== null) {
    const balance = Math.max(0, order.priceCents - order.paidToDateCents);
    w.space(8);
    w.row('Order total', money(order.priceCents));
    w.row('Paid to date', money(order.paidToDateCents));
    w.row(
      balance > 0 ? 'Balance after this payment' : 'Balance after this payment (paid in full)',
      money(balance),
      {
        bold: true,
      },
    );
  }

  w.space(22);
  w.text('Thank you for your payment.', { bold: true });
  w.text(`Please quote order ${number} in any question about it. Issued ${invoiceDate(issuedAt)}.`, {
    color: MUTED,
  });

  return doc.save();
}
