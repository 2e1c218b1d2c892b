import {
  addressLines,
  formatDate,
  formatOrderNumber,
  SERVICE_TITLES,
  type Address,
  type ServiceKey,
} from '@stitchdesk/shared';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { INK, MARGIN, MUTED, PAGE, printable, RULE } from '../../lib/pdf/page-writer.ts';

export interface PackingSlipInput {
  business: { name: string; address: string[] };
  order: { number: number; title: string; service: ServiceKey; placedAt: Date };
  shipTo: Address;
  /** What is in the parcel, a line each ("50 × Iron-on patch, 3 × 3 in"), with its quantity. */
  contents: { description: string; quantity: number }[];
  printedAt: Date;
}

/** `text` cut to `width` with an ellipsis: a slip line never runs off the page. */
function fitted(font: PDFFont, size: number, text: string, width: number): string {
  let line = printable(font, text);
  if (font.widthOfTextAtSize(line, size) <= width) return line;
  while (line.length > 1 && font.widthOfTextAtSize(`${line}...`, size) > width) line = line.slice(0, -1);
  return `${line}...`;
}

/**
 * The packing slip of a goods order: who it is from, where it goes (large, for the parcel's label
 * window), the order's number and what is in the parcel. No prices: it travels with the goods.
 */
export async function buildPackingSlipPdf(input: PackingSlipInput): Promise<Uint8Array> {
  const { business, order, shipTo, contents, printedAt } = input;
  const number = formatOrderNumber(order.number);
  const doc = await PDFDocument.create();
  doc.setTitle(`Packing slip ${number} — ${business.name}`);
  doc.setAuthor(business.name);
  doc.setCreationDate(printedAt);
  doc.setModificationDate(printedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const width = PAGE.width - 2 * MARGIN;

  const line = (text: string, { size = 10, strong = false, color = INK, x = MARGIN } = {}) => {
    if (y - size * 1.5 < MARGIN) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    }
    y -= size * 1.45;
    const font = strong ? bold : regular;
    page.drawText(fitted(font, size, text, width - (x - MARGIN)), { x, y, size, font, color });
  };
  const rule = () => {
    y -= 8;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness: 0.75,
      color: RULE,
    });
  };

  line(business.name, { size: 18, strong: true });
  for (const text of business.address) line(text, { color: MUTED });
  y -= 14;
  line(`Packing slip for order ${number}`, { size: 14, strong: true });
  line(`${SERVICE_TITLES[order.service]}: ${order.title}`);
  line(`Order placed: ${formatDate(order.placedAt, 'UTC')} · Printed: ${formatDate(printedAt, 'UTC')}`, {
    color: MUTED,
  });

  y -= 16;
  line('Ship to', { strong: true, color: MUTED });
  addressLines(shipTo).forEach((text, index) => line(text, { size: 14, strong: index === 0 }));

  y -= 18;
  line('Contents', { strong: true });
  rule();
  for (const item of contents) {
    line(item.description);
    const quantity = `Qty ${item.quantity}`;
    const qtyWidth = bold.widthOfTextAtSize(quantity, 10);
    page.drawText(quantity, { x: PAGE.width - MARGIN - qtyWidth, y, size: 10, font: bold, color: INK });
  }
  rule();
  const total = contents.reduce((sum, item) => sum + item.quantity, 0);
  line(`${total} ${total === 1 ? 'piece' : 'pieces'} in all`, { strong: true });
  y -= 18;
  line(`Questions about this parcel? Quote order ${number}.`, { color: MUTED });
  return doc.save();
}
