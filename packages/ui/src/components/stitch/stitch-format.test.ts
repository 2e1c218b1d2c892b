import { describe, expect, it } from 'vitest';
import { approvalSheetName, colorSourceText, sizeText } from './stitch-format.ts';

describe('stitch facts as text', () => {
  it('states the size in mm and inches, width first', () => {
    expect(sizeText(101.6, 50.8)).toBe('101.6 × 50.8 mm (4.00 × 2.00 in)');
  });

  it('says where the colours of a file without thread colours come from', () => {
    expect(colorSourceText({ format: 'DST', colorSource: 'default' })).toMatch(
      /^DST files carry no thread colours: shown in a default sequence \(Navy, Red, Gold/,
    );
    expect(colorSourceText({ format: 'DST', colorSource: 'order' })).toBe(
      'DST files carry no thread colours: shown in the colours of the order.',
    );
    expect(colorSourceText({ format: 'HUS', colorSource: 'order' })).toBe(
      'HUS files number their threads but carry no colours: shown in the colours of the order.',
    );
    expect(colorSourceText({ format: 'PES', colorSource: 'file' })).toBe(
      'Thread colours as stored in the file.',
    );
  });

  it('names the approval sheet after the file, without folder separators', () => {
    expect(approvalSheetName('logo.dst')).toBe('logo-dst-approval-sheet.pdf');
    // Two formats of one design: two sheets.
    expect(approvalSheetName('logo.PES')).toBe('logo-pes-approval-sheet.pdf');
    expect(approvalSheetName('a/b.v2.pes')).toBe('a_b.v2-pes-approval-sheet.pdf');
    expect(approvalSheetName('.dst')).toBe('.dst-approval-sheet.pdf');
  });
});
