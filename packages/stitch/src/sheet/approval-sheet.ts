import type { PDFPage } from 'pdf-lib';
import type { Design } from '../model.ts';
import type { QaFinding } from '../quality.ts';
import { sewEstimate, type SewSettings } from '../sew-estimate.ts';
import { sewSpeedText, sewTimeText, threadText } from '../sew-text.ts';
import { sewCountsOf, type StitchSummary } from '../summary.ts';
import type { ThreadChart } from '../threads/charts.ts';
import { stopThread, type StopThread } from '../threads/nearest.ts';
import {
  bySeverity,
  colorOf,
  designExtent,
  drawPreview,
  drawRule,
  drawSignOff,
  findingText,
  personDate,
  wrap,
  INK,
  MARGIN,
  MM_PER_INCH,
  MUTED,
  newSheetPdf,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  textWriter,
  type Fonts,
} from './parts.ts';

export interface ApprovalSheetInput {
  businessName: string;
  /** Whom the sheet is for, printed under the order when given. */
  clientName?: string;
  orderTitle: string;
  /** The order's number as people read it (printed "#1042"). */
  orderNumber: number;
  /** The design's name as the client knows it (e.g. the order's design name). */
  designName: string;
  fileName: string;
  summary: StitchSummary;
  design: Design;
  date: Date;
  /** The client's machine and fabric the sew-out is estimated for (the defaults for what is missing). */
  machine?: Partial<SewSettings>;
  /** The client's thread chart: each stop then names its thread (a pinned code winning). */
  chart?: ThreadChart;
  /** Codes staff pinned, by stop number (1-based). */
  pins?: Readonly<Record<number, string>>;
  /** The quality check for the client's machines (what it says is printed); its section is left out when absent. */
  findings?: readonly Pick<QaFinding, 'severity' | 'message'>[];
  /** The client's instructions with the order. */
  instructions?: string;
}

type Write = ReturnType<typeof textWriter>;

const ROW = 13;
const COLUMNS = { stop: 0, colour: 34, thread: 226, stitches: PAGE_WIDTH - 2 * MARGIN };

function swatch(page: PDFPage, x: number, y: number, hex: string): void {
  page.drawRectangle({
    x,
    y: y - 2,
    width: 14,
    height: 9,
    color: colorOf(hex),
    borderColor: MUTED,
    borderWidth: 0.4,
  });
}

/**
 * The colour sequence as a table, one row per stop: its colour and, with a chart, the thread to load
 * (brand, code, name and swatch: the client reads threads, not colour codes or differences); `rows`
 * at most, the rest counted. Returns where the table ends.
 */
function drawStops(
  page: PDFPage,
  fonts: Fonts,
  text: Write,
  input: ApprovalSheetInput,
  top: number,
  rows: number,
): number {
  const { summary, chart } = input;
  const right = (value: string, x: number, y: number, font = fonts.regular) =>
    text(value, MARGIN + x - font.widthOfTextAtSize(value, 9), y, 9, font);
  let y = top;
  text('Colour sequence', MARGIN, y, 12, fonts.bold);
  y -= 16;
  text('Stop', MARGIN + COLUMNS.stop, y, 8.5, fonts.bold);
  text('Colour', MARGIN + COLUMNS.colour, y, 8.5, fonts.bold);
  if (chart) text(`Thread (${chart.brand})`, MARGIN + COLUMNS.thread, y, 8.5, fonts.bold);
  right('Stitches', COLUMNS.stitches, y, fonts.bold);
  drawRule(page, y - 4);
  y -= 16;
  if (summary.stops.length === 0) {
    text('No stitches.', MARGIN, y, 9, fonts.regular, MUTED);
    return y - ROW;
  }
  // `colors` counts every stop, also those a bounded summary does not list.
  const total = Math.max(summary.colors, summary.stops.length);
  const shown = total > rows ? summary.stops.slice(0, Math.max(1, rows - 1)) : summary.stops;
  const colourWidth = (chart ? COLUMNS.thread : COLUMNS.stitches - 60) - COLUMNS.colour - 26;
  for (const stop of shown) {
    text(`${stop.index}`, MARGIN + COLUMNS.stop, y, 9, fonts.bold);
    swatch(page, MARGIN + COLUMNS.colour, y, stop.hex);
    // The file's name for the colour, when it has one: the swatch shows the colour itself.
    if (stop.name) text(stop.name, MARGIN + COLUMNS.colour + 20, y, 9, fonts.regular, INK, colourWidth);
    const thread: StopThread | null = chart ? stopThread(stop.hex, chart, input.pins?.[stop.index]) : null;
    if (thread) {
      swatch(page, MARGIN + COLUMNS.thread, y, thread.hex);
      const label = `${thread.code} ${thread.name}${thread.pinned ? ' (chosen by the shop)' : ''}`;
      text(
        label,
        MARGIN + COLUMNS.thread + 20,
        y,
        9,
        fonts.regular,
        INK,
        COLUMNS.stitches - COLUMNS.thread - 80,
      );
    }
    right(stop.stitches.toLocaleString('en-US'), COLUMNS.stitches, y);
    y -= ROW;
  }
  if (shown.length < total) {
    const more = total - shown.length;
    text(
      `and ${more.toLocaleString('en-US')} more ${more === 1 ? 'stop' : 'stops'} (the production worksheet lists every stop)`,
      MARGIN + COLUMNS.colour,
      y,
      9,
      fonts.regular,
      MUTED,
    );
    y -= ROW;
  }
  return y;
}

