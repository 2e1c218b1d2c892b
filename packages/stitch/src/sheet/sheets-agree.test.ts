import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStitchFile } from '../read.ts';
import { sewEstimate } from '../sew-estimate.ts';
import { metresText, sewSpeedText, sewTimeText } from '../sew-text.ts';
import { sewCountsOf, summarize } from '../summary.ts';
import { JANOME_CHART } from '../threads/charts.ts';
import { approvalSheetPdf } from './approval-sheet.ts';
import { worksheetPdf } from './worksheet.ts';

function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'sheets-'));
  writeFileSync(join(dir, 'sheet.pdf'), bytes);
  execFileSync('pdftotext', ['-layout', join(dir, 'sheet.pdf'), join(dir, 'sheet.txt')]);
  return readFileSync(join(dir, 'sheet.txt'), 'utf8');
}

describe('the approval sheet and the worksheet of one file', () => {
  it("give one sew-out: the same time at the client's speed and the same thread", async () => {
    const bytes = readFileSync(new URL('../test/fixtures/multi.exp', import.meta.url));
    const read = readStitchFile(bytes, { fileName: 'multi.exp' });
    if (!read.ok) throw new Error(read.error.message);
    const { design } = read;
    const machine = { stitchesPerMinute: 1000, secondsPerTrim: 6, secondsPerColorChange: 12, fabricMm: 1.5 };
    const summary = summarize(design);
    const estimate = sewEstimate(sewCountsOf(summary), machine);
    // 240 stitches at 1,000 a minute, 6 trims of 6 s, 5 changes of 12 s: 1.84 min.
    expect(estimate.runMinutes).toBe(1.8);
    const common = {
      businessName: 'Acme Digitizing',
      orderNumber: 1042,
      orderTitle: 'Team crest',
      designName: 'Crest',
      fileName: 'multi.exp',
      design,
      date: new Date(2026, 10, 26, 12),
      chart: JANOME_CHART,
    };
    const approval = pdfText(await approvalSheetPdf({ ...common, summary, machine }));
    const worksheet = pdfText(
      await worksheetPdf({
        ...common,
        clientName: 'Riverside Sports',
        machine: { ...machine, needles: 6, hoopMm: { width: 130, height: 180 } },
      }),
    );
    const time = sewTimeText(estimate.runMinutes);
    expect(time).toBe('1.8 min');
    for (const text of [approval, worksheet]) {
      expect(text).toContain(time);
      expect(text).toContain(sewSpeedText(1000));
      expect(text).toContain(`${metresText(estimate.thread!.top)} top`);
      expect(text).toContain(`${metresText(estimate.thread!.bobbin)} bobbin`);
    }
  });
});
