import { rgb } from 'pdf-lib';
import type { Design } from '../model.ts';
import { planNeedles, type NeedlePlan } from '../needle-plan.ts';
import type { QaFinding } from '../quality.ts';
import { sewEstimate, tallyDesign, type SewEstimate, type SewSettings } from '../sew-estimate.ts';
import { metresText, sewSpeedText, sewTimeText } from '../sew-text.ts';
import { WORKSHEET_MAX_STOPS } from '../summary.ts';
import type { ThreadChart } from '../threads/charts.ts';
import { stopThread } from '../threads/nearest.ts';
import {
  bySeverity,
  colorOf,
  designExtent,
  drawRule,
  drawSignOff,
  findingText,
  drawStitchLines,
  personDate,
  printable,
  INK,
  MARGIN,
  MM_PER_INCH,
  MUTED,
  newSheetPdf,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  textWriter,
  wrap,
} from './parts.ts';

export interface WorksheetInput {
  businessName: string;
  clientName: string;
  /** Printed "#1042". */
  orderNumber: number;
  orderTitle: string;
  designName: string;
  /** The file the operator loads, e.g. "crest.pes". */
  fileName: string;
  design: Design;
  date: Date;
  /** The client's machine: its speed, trim and colour-change times and fabric time the sew-out. */
  machine: {
    needles: number;
    hoopMm: { width: number; height: number };
  } & Pick<SewSettings, 'stitchesPerMinute'> &
    Partial<SewSettings>;
  /** The thread brand on the shelf: each stop gets its nearest thread (CIEDE2000). */
  chart: ThreadChart;
  /** Codes staff pinned, by stop number (1-based): a pinned code wins over the nearest one. */
  pins?: Readonly<Record<number, string>>;
  instructions?: string;
  findings?: readonly QaFinding[];
}

/** One colour block that sews, with what the operator needs for it. */
export interface WorksheetStop {
  stop: number;
  hex: string;
  name?: string;
  stitches: number;
  trims: number;
  /** Top thread, metres (`sewEstimate`). */
  threadM: number;
  /** Bobbin thread, metres. */
  bobbinM: number;
  minutes: number;
  thread: { code: string; name: string; hex: string; deltaE?: number; pinned: boolean };
  needle: number;
  rethread?: string;
}

/** Per-stop facts of a design, walked from its records (stops are blocks that sew, 1…n). */
export function worksheetStops(
  design: Design,
  input: Pick<WorksheetInput, 'chart' | 'pins' | 'machine'>,
): { stops: WorksheetStop[]; plan: NeedlePlan; estimate: SewEstimate } {
  const tally = tallyDesign(design);
  const estimate = sewEstimate({ ...tally, colors: tally.stops.length }, input.machine);
  // One colour's nearest thread is worked out once: a file may repeat a few colours over 200,000 stops.
  const nearest = new Map<string, ReturnType<typeof stopThread>>();
  const threadOf = (hex: string, pin: string | undefined) => {
    if (pin) return stopThread(hex, input.chart, pin);
    if (!nearest.has(hex)) nearest.set(hex, stopThread(hex, input.chart));
    return nearest.get(hex) ?? null;
  };
  const sewing = tally.stops.map((block, index) => {
    const own = design.threads[block.block] ??
      design.threads[design.threads.length - 1] ?? { hex: '#000000' };
    const stop = index + 1;
    const thread = threadOf(own.hex, input.pins?.[stop]) ?? {
      code: '',
      name: own.name ?? own.hex,
      hex: own.hex,
      pinned: false,
    };
    const sewn = estimate.stops[index];
    return {
      stop,
      hex: own.hex,
      ...(own.name ? { name: own.name } : {}),
      stitches: block.stitches,
      trims: block.trims,
      threadM: sewn.thread?.top ?? 0,
      bobbinM: sewn.thread?.bobbin ?? 0,
      minutes: sewn.minutes,
      thread,
    };
  });
  const plan = planNeedles(
    sewing.map((s) => ({ hex: s.thread.hex, name: s.thread.name, key: s.thread.code || s.thread.hex })),
    input.machine.needles,
  );
  const stops = sewing.map((s, i) => {
    const planned = plan.stops[i];
    const replaced = planned.rethread?.replaces;
    return {
      ...s,
      needle: planned.needle,
      ...(replaced ? { rethread: `re-thread (was ${replaced.name ?? replaced.hex})` } : {}),
    };
  });
  return { stops, plan, estimate };
}

const MM = (units: number) => units / 10;
const one = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
const two = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
const thousands = (n: number) => n.toLocaleString('en-US');