/** A labelled section of wrapped lines, `max` at most (the last saying how many more there were). */
function drawLines(
  text: Write,
  fonts: Fonts,
  title: string,
  lines: string[],
  top: number,
  max: number,
): number {
  let y = top;
  text(title, MARGIN, y, 11, fonts.bold);
  y -= 14;
  const shown = lines.length > max ? lines.slice(0, max - 1) : lines;
  for (const line of shown) {
    text(line, MARGIN, y, 9);
    y -= 11.5;
  }
  if (shown.length < lines.length) {
    text(`and ${lines.length - shown.length} more lines`, MARGIN, y, 9, fonts.regular, MUTED);
    y -= 11.5;
  }
  return y - 8;
}

/** The client's decision: a tick for approval or changes, and their name, signature and date. */
function drawApproval(page: PDFPage, fonts: Fonts, text: Write, y: number): void {
  text('Approval', MARGIN, y, 11, fonts.bold);
  y -= 17;
  const box = (x: number, label: string) => {
    page.drawRectangle({ x, y: y - 2, width: 9, height: 9, borderColor: INK, borderWidth: 0.75 });
    text(label, x + 14, y, 9.5);
  };
  box(MARGIN, 'Approved as shown');
  box(MARGIN + 170, 'Changes needed (write them on the order)');
  drawSignOff(page, fonts, y - 24, ['Name', 'Signature', 'Date']);
}

/** A scale bar (1 to 100 mm, the longest up to half the box) at the scale `drawPreview` draws in a box of `size`. */
function drawScaleBar(page: PDFPage, text: Write, design: Design, x: number, y: number, size: number): void {
  const extent = designExtent(design);
  if (!extent) return;
  const pointsPerMm = (10 * (size - 16)) / Math.max(extent.maxX - extent.minX, extent.maxY - extent.minY, 1);
  const mm = [100, 50, 20, 10, 5, 2, 1].find((n) => n * pointsPerMm <= size / 2);
  // A design under a millimetre or two is drawn larger than any bar fits.
  if (!mm) return;
  const length = mm * pointsPerMm;
  page.drawLine({ start: { x, y }, end: { x: x + length, y }, thickness: 2, color: INK });
  text(`${mm} mm`, x + length + 4, y - 3, 8, undefined, MUTED);
}

const COLOR_SOURCE_NOTE: Record<StitchSummary['colorSource'], string> = {
  file: 'Thread colours as set in the file.',
  order: 'The file carries no thread colours: shown in the colours of the order.',
  default: 'The file carries no thread colours: shown in a default colour sequence.',
};

/**
 * A one-page PDF for the client to approve a delivered stitch file: the order, the design drawn with
 * its size in mm and inches, the colour sequence (with the client's chart, the thread per stop), the
 * quality findings, the client's instructions and a place to approve or ask for changes and sign.
 */
