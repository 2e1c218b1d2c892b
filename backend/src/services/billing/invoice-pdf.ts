import {
  addressLines,
  DEPOSIT_PERCENT,
  depositCents,
  formatDate,
  formatOrderNumber,
  PAYMENT_METHOD_LABELS,
  SERVICE_TITLES,
  taxLineLabel,
  type Address,
  type PaymentMethod,
  type ServiceKey,
  type ShopSettings,
} from '@stitchdesk/shared';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { MUTED, PageWriter } from '../../lib/pdf/page-writer.ts';

export interface InvoiceInput {
  /** The shop's settings: who the invoice is from, its tax ID, currency and payment words. */
  shop: Pick<
    ShopSettings,
    | 'businessName'
    | 'address'
    | 'contactEmail'
    | 'contactPhone'
    | 'taxId'
    | 'currency'
    | 'paymentInstructions'
  >;
  order: {
    number: number;
    title: string;
    service: ServiceKey;
    placedAt: Date;
    /** When the order was first priced (orders.invoiced_at); the reminders count from it too. */
    invoicedAt: Date | null;
    /** The price in parts (db/price-parts.ts): the work, the Super Rush fee, subtotal, tax, total. */
    price: {
      workCents: number;
      superRushFeeCents: number;
      subtotalCents: number;
      taxCents: number;
      amountCents: number;
      taxRatePercent: number;
      taxLabel: string | null;
    };
    paidCents: number;
    /** Where goods go (patches, apparel); null for files or while not given. */
    shipTo: Address | null;
  };
  client: { username: string; email: string; billingAddress: Address | null };
  payments: { paidAt: Date; method: PaymentMethod; amountCents: number }[];
  /** Card payments are on: the order page, where the client pays; else the settings' instructions. */
  payOnlineUrl: string | null;
}

/** "INV-1042": the invoice is numbered by its order, so one order has one invoice number. */
export function invoiceNumber(orderNumber: number): string {
  return `INV-${orderNumber}`;
}

/**
 * The invoice's dates. It is issued on the day the order was first priced (orders.invoiced_at, from
 * which the payment reminders count; the placement day for an order without it), so every copy,
 * whenever downloaded, carries the same date; and it is due on receipt: digitizing and vector files
 * are paid before they are released, patches and apparel pay their deposit before production.
 */
export function invoiceDates(order: { placedAt: Date; invoicedAt: Date | null }): {
  issuedAt: Date;
  dueAt: Date;
} {
  const issuedAt = order.invoicedAt ?? order.placedAt;
  return { issuedAt, dueAt: issuedAt };
}

/** A day as the app writes it: "Nov 26, 2026" (the shared formatter; the server's days are UTC). */
export function invoiceDate(date: Date): string {
  return formatDate(date, 'UTC');
}

/** Cents in the business's currency, as that currency is written: "$75.00", "€75.00", "¥7,500". */
export function moneyIn(currency: string): (cents: number) => string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  return (cents) => format.format(cents / 100);
}

/**
 * The invoice of a priced order: its number and dates, who it is from (the shop's settings, with
 * its tax ID) and for (bill-to, and ship-to for goods), the order's line, its Super Rush fee, the
 * subtotal, tax at the rate and label it was priced at (when above 0), total, deposit, paid and
 * balance, the payments received, and how to pay. Amounts in the shop's currency.
 */
export async function buildInvoicePdf(input: InvoiceInput): Promise<Uint8Array> {
  const { shop, order, client, payments, payOnlineUrl } = input;
  const money = moneyIn(shop.currency);
  const number = formatOrderNumber(order.number);
  const invoiceNo = invoiceNumber(order.number);
  const { issuedAt, dueAt } = invoiceDates(order);
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${invoiceNo} — ${shop.businessName}`);
  doc.setAuthor(shop.businessName);
  doc.setCreationDate(issuedAt);
  doc.setModificationDate(issuedAt);
  const w = new PageWriter(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );

  w.text(shop.businessName, { size: 18, bold: true });
  for (const line of shop.address) w.text(line, { color: MUTED });
  for (const line of [shop.contactEmail, shop.contactPhone]) if (line) w.text(line, { color: MUTED });
  if (shop.taxId) w.text(`Tax ID: ${shop.taxId}`, { color: MUTED });
  w.space(14);
  w.text(`Invoice ${invoiceNo}`, { size: 14, bold: true });
  w.text(`Invoice for order ${number}`);
  w.text(`Invoice date: ${invoiceDate(issuedAt)}`);
  w.text(`Due date: ${invoiceDate(dueAt)} (due on receipt)`);
  w.text(`Order placed: ${invoiceDate(order.placedAt)}`);
  w.space(10);
  w.text('Bill to', { bold: true });
  w.text(client.username);
  w.text(client.email, { color: MUTED });
  if (client.billingAddress)
    for (const line of addressLines(client.billingAddress)) w.text(line, { color: MUTED });
  if (order.shipTo) {
    w.space(8);
    w.text('Ship to', { bold: true });
    for (const line of addressLines(order.shipTo)) w.text(line, { color: MUTED });
  }

  w.space(14);
  w.row('Description', 'Amount', { bold: true });
  w.rule(6);
  const { price } = order;
  w.row(`${SERVICE_TITLES[order.service]}: ${order.title}`, money(price.workCents));
  if (price.superRushFeeCents > 0) w.row('Super Rush', money(price.superRushFeeCents));
  w.rule(8);
  w.row('Subtotal', money(price.subtotalCents));
  if (price.taxRatePercent > 0)
    w.row(taxLineLabel(price.taxLabel, price.taxRatePercent), money(price.taxCents));
  const balance = Math.max(0, price.amountCents - order.paidCents);
  const deposit = depositCents(order.service, price.amountCents);
  w.row('Total', money(price.amountCents), { bold: true });
  if (deposit > 0) w.row(`Deposit before production (${DEPOSIT_PERCENT}%)`, money(deposit));
  w.row('Paid', money(order.paidCents));
  w.row(balance > 0 ? 'Balance due' : 'Balance due (paid in full)', money(balance), { bold: true, size: 12 });

  w.space(18);
  w.text('Payments received', { bold: true });
  if (payments.length === 0) w.text('None yet.', { color: MUTED });
  for (const payment of payments) {
    w.row(
      `${invoiceDate(payment.paidAt)} · ${PAYMENT_METHOD_LABELS[payment.method]}`,
      money(payment.amountCents),
    );
  }

  w.space(18);
  w.text('How to pay', { bold: true });
  if (payOnlineUrl) {
    w.text(`Pay by card on your order page: ${payOnlineUrl}`);
  } else if (shop.paymentInstructions) {
    w.text(shop.paymentInstructions);
  }
  w.text(`Please quote ${invoiceNo} (order ${number}) with your payment.`, { color: MUTED });

  return doc.save();
}
