import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THREADS } from '../colors.ts';
import { readStitchFile } from '../read.ts';
import { summarize } from '../summary.ts';
import { largeDesign, sampleDesign } from '../test/designs.ts';
import { encode } from '../test/encoder.ts';
import { manyStopsDst } from '../test/many-stops.ts';
import { checkQuality } from '../quality.ts';
import { JANOME_CHART } from '../threads/charts.ts';
import { stopThread } from '../threads/nearest.ts';
import { approvalSheetPdf } from './approval-sheet.ts';

// pdf.js measures the standard fonts (Helvetica) from its own font data.
const standardFontDataUrl = join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

/** Every page's text, as a PDF reader extracts it. */
async function pdfText(
  bytes: Uint8Array,
): Promise<{ pages: number; text: string; operators: number[]; args: unknown[][] }> {
  const doc = await getDocument({ data: bytes.slice(), standardFontDataUrl }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const list = await page.getOperatorList();
  const text = content.items
    .map((item) => ('str' in item ? item.str : ''))
    .filter((str) => str.trim() !== '')
    .join('\n');
  await doc.destroy();
  return { pages: doc.numPages, text, operators: list.fnArray, args: list.argsArray as unknown[][] };
}

function read(bytes: Uint8Array, orderColors?: { hex: string; name?: string }[]) {
  const result = readStitchFile(bytes, { orderColors });
  if (!result.ok) throw new Error(result.error.message);
  return result.design;
}

describe('approvalSheetPdf', () => {
  it('prints the order, the design facts, the stop sequence and the date on one page', async () => {
    const design = read(encode('DST', sampleDesign()), [
      { hex: '#000080', name: 'Navy' },
      { hex: '#ffffff', name: 'White' },
    ]);
    const summary = summarize(design);
    const bytes = await approvalSheetPdf({
      businessName: 'Acme Digitizing',
      orderTitle: 'Team crest',
      orderNumber: 1042,
      designName: 'Crest left chest',
      fileName: 'crest.dst',
      summary,
      design,
      date: new Date('2026-11-23T12:00:00Z'),
    });
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    for (const expected of [
      'Acme Digitizing',
      'Order #1042: Team crest',
      'Design: Crest left chest (file crest.dst)',
      'DST (crest.dst)',
      'Width x height',
      'W 44.5 x H 78.0 mm',
      'W 1.75 x H 3.07 in',
      'Stitches',
      '51',
      'Trims',
      'Est. run time',
      'at 800 stitches/min',
      'Thread',
      '1\nNavy\n31',
      '2\nWhite\n12',
      '3\nNavy\n8',
      'The file carries no thread colours: shown in the colours of the',
      'Date: Nov 23, 2026',
      'Approval',
      'Approved as shown',
      'Signature',
    ]) {
      expect(text).toContain(expected);
    }
    // No thread column without a chart, no quality section without a check, no ISO date, no hex code.
    expect(text).not.toContain('Thread (');
    expect(text).not.toMatch(/#[0-9a-f]{6}/i);
    expect(text).not.toContain('Quality check');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("fills the page below the drawing: threads of the client's chart, findings, instructions, sign-off", async () => {
    const design = read(encode('DST', sampleDesign()), [
      { hex: '#000080', name: 'Navy' },
      { hex: '#ffffff', name: 'White' },
    ]);
    const red = JANOME_CHART.threads.find((t) => t.name === 'Red')!;
    const findings = checkQuality(design, {
      targetFormats: ['DST'],
      hoopMm: { widthMm: 30, heightMm: 30 },
      needles: 1,
    });
    expect(findings.some((f) => f.severity === 'error')).toBe(true);
    const { pages, text } = await pdfText(
      await approvalSheetPdf({
        businessName: 'Acme Digitizing',
        clientName: 'Riverside Sports',
        orderTitle: 'Team crest',
        orderNumber: 1042,
        designName: 'Crest',
        fileName: 'crest.dst',
        summary: summarize(design),
        design,
        date: new Date('2026-11-23T12:00:00Z'),
        chart: JANOME_CHART,
        pins: { 2: red.code },
        findings,
        instructions: 'Use a cap frame.\nBacking: tear-away.',
      }),
    );
    expect(pages).toBe(1);
    const navy = stopThread('#000080', JANOME_CHART)!;
    for (const expected of [
      'Client: Riverside Sports',
      'Thread (Janome)',
      `${navy.code} ${navy.name}`,
      `${red.code} Red (chosen by the shop)`,
      'Quality check',
      // Errors first.
      `Error: ${findings.find((f) => f.severity === 'error')!.message.slice(0, 30)}`,
      "Client's instructions",
      'Use a cap frame.\nBacking: tear-away.',
      'Approved as shown',
      'Changes needed',
    ])
      expect(text).toContain(expected);
    expect(text.indexOf('Error:')).toBeLessThan(text.indexOf('Warning:'));
    // The client reads threads, not colour codes or colour differences.
    expect(text).not.toMatch(/#[0-9a-f]{6}/i);
    expect(text).not.toContain('dE');
  });

  it('draws the preview as stroked vector paths, one per colour block', async () => {
    const design = read(encode('PES', sampleDesign()));
    const bytes = await approvalSheetPdf({
      businessName: 'Ünïcode 刺繍 shop',
      orderTitle: 'x',
      orderNumber: 1001,
      designName: 'd',
      fileName: 'f.pes',
      summary: summarize(design),
      design,
      date: new Date('2026-01-02T00:00:00Z'),
    });
    const { text, operators, args } = await pdfText(bytes);
    // Characters outside the standard fonts print as "?" instead of failing.
    expect(text).toContain('Ünïcode ?? shop');
    // pdf.js reads a stroke colour as OPS.setStrokeRGBColor (58) and a stroked path as
    // OPS.constructPath (91); the preview is drawn last: one path per colour block, in its colour.
    const strokedColors = operators.flatMap((op, i) =>
      op === 58 && operators[i + 1] === 91 ? [args[i][0]] : [],
    );
    expect(strokedColors.slice(-3)).toEqual(['#ed171f', '#0a55a3', '#ffff00']);
    expect(operators.slice(-7)).toEqual([58, 91, 58, 91, 58, 91, 11]);
  });

  // Building and parsing a 100,000-line PDF takes seconds on a busy machine.
  it('keeps a 100,000-stitch design with many stops on one page', { timeout: 30_000 }, async () => {
    const design = read(encode('PES', largeDesign(100_000)));
    const bytes = await approvalSheetPdf({
      businessName: 'Acme',
      orderTitle: 'Big',
      orderNumber: 1,
      designName: 'Big',
      fileName: 'big.pes',
      summary: summarize(design),
      design,
      date: new Date(),
    });
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    expect(text).toContain('100,000');
    // Stop 5 is listed, by its number and its colour's name.
    expect(text).toMatch(/^5\n[A-Z][a-z]/m);
  });

  it('counts the stops a bounded summary does not list among the stops not shown', async () => {
    const design = read(manyStopsDst(300, 2));
    const summary = summarize(design);
    expect(summary.stops.length).toBeLessThan(summary.colors);
    const { text } = await pdfText(
      await approvalSheetPdf({
        businessName: 'Acme',
        orderTitle: 'Stops',
        orderNumber: 1002,
        designName: 'Stops',
        fileName: 'stops.dst',
        summary,
        design,
        date: new Date(),
      }),
    );
    // Each row listed names its colour (the default sequence: the DST carries none).
    const names = new Set(DEFAULT_THREADS.map((t) => t.name));
    const shown = text.split('\n').filter((line) => names.has(line)).length;
    const more = Number(/and (\d+) more stops/.exec(text)?.[1]);
    expect(shown).toBeGreaterThan(5);
    expect(shown + more).toBe(300);
  });
});
