import type { PDFPage } from 'pdf-lib';
import type { Design } from '../model.ts';
import { DEFAULT_STITCHES_PER_MINUTE, type StitchSummary } from '../summary.ts';
import {
  colorOf,
  drawPreview,
  fit,
  formatMinutes,
  personDate,
  INK,
  MARGIN,
  MM_PER_INCH,
  MUTED,
  newSheetPdf,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  RULE,
  textWriter,
  type Fonts,
} from './parts.ts';

export interface ApprovalSheetInput {
  businessName: string;
  orderTitle: string;
  /** The order's number as people read it (printed "#1042"). */
  orderNumber: number;
  /** The design's name as the client knows it (e.g. the order's design name). */
  designName: string;
  fileName: string;
  summary: StitchSummary;
  design: Design;
  date: Date;
  /** The speed `summary.runMinutes` was computed at, printed beside it. */
  stitchesPerMinute?: number;
}

/** Writes the stops as rows of swatch, number, colour and stitches, in as many columns as fit. */
function drawStops(page: PDFPage, fonts: Fonts, summary: StitchSummary, top: number, bottom: number): void {
  const rowHeight = 15;
  const columnWidth = (PAGE_WIDTH - 2 * MARGIN) / 2;
  const rowsPerColumn = Math.max(1, Math.floor((top - bottom) / rowHeight));
  const capacity = rowsPerColumn * 2;
  // `colors` counts every stop, also those a bounded summary does not list.
  const total = Math.max(summary.colors, summary.stops.length);
  const shown = total > capacity ? summary.stops.slice(0, capacity - 1) : summary.stops;
  shown.forEach((stop, i) => {
    const x = MARGIN + Math.floor(i / rowsPerColumn) * columnWidth;
    const y = top - (i % rowsPerColumn) * rowHeight;
    page.drawRectangle({
      x,
      y: y - 3,
      width: 18,
      height: 11,
      color: colorOf(stop.hex),
      borderColor: MUTED,
      borderWidth: 0.5,
    });
    page.drawText(`Stop ${stop.index}`, { x: x + 26, y, size: 9.5, font: fonts.bold, color: INK });
    // The hex first: a long name is what gets shortened, never the code.
    const label = `${stop.hex}${stop.name ? ` ${stop.name}` : ''}`;
    page.drawText(fit(fonts.regular, label, 9.5, columnWidth - 170), {
      x: x + 76,
      y,
      size: 9.5,
      font: fonts.regular,
      color: INK,
    });
    const count = `${stop.stitches.toLocaleString('en-US')} stitches`;
    const width = fonts.regular.widthOfTextAtSize(count, 9.5);
    page.drawText(count, { x: x + columnWidth - 16 - width, y, size: 9.5, font: fonts.regular, color: INK });
  });
  if (shown.length < total) {
    const i = shown.length;
    page.drawText(`and ${(total - shown.length).toLocaleString('en-US')} more stops`, {
      x: MARGIN + Math.floor(i / rowsPerColumn) * columnWidth + 26,
      y: top - (i % rowsPerColumn) * rowHeight,
      size: 9.5,
      font: fonts.regular,
      color: MUTED,
    });
  }
}

const COLOR_SOURCE_NOTE: Record<StitchSummary['colorSource'], string> = {
  file: 'Thread colours as set in the file.',
  order: 'The file carries no thread colours: shown in the colours of the order.',
  default: 'The file carries no thread colours: shown in a default colour sequence.',
};

/** A one-page PDF for the client to approve a delivered stitch file. */
export async function approvalSheetPdf(input: ApprovalSheetInput): Promise<Uint8Array> {
  const { pdf, fonts } = await newSheetPdf(`Approval sheet: ${input.designName}`, input);
  const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const { summary } = input;
  const textWidth = PAGE_WIDTH - 2 * MARGIN;
  const text = textWriter(() => page, fonts, 10.5);

  let y = PAGE_HEIGHT - MARGIN - 14;
  text(input.businessName, MARGIN, y, 18, fonts.bold);
  const dateText = `Date: ${personDate(input.date)}`;
  text(
    dateText,
    PAGE_WIDTH - MARGIN - fonts.regular.widthOfTextAtSize(dateText, 10.5),
    y + 4,
    10.5,
    fonts.regular,
    MUTED,
  );
  y -= 24;
  text('Design approval sheet', MARGIN, y, 13, fonts.bold, MUTED);
  y -= 22;
  text(`Order: ${input.orderTitle} (#${input.orderNumber})`, MARGIN, y, 11);
  y -= 16;
  // The file's name only when it says something the design's name does not.
  const sameName = input.designName.trim().toLowerCase() === input.fileName.trim().toLowerCase();
  text(
    sameName ? `Design: ${input.designName}` : `Design: ${input.designName} (file ${input.fileName})`,
    MARGIN,
    y,
    11,
  );
  y -= 12;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: PAGE_WIDTH - MARGIN, y },
    thickness: 0.75,
    color: RULE,
  });

  const previewSize = 300;
  const previewTop = y - 14;
  await drawPreview(pdf, page, input.design, {
    x: PAGE_WIDTH - MARGIN - previewSize,
    y: previewTop,
    size: previewSize,
  });

  const spm = input.stitchesPerMinute ?? DEFAULT_STITCHES_PER_MINUTE;
  const facts: [string, string][] = [
    ['Format', summary.format],
    ['Size', `W ${summary.widthMm} x H ${summary.heightMm} mm`],
    [
      '',
      `W ${(summary.widthMm / MM_PER_INCH).toFixed(2)} x H ${(summary.heightMm / MM_PER_INCH).toFixed(2)} in`,
    ],
    ['Stitches', summary.stitches.toLocaleString('en-US')],
    ['Colours', `${summary.colors}`],
    ['Trims', `${summary.trims}`],
    ['Est. run time', formatMinutes(summary.runMinutes)],
    ['', `at ${spm} stitches/min`],
  ];
  const factsWidth = textWidth - previewSize - 16;
  let fy = previewTop - 12;
  for (const [label, value] of facts) {
    if (label) text(label, MARGIN, fy, 10.5, fonts.bold, INK, 90);
    text(value, MARGIN + 92, fy, 10.5, fonts.regular, INK, factsWidth - 92);
    fy -= label ? 20 : 16;
  }
  fy -= 6;
  const note = COLOR_SOURCE_NOTE[summary.colorSource];
  // The note wraps onto two lines in the narrow column beside the preview.
  const words = note.split(' ');
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (fonts.regular.widthOfTextAtSize(next, 9) > factsWidth && line) {
      text(line, MARGIN, fy, 9, fonts.regular, MUTED, factsWidth);
      fy -= 12;
      line = word;
    } else line = next;
  }
  if (line) text(line, MARGIN, fy, 9, fonts.regular, MUTED, factsWidth);

  y = previewTop - previewSize - 28;
  text('Colour sequence', MARGIN, y, 12, fonts.bold);
  y -= 20;
  if (summary.stops.length === 0) text('No stitches.', MARGIN, y, 10, fonts.regular, MUTED);
  else drawStops(page, fonts, summary, y, MARGIN + 24);

  text(
    'Check the design, its size and its colours before it is sewn.',
    MARGIN,
    MARGIN,
    9,
    fonts.regular,
    MUTED,
  );
  return pdf.save();
}
