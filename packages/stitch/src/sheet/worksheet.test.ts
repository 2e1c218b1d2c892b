import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStitchFile } from '../read.ts';
import { largeDesign, sampleDesign } from '../test/designs.ts';
import { encode } from '../test/encoder.ts';
import { manyStopsDst } from '../test/many-stops.ts';
import { BROTHER_CHART, JANOME_CHART } from '../threads/charts.ts';
import { worksheetPdf, worksheetStops, type WorksheetInput } from './worksheet.ts';

/** The text of every page, as poppler's pdftotext reads it (layout kept). */
function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'worksheet-'));
  const file = join(dir, 'sheet.pdf');
  writeFileSync(file, bytes);
  execFileSync('pdftotext', ['-layout', file, join(dir, 'sheet.txt')]);
  return readFileSync(join(dir, 'sheet.txt'), 'utf8');
}

function design(stitches?: number) {
  const input = stitches ? largeDesign(stitches) : sampleDesign();
  const result = readStitchFile(encode('DST', input), {
    orderColors: [
      { hex: '#000080', name: 'Navy' },
      { hex: '#ffffff', name: 'White' },
      { hex: '#000080', name: 'Navy' },
    ],
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.design;
}

const base = (overrides: Partial<WorksheetInput> = {}): WorksheetInput => ({
  businessName: 'Acme Digitizing',
  clientName: 'Riverside Sports',
  orderNumber: 1042,
  orderTitle: 'Team crest',
  designName: 'Crest left chest',
  fileName: 'crest.dst',
  design: design(),
  date: new Date(2026, 10, 26, 12),
  machine: { needles: 6, stitchesPerMinute: 1000, hoopMm: { width: 130, height: 180 } },
  chart: JANOME_CHART,
  instructions: 'Use a cap frame.\nBacking: tear-away.',
  ...overrides,
});

describe('worksheetPdf', () => {
  it('prints the order, client, size, needles and thread codes per stop, totals and a sign-off', async () => {
    const input = base();
    const { stops } = worksheetStops(input.design, input);
    // Navy comes back at stop 3: it keeps needle 1.
    expect(stops.map((s) => s.needle)).toEqual([1, 2, 1]);
    const text = pdfText(await worksheetPdf(input));
    for (const expected of [
      'Acme Digitizing',
      'Nov 26, 2026',
      'Production worksheet',
      'Order #1042: Team crest',
      'Client: Riverside Sports',
      'Crest left chest',
      'crest.dst (DST)',
      'W 44.5 x H 78.0 mm',
      'W 1.75 x H 3.07 in',
      '10 mm',
      '1 in',
      'Hoop 130 x 180 mm',
      'at 1,000 stitches/min',
      'Use a cap frame.',
      'Sewn by',
      'Checked by',
    ])
      expect(text).toContain(expected);
    for (const stop of stops) expect(text).toContain(`Janome ${stop.thread.code} ${stop.thread.name}`);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('uses a pinned code over the nearest one', async () => {
    const input = base({ chart: BROTHER_CHART, pins: { 2: BROTHER_CHART.threads[4].code } });
    const { stops } = worksheetStops(input.design, input);
    expect(stops[1].thread).toMatchObject({ code: BROTHER_CHART.threads[4].code, pinned: true });
    expect(pdfText(await worksheetPdf(input))).toContain('(pinned)');
  });

  it('says when the design needs re-threading on fewer needles', async () => {
    const input = base({
      machine: { needles: 1, stitchesPerMinute: 800, hoopMm: { width: 100, height: 100 } },
    });
    const { stops, plan } = worksheetStops(input.design, input);
    expect(plan.fits).toBe(false);
    expect(stops.every((s) => s.needle === 1)).toBe(true);
    expect(pdfText(await worksheetPdf(input))).toContain('re-thread');
  });

  it('draws a 100,000-stitch design quickly, its long stop table over more pages', async () => {
    const input = base({ design: design(100_000) });
    const start = performance.now();
    const bytes = await worksheetPdf(input);
    expect(performance.now() - start).toBeLessThan(5000);
    if (process.env.WORKSHEET_PNG) writeFileSync(process.env.WORKSHEET_PNG, bytes);
    expect(pdfText(bytes)).toContain('Total');
  }, 30_000);

  it('stays a few pages for a 200,000-stop file: the stops past the bound summed up in one row', async () => {
    const read = readStitchFile(manyStopsDst(200_000, 6), { fileName: 'stops.dst' });
    if (!read.ok) throw new Error(read.error.message);
    const bytes = await worksheetPdf(base({ design: read.design, fileName: 'stops.dst' }));
    const text = pdfText(bytes);
    expect(text.split('\f').filter((page) => page.trim()).length).toBeLessThanOrEqual(5);
    expect(text).toContain('… and 199,880 more stops');
    // The listed rows and the summed-up one add up to the totals of every stop.
    expect(text).toMatch(/… and 199,880 more stops\s+1,199,280\b/);
    expect(text).toMatch(/Total\s+1,200,000\b/);
    expect(text).toMatch(/^\s*120\s/m);
    expect(text).not.toMatch(/^\s*121\s/m);
  }, 60_000);
});