const COLUMNS = [
  { title: 'Stop', x: 0 },
  { title: 'Needle', x: 30 },
  { title: 'Thread', x: 68 },
  { title: 'dE', x: 262, right: true },
  { title: 'Stitches', x: 318, right: true },
  { title: 'Top m', x: 372, right: true },
  { title: 'Run time', x: 428, right: true },
  { title: 'Trims', x: 462, right: true },
  { title: 'Change', x: 470 },
] as const;

/**
 * The production worksheet of a delivered design, for the machine operator: the order and client,
 * the design to scale in its hoop with the start point and a scale bar, and per stop the needle, the
 * thread (brand, code, name, swatch, colour difference), stitches, thread length, run time and
 * trims, with totals, the client's instructions, the quality findings and a sign-off line. US
 * Letter; the stop table continues on further pages when it is long, up to `WORKSHEET_MAX_STOPS`
 * stops, the rest summed up in one row.
 */
export async function worksheetPdf(input: WorksheetInput): Promise<Uint8Array> {
  const { pdf, fonts } = await newSheetPdf(`Production worksheet: ${input.designName}`, input);
  const { design, machine } = input;
  const { stops, plan, estimate } = worksheetStops(design, input);
  let page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const textWidth = PAGE_WIDTH - 2 * MARGIN;
  const text = textWriter(() => page, fonts, 10);
  const right = (value: string, x: number, y: number, size = 9, font = fonts.regular) =>
    text(value, x - font.widthOfTextAtSize(printable(font, value), size), y, size, font);
  const rule = (y: number) => drawRule(page, y);

  // Header.
  let y = PAGE_HEIGHT - MARGIN - 14;
  text(input.businessName, MARGIN, y, 18, fonts.bold, INK, textWidth - 140);
  const dateText = personDate(input.date);
  right(dateText, PAGE_WIDTH - MARGIN, y + 4, 10.5);
  y -= 22;
  text('Production worksheet', MARGIN, y, 13, fonts.bold, MUTED);
  y -= 20;
  text(`Order #${input.orderNumber}: ${input.orderTitle}`, MARGIN, y, 11);
  y -= 15;
  text(`Client: ${input.clientName}`, MARGIN, y, 11);
  y -= 15;
  const sameName = input.designName.trim().toLowerCase() === input.fileName.trim().toLowerCase();
  text(`Design: ${input.designName}${sameName ? '' : `  -  load ${input.fileName}`}`, MARGIN, y, 11);
  y -= 10;
  rule(y);

  // The design to scale in its hoop, with the start point and a scale bar.
  const boxSize = 250;
  const boxTop = y - 12;
  const boxX = PAGE_WIDTH - MARGIN - boxSize;
  const extent = designExtent(design);
  const hoop = { w: machine.hoopMm.width * 10, h: machine.hoopMm.height * 10 };
  const cx = extent ? (extent.minX + extent.maxX) / 2 : 0;
  const cy = extent ? (extent.minY + extent.maxY) / 2 : 0;
  const spanW = Math.max(hoop.w, extent ? extent.maxX - extent.minX : 0, 1);
  const spanH = Math.max(hoop.h, extent ? extent.maxY - extent.minY : 0, 1);
  const scale = (boxSize - 20) / Math.max(spanW, spanH);
  const tx = boxX + boxSize / 2 - cx * scale;
  const ty = boxTop - boxSize / 2 + cy * scale;
  page.drawRectangle({
    x: boxX + boxSize / 2 - (hoop.w * scale) / 2,
    y: boxTop - boxSize / 2 - (hoop.h * scale) / 2,
    width: hoop.w * scale,
    height: hoop.h * scale,
    borderColor: MUTED,
    borderWidth: 0.75,
    borderDashArray: [4, 3],
  });
  text(
    `Hoop ${machine.hoopMm.width} x ${machine.hoopMm.height} mm`,
    boxX,
    boxTop - boxSize - 12,
    8.5,
    fonts.regular,
    MUTED,
  );
  if (extent) await drawStitchLines(pdf, page, design, { scale, tx, ty });
  const first = design.records.count > 0 ? { x: design.records.xs[0], y: design.records.ys[0] } : null;
  if (first) {
    const sx = first.x * scale + tx;
    const sy = -first.y * scale + ty;
    page.drawCircle({ x: sx, y: sy, size: 3.5, borderColor: rgb(0.85, 0.1, 0.1), borderWidth: 1.2 });
    page.drawLine({
      start: { x: sx - 6, y: sy },
      end: { x: sx + 6, y: sy },
      thickness: 0.6,
      color: rgb(0.85, 0.1, 0.1),
    });
    page.drawLine({
      start: { x: sx, y: sy - 6 },
      end: { x: sx, y: sy + 6 },
      thickness: 0.6,
      color: rgb(0.85, 0.1, 0.1),
    });
  }
  // Scale bar: 10 mm and 1 inch at the drawing's scale.
  const barY = boxTop - boxSize - 26;
  const tenMm = 100 * scale;
  const inch = MM_PER_INCH * 10 * scale;
  page.drawLine({ start: { x: boxX, y: barY }, end: { x: boxX + tenMm, y: barY }, thickness: 2, color: INK });
  text('10 mm', boxX + tenMm + 4, barY - 3, 8, fonts.regular, MUTED);
  page.drawLine({
    start: { x: boxX + 80, y: barY },
    end: { x: boxX + 80 + inch, y: barY },
    thickness: 2,
    color: INK,
  });
  text('1 in', boxX + 80 + inch + 4, barY - 3, 8, fonts.regular, MUTED);
  text('Red cross: start point', boxX + 150, barY - 3, 8, fonts.regular, MUTED);

  // Facts beside the drawing.
  const widthMm = extent ? MM(extent.maxX - extent.minX) : 0;
  const heightMm = extent ? MM(extent.maxY - extent.minY) : 0;
  const totalStitches = stops.reduce((n, s) => n + s.stitches, 0);
  const totalTrims = stops.reduce((n, s) => n + s.trims, 0);
  // The whole design's figure, as the approval sheet and the order page give it.
  const totalTime = sewTimeText(estimate.runMinutes);
  const totalThread = estimate.thread ?? { top: 0, bobbin: 0 };
  const facts: [string, string][] = [
    ['File', `${input.fileName} (${design.format})`],
    ['Width x height', `W ${one(widthMm)} x H ${one(heightMm)} mm`],
    ['', `W ${two(widthMm / MM_PER_INCH)} x H ${two(heightMm / MM_PER_INCH)} in`],
    ['Stitches', thousands(totalStitches)],
    ['Stops', `${stops.length} (${Math.max(0, stops.length - 1)} colour changes)`],
    [
      'Threads',
      `${plan.threads} on ${machine.needles} needles${plan.fits ? '' : `, ${plan.rethreads.length} re-threads`}`,
    ],
    ['Trims', thousands(totalTrims)],
    ['Run time', `${totalTime} ${sewSpeedText(estimate.stitchesPerMinute)}`],
    ['Thread', `${metresText(totalThread.top)} top, ${metresText(totalThread.bobbin)} bobbin`],
    ['Thread brand', input.chart.brand],
  ];
  if (first) facts.push(['Start', `${one(MM(first.x - cx))}, ${one(MM(first.y - cy))} mm from centre`]);
  let fy = boxTop - 10;
  const factsWidth = boxX - MARGIN - 12;
  for (const [label, value] of facts) {
    if (label) text(label, MARGIN, fy, 9.5, fonts.bold, INK, 92);
    text(value, MARGIN + 94, fy, 9.5, fonts.regular, INK, factsWidth - 94);
    fy -= label ? 17 : 13;
  }
  if (plan.setup.length > 0) {
    fy -= 6;
    text('Thread the needles', MARGIN, fy, 9.5, fonts.bold);
    fy -= 14;
    const setupCodes = new Map(stops.map((s) => [s.needle, s.thread]));
    for (const needle of plan.setup.slice(0, 8)) {
      const thread = setupCodes.get(needle.needle);
      page.drawRectangle({
        x: MARGIN,
        y: fy - 2,
        width: 9,
        height: 8,
        color: colorOf(needle.hex),
        borderColor: MUTED,
        borderWidth: 0.4,
      });
      text(
        `${needle.needle}: ${thread?.code ?? ''} ${needle.name ?? needle.hex}`,
        MARGIN + 14,
        fy,
        8.5,
        fonts.regular,
        INK,
        factsWidth - 14,
      );
      fy -= 11;
    }
    if (plan.setup.length > 8)
      text(
        `and ${plan.setup.length - 8} more needles (see stops)`,
        MARGIN + 14,
        fy,
        8.5,
        fonts.regular,
        MUTED,
      );
  }

  // The stop table.
  y = Math.min(fy - 10, barY - 22);
  const tableTitle = (top: number) => {
    text('Stops', MARGIN, top, 12, fonts.bold);
    const head = top - 16;
    for (const column of COLUMNS) {
      if ('right' in column && column.right) right(column.title, MARGIN + column.x, head, 8.5, fonts.bold);
      else text(column.title, MARGIN + column.x, head, 8.5, fonts.bold);
    }
    rule(head - 4);
    return head - 16;
  };
  y = tableTitle(y);
  const rowHeight = 14;
  const bottom = MARGIN + 20;
  const listed = stops.slice(0, WORKSHEET_MAX_STOPS);
  for (const stop of listed) {
    if (y < bottom) {
      page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
      y = tableTitle(PAGE_HEIGHT - MARGIN - 14);
    }
    text(`${stop.stop}`, MARGIN, y, 9);
    text(`${stop.needle}`, MARGIN + 38, y, 9, fonts.bold);
    page.drawRectangle({
      x: MARGIN + 68,
      y: y - 2,
      width: 14,
      height: 9,
      color: colorOf(stop.thread.hex),
      borderColor: MUTED,
      borderWidth: 0.4,
    });
    const label = `${input.chart.brand} ${stop.thread.code} ${stop.thread.name}${stop.thread.pinned ? ' (pinned)' : ''}`;
    text(label, MARGIN + 86, y, 9, fonts.regular, INK, 150);
    right(stop.thread.deltaE === undefined ? '-' : two(stop.thread.deltaE), MARGIN + 262, y);
    right(thousands(stop.stitches), MARGIN + 318, y);
    right(two(stop.threadM), MARGIN + 372, y);
    right(sewTimeText(stop.minutes), MARGIN + 428, y);
    right(`${stop.trims}`, MARGIN + 462, y);
    text(
      stop.rethread ?? (stop.stop > 1 ? 'change' : 'start'),
      MARGIN + 470,
      y,
      8,
      fonts.regular,
      MUTED,
      textWidth - 470,
    );
    y -= rowHeight;
  }
  const summed = stops.slice(WORKSHEET_MAX_STOPS);
  if (summed.length > 0) {
    if (y < bottom) {
      page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
      y = tableTitle(PAGE_HEIGHT - MARGIN - 14);
    }
    text(`… and ${thousands(summed.length)} more stops`, MARGIN, y, 9, fonts.regular, MUTED, 230);
    right(thousands(summed.reduce((n, s) => n + s.stitches, 0)), MARGIN + 318, y);
    right(two(summed.reduce((n, s) => n + s.threadM, 0)), MARGIN + 372, y);
    right(sewTimeText(summed.reduce((n, s) => n + s.minutes, 0)), MARGIN + 428, y);
    right(`${summed.reduce((n, s) => n + s.trims, 0)}`, MARGIN + 462, y);
    y -= rowHeight;
  }
  if (stops.length === 0) {
    text('No stitches.', MARGIN, y, 9, fonts.regular, MUTED);
    y -= rowHeight;
  }
  rule(y + rowHeight - 4);
  text('Total', MARGIN, y, 9, fonts.bold);
  right(thousands(totalStitches), MARGIN + 318, y, 9, fonts.bold);
  right(two(totalThread.top), MARGIN + 372, y, 9, fonts.bold);
  right(totalTime, MARGIN + 428, y, 9, fonts.bold);
  right(`${totalTrims}`, MARGIN + 462, y, 9, fonts.bold);
  y -= 22;

  // Findings, instructions, sign-off: on a new page when the table left too little room.
  const findingLines = bySeverity(input.findings ?? []).flatMap((f) =>
    wrap(fonts, findingText(f), 9, textWidth),
  );
  const instructionLines = input.instructions?.trim() ? wrap(fonts, input.instructions, 9.5, textWidth) : [];
  const needed =
    60 + findingLines.length * 12 + instructionLines.length * 13 + (findingLines.length ? 20 : 0);
  if (y - needed < MARGIN) {
    page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    y = PAGE_HEIGHT - MARGIN - 14;
  }
  if (findingLines.length > 0) {
    text('Quality check', MARGIN, y, 11, fonts.bold);
    y -= 14;
    for (const line of findingLines.slice(0, 20)) {
      text(line, MARGIN, y, 9);
      y -= 12;
    }
    y -= 8;
  }
  text("Client's instructions", MARGIN, y, 11, fonts.bold);
  y -= 14;
  for (const line of instructionLines.length ? instructionLines.slice(0, 12) : ['None given.']) {
    text(line, MARGIN, y, 9.5, fonts.regular, instructionLines.length ? INK : MUTED);
    y -= 13;
  }
  drawSignOff(page, fonts, Math.max(MARGIN + 6, Math.min(y - 18, MARGIN + 30)), [
    'Sewn by',
    'Checked by',
    'Date',
  ]);
  return pdf.save();
}