export async function approvalSheetPdf(input: ApprovalSheetInput): Promise<Uint8Array> {
  const { pdf, fonts } = await newSheetPdf(`Approval sheet: ${input.designName}`, input);
  const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const { summary } = input;
  const textWidth = PAGE_WIDTH - 2 * MARGIN;
  const text = textWriter(() => page, fonts, 10.5);
  const rule = (y: number) => drawRule(page, y);

  let y = PAGE_HEIGHT - MARGIN - 14;
  text(input.businessName, MARGIN, y, 18, fonts.bold, INK, textWidth - 140);
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
  text(`Order #${input.orderNumber}: ${input.orderTitle}`, MARGIN, y, 11);
  if (input.clientName) {
    y -= 15;
    text(`Client: ${input.clientName}`, MARGIN, y, 11);
  }
  y -= 15;
  // The file's name only when it says something the design's name does not.
  const sameName = input.designName.trim().toLowerCase() === input.fileName.trim().toLowerCase();
  text(
    sameName ? `Design: ${input.designName}` : `Design: ${input.designName} (file ${input.fileName})`,
    MARGIN,
    y,
    11,
  );
  y -= 10;
  rule(y);

  const previewSize = 236;
  const previewTop = y - 12;
  const previewX = PAGE_WIDTH - MARGIN - previewSize;
  await drawPreview(pdf, page, input.design, { x: previewX, y: previewTop, size: previewSize });
  drawScaleBar(page, text, input.design, previewX, previewTop - previewSize - 12, previewSize);

  const estimate = sewEstimate(sewCountsOf(summary), input.machine);
  const mm = (n: number) => n.toFixed(1);
  const inches = (n: number) => (n / MM_PER_INCH).toFixed(2);
  const facts: [string, string][] = [
    ['Format', `${summary.format} (${input.fileName})`],
    ['Width x height', `W ${mm(summary.widthMm)} x H ${mm(summary.heightMm)} mm`],
    ['', `W ${inches(summary.widthMm)} x H ${inches(summary.heightMm)} in`],
    ['Stitches', summary.stitches.toLocaleString('en-US')],
    [
      'Colours',
      `${summary.colors.toLocaleString('en-US')} (${Math.max(0, summary.colors - 1).toLocaleString('en-US')} colour changes)`,
    ],
    ['Trims', summary.trims.toLocaleString('en-US')],
    ['Est. run time', sewTimeText(estimate.runMinutes)],
    ['', sewSpeedText(estimate.stitchesPerMinute)],
    ...(estimate.thread ? ([['Thread', threadText(estimate.thread)]] as [string, string][]) : []),
  ];
  const factsWidth = previewX - MARGIN - 14;
  let fy = previewTop - 12;
  for (const [label, value] of facts) {
    if (label) text(label, MARGIN, fy, 10, fonts.bold, INK, 92);
    text(value, MARGIN + 94, fy, 10, fonts.regular, INK, factsWidth - 94);
    fy -= label ? 19 : 15;
  }
  fy -= 4;
  for (const line of wrap(fonts, COLOR_SOURCE_NOTE[summary.colorSource], 9, factsWidth)) {
    text(line, MARGIN, fy, 9, fonts.regular, MUTED, factsWidth);
    fy -= 12;
  }

  // Below the drawing: the stops take the room the other sections leave.
  const footer = MARGIN + 16;
  const approvalHeight = 52;
  const findings = input.findings ? bySeverity(input.findings) : undefined;
  const findingLines = findings?.flatMap((f) => wrap(fonts, findingText(f), 9, textWidth)) ?? [];
  const instructionLines = input.instructions?.trim() ? wrap(fonts, input.instructions, 9, textWidth) : [];
  const maxFindingLines = Math.min(findingLines.length, 7) || 1;
  const maxInstructionLines = Math.min(instructionLines.length, 4);
  const sectionHeight = (lines: number) => 14 + lines * 11.5 + 8;
  let top = Math.min(fy - 8, previewTop - previewSize - 30);
  const below =
    approvalHeight +
    (findings ? sectionHeight(maxFindingLines) : 0) +
    (maxInstructionLines ? sectionHeight(maxInstructionLines) : 0);
  const rows = Math.max(3, Math.floor((top - footer - below - 40) / ROW));
  top = drawStops(page, fonts, text, input, top, rows) - 10;
  if (findings) {
    top = drawLines(
      text,
      fonts,
      'Quality check',
      findingLines.length ? findingLines : ['No findings.'],
      top,
      maxFindingLines,
    );
  }
  if (maxInstructionLines)
    top = drawLines(text, fonts, "Client's instructions", instructionLines, top, maxInstructionLines);
  drawApproval(page, fonts, text, top);

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
