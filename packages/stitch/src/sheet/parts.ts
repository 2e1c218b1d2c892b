import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { growingBox, type Box } from '../extent.ts';
import type { Design } from '../model.ts';
import type { QaFinding } from '../quality.ts';
import { traceStitches } from '../trace.ts';

/* What the approval sheet and the production worksheet share: page, inks, text fitting, the design drawn. */

// US Letter, in points.
export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
export const MARGIN = 48;
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.4, 0.4, 0.45);
export const RULE = rgb(0.8, 0.8, 0.82);
export { MM_PER_INCH } from '../size-check.ts';

export function colorOf(hex: string): RGB {
  const n = parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 0xff) / 255, ((n >> 8) & 0xff) / 255, (n & 0xff) / 255);
}

/** The standard fonts cover Latin-1 (WinAnsi); any other character prints as "?". */
const characterSets = new WeakMap<PDFFont, Set<number>>();

export function printable(font: PDFFont, text: string): string {
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
export function fit(font: PDFFont, text: string, size: number, width: number): string {
  let s = printable(font, text);
  if (font.widthOfTextAtSize(s, size) <= width) return s;
  while (s.length > 1 && font.widthOfTextAtSize(`${s}...`, size) > width) s = s.slice(0, -1);
  return `${s}...`;
}

/** A date as people write it: "Nov 26, 2026". */
export const personDate = (date: Date): string =>
  date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A new sheet document: its title, author and date set, and the two fonts both sheets write in. */
export async function newSheetPdf(
  title: string,
  input: { businessName: string; date: Date },
): Promise<{ pdf: PDFDocument; fonts: Fonts }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(input.businessName);
  pdf.setCreator('Stitchdesk');
  pdf.setCreationDate(input.date);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  return { pdf, fonts };
}

/**
 * Draws a line of text cut to fit its width (by default the page's between the margins). The page is
 * asked for at each call, as the worksheet moves on to further pages.
 */
export function textWriter(page: () => PDFPage, fonts: Fonts, defaultSize: number) {
  return (
    value: string,
    x: number,
    y: number,
    size = defaultSize,
    font = fonts.regular,
    color = INK,
    width = PAGE_WIDTH - 2 * MARGIN,
  ) => page().drawText(fit(font, value, size, width), { x, y, size, font, color });
}

/**
 * zlib-wrapped deflate, as PDF's FlateDecode reads it, by the platform's CompressionStream (browsers
 * and Node alike): several times faster than the JavaScript deflate pdf-lib carries.
 */
export async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export const num = (n: number): string => (Number.isInteger(n) ? `${n}` : n.toFixed(4));

/** The box of what is drawn (stitches and the moves between them), design units; null when nothing is. */
export function designExtent(design: Design): Box | null {
  const extent = growingBox();
  traceStitches(design, { block() {}, moveTo: extent.add, lineTo: extent.add });
  return extent.box();
}

/** Design units (0.1 mm, y down) to page points (y up): x' = scale·x + tx, y' = −scale·y + ty. */
export interface PageTransform {
  scale: number;
  tx: number;
  ty: number;
}

/**
 * The stitches as vector lines in their thread colours. Written as raw path operators in a content
 * stream of their own: a 100,000-stitch design is 100,000 line operators, which pdf-lib's SVG path
 * parser would take seconds to build.
 */
export async function drawStitchLines(
  pdf: PDFDocument,
  page: PDFPage,
  design: Design,
  { scale, tx, ty }: PageTransform,
  /** The page box (points) the drawing stays in: thread wider than a tiny design stays inside it. */
  clip?: { x: number; y: number; width: number; height: number },
): Promise<void> {
  // 0.35 mm of thread at this scale, never thinner than a hairline.
  const lineWidth = Math.max(3.5 * scale, 0.3) / scale;
  const ops: string[] = [
    'q',
    ...(clip ? [`${num(clip.x)} ${num(clip.y)} ${num(clip.width)} ${num(clip.height)} re W n`] : []),
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

/** The design fitted into a square box with a frame. */
export async function drawPreview(
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
  const extent = designExtent(design);
  if (!extent) return;
  const { minX, minY, maxX, maxY } = extent;
  const inner = box.size - 16;
  const scale = inner / Math.max(maxX - minX, maxY - minY, 1);
  // Centred in the box.
  const tx = box.x + 8 + (inner - (maxX - minX) * scale) / 2 - minX * scale;
  const ty = box.y - 8 - (inner - (maxY - minY) * scale) / 2 + minY * scale;
  await drawStitchLines(
    pdf,
    page,
    design,
    { scale, tx, ty },
    {
      x: box.x,
      y: box.y - box.size,
      width: box.size,
      height: box.size,
    },
  );
}

/** A thin rule across the page between the margins. */
export function drawRule(page: PDFPage, y: number): void {
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: PAGE_WIDTH - MARGIN, y },
    thickness: 0.75,
    color: RULE,
  });
}

/** Lines of at most `width` points, words kept whole, each line of `text` starting a new one. */
export function wrap(fonts: Fonts, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\s*\n\s*/)) {
    let line = '';
    for (const word of printable(fonts.regular, paragraph).split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && fonts.regular.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
  }
  return lines;
}

const SEVERITY: Record<QaFinding['severity'], number> = { error: 0, warning: 1, info: 2 };

/** Findings as a sheet lists them: errors first, then warnings, then notes. */
export function bySeverity<T extends Pick<QaFinding, 'severity'>>(findings: readonly T[]): T[] {
  return [...findings].sort((a, b) => SEVERITY[a.severity] - SEVERITY[b.severity]);
}

/** A quality finding as a sheet prints it: "Warning: 1 stitch is shorter than 0.3 mm…". */
export function findingText(finding: Pick<QaFinding, 'severity' | 'message'>): string {
  const label = { error: 'Error', warning: 'Warning', info: 'Note' }[finding.severity];
  return `${label}: ${finding.message}`;
}

/** Labelled lines to write on, side by side across the page: "Sewn by ____  Checked by ____". */
export function drawSignOff(page: PDFPage, fonts: Fonts, y: number, labels: readonly string[]): void {
  const width = (PAGE_WIDTH - 2 * MARGIN) / labels.length;
  labels.forEach((label, i) => {
    const x = MARGIN + i * width;
    page.drawText(label, { x, y, size: 9, font: fonts.bold, color: INK });
    const start = x + fonts.bold.widthOfTextAtSize(label, 9) + 6;
    page.drawLine({
      start: { x: start, y: y - 2 },
      end: { x: x + width - 14, y: y - 2 },
      thickness: 0.6,
      color: MUTED,
    });
  });
}
