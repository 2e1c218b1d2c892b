import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { Design } from '../model.ts';
import { DEFAULT_STITCHES_PER_MINUTE, type StitchSummary } from '../summary.ts';
import { MM_PER_INCH } from '../size-check.ts';
import { traceStitches } from '../trace.ts';

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

// US Letter, in points.
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 48;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.8, 0.8, 0.82);

function colorOf(hex: string): RGB {
  const n = parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 0xff) / 255, ((n >> 8) & 0xff) / 255, (n & 0xff) / 255);
}

/** The standard fonts cover Latin-1 (WinAnsi); any other character prints as "?". */
const characterSets = new WeakMap<PDFFont, Set<number>>();

function printable(font: PDFFont, text: string): string {
  let supported = characterSets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    characterSets.set(font, supported);
  }
  return [...text.replace(/[\r\n\t]+/g, ' ')]
    .map((c) => (supported.has(c.codePointAt(0) ?? 0) ? c : '?'))
    .join('');
}

/** Shortens text with an ellipsis so it fits `width` points. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  let s = printable(font, text);
  if (font.widthOfTextAtSize(s, size) <= width) return s;
  while (s.length > 1 && font.widthOfTextAtSize(`${s}...`, size) > width) s = s.slice(0, -1);
  return `${s}...`;
}

const formatDate = (date: Date): string => date.toISOString().slice(0, 10);

function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${Math.round(minutes % 60)} min`;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * zlib-wrapped deflate, as PDF's FlateDecode reads it, by the platform's CompressionStream (browsers
 * and Node alike): several times faster than the JavaScript deflate pdf-lib carries.
 */
async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const num = (n: number): string => (Number.isInteger(n) ? `${n}` : n.toFixed(4));

/**
 * The stitches as vector lines in their thread colours, fitted into a square box. Written as raw
 * path operators in a content stream of their own: a 100,000-stitch design is 100,000 line
 * operators, which pdf-lib's SVG path parser would take seconds to build.
 */
async function drawPreview(
  pdf: PDFDocument,
  page: PDFPage,
  design: Design,
  box: { x: number; y: number; size: number },
): Promise<void> {
  page.drawRectangle({
    x: box.x,
    y: box.y - box.size,
    width: box.size,
    height: box.size,
    borderColor: RULE,
    borderWidth: 0.75,
  });
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const extend = (x: number, y: number): void => {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  };
  traceStitches(design, { block() {}, moveTo: extend, lineTo: extend });
  if (minX === Infinity) return;
  const inner = box.size - 16;
  const scale = inner / Math.max(maxX - minX, maxY - minY, 1);
  // Design units (0.1 mm, y down) to page points (y up), centred in the box.
  const tx = box.x + 8 + (inner - (maxX - minX) * scale) / 2 - minX * scale;
  const ty = box.y - 8 - (inner - (maxY - minY) * scale) / 2 + minY * scale;
  // 0.35 mm of thread at the preview's scale, never thinner than a hairline.
  const lineWidth = Math.max(3.5 * scale, 0.3) / scale;
  const ops: string[] = [
    'q',
    `${num(scale)} 0 0 ${num(-scale)} ${num(tx)} ${num(ty)} cm`,
    `${num(lineWidth)} w 1 J 1 j`,
  ];
  let open = false;
  traceStitches(design, {
    block(_index, hex) {
      if (open) ops.push('S');
      const { red, green, blue } = colorOf(hex);
      ops.push(`${red.toFixed(3)} ${green.toFixed(3)} ${blue.toFixed(3)} RG`);
      open = true;
    },
    moveTo(x, y) {
      ops.push(`${x} ${y} m`);
    },
    lineTo(x, y) {
      ops.push(`${x} ${y} l`);
    },
  });
  if (open) ops.push('S');
  ops.push('Q');
  const compressed = await deflate(new TextEncoder().encode(ops.join('\n')));
  page.node.addContentStream(pdf.context.register(pdf.context.stream(compressed, { Filter: 'FlateDecode' })));
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
    const label = `${stop.name ? `${stop.name} ` : ''}${stop.hex}`;
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
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Approval sheet: ${input.designName}`);
  pdf.setAuthor(input.businessName);
  pdf.setCreator('Stitchdesk');
  pdf.setCreationDate(input.date);
  const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const { summary } = input;
  const textWidth = PAGE_WIDTH - 2 * MARGIN;
  const text = (
    value: string,
    x: number,
    y: number,
    size = 10.5,
    font = fonts.regular,
    color = INK,
    width = textWidth,
  ) => page.drawText(fit(font, value, size, width), { x, y, size, font, color });

  let y = PAGE_HEIGHT - MARGIN - 14;
  text(input.businessName, MARGIN, y, 18, fonts.bold);
  const dateText = `Date: ${formatDate(input.date)}`;
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
  text(`Design: ${input.designName}`, MARGIN, y, 11);
  y -= 16;
  text(`File: ${input.fileName}`, MARGIN, y, 11);
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
    ['Size', `${summary.widthMm} x ${summary.heightMm} mm`],
    ['', `${(summary.widthMm / MM_PER_INCH).toFixed(2)} x ${(summary.heightMm / MM_PER_INCH).toFixed(2)} in`],
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
