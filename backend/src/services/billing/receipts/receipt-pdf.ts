import {
  formatOrderNumber,
  PAYMENT_METHOD_LABELS,
  SERVICE_TITLES,
  type PaymentMethod,
  type ServiceKey,
} from '@stitchdesk/shared';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
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

/** Letter paper, in points, with the invoice's margins and inks. */
const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 56;
const INK = rgb(0.09, 0.11, 0.16);
const MUTED = rgb(0.4, 0.44, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);
const PAID = rgb(0.02, 0.47, 0.34);

/** The standard fonts write only WinAnsi characters: anything else a client typed becomes "?". */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/[\r\n\t]+/g, ' ')]
    .map((char) => (known.has(char.codePointAt(0) ?? -1) ? char : '?'))
    .join('');
}

/** `text` in lines no wider than `width`, broken at spaces (a longer word is cut). */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, text).split(/\s+/).filter(Boolean)) {
    let piece = word;
    while (font.widthOfTextAtSize(piece, size) > width) {
      let cut = piece.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(piece.slice(0, cut), size) > width) cut--;
      if (line) lines.push(line);
      lines.push(piece.slice(0, cut));
      line = '';
      piece = piece.slice(cut);
    }
    const candidate = line ? `${line} ${piece}` : piece;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = piece;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes one page down from the top (a receipt is short: its one long text, the title, is capped). */
class ReceiptPage {
  y = PAGE.height - MARGIN;
  readonly page: PDFPage;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  constructor(page: PDFPage, regular: PDFFont, bold: PDFFont) {
    this.page = page;
    this.regular = regular;
    this.bold = bold;
  }

  text(text: string, { size = 10, bold = false, color = INK, maxLines = 6 } = {}) {
    const font = bold ? this.bold : this.regular;
    for (const line of wrap(font, size, text, PAGE.width - 2 * MARGIN).slice(0, maxLines)) {
      this.y -= size * 1.4;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color });
    }
  }

  /** A label on the left and a value against the right margin. */
  row(label: string, value: string, { bold = false, size = 10, color = INK } = {}) {
    const font = bold ? this.bold : this.regular;
    const text = printable(font, value);
    const valueWidth = font.widthOfTextAtSize(text, size);
    const right = PAGE.width - MARGIN;
    const labelLines = wrap(font, size, label, right - MARGIN - valueWidth - 24).slice(0, 3);
    this.y -= size * 1.5;
    this.page.drawText(text, { x: right - valueWidth, y: this.y, size, font, color });
    labelLines.forEach((line, index) => {
      if (index > 0) this.y -= size * 1.4;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: INK });
    });
  }

  rule(gap = 10) {
    this.y -= gap;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.75,
      color: RULE,
    });
  }

  space(points: number) {
    this.y -= points;
  }
}

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
  const w = new ReceiptPage(
    doc.addPage([PAGE.width, PAGE.height]),
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
  w.row(
    `Payment for order ${number} — ${SERVICE_TITLES[order.service]}: ${order.title}`,
    money(payment.amountCents),
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
