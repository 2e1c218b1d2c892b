import { describe, expect, it } from 'vitest';
import { MAX_CHART_THREADS, MAX_CSV_ERRORS, parseThreadChartCsv } from './csv.ts';

describe('parseThreadChartCsv', () => {
  it('reads code,name,hex lines, with or without a header, quotes, # or CRLF', () => {
    const text =
      '\uFEFFcode,name,hex\r\n1001,White,#FFFFFF\r\n\r\n"1147","Red, Christmas",c8102e\r\n1800,"Say ""navy""", #001F5B \r\n';
    expect(parseThreadChartCsv(text)).toEqual({
      ok: true,
      threads: [
        { code: '1001', name: 'White', hex: '#ffffff' },
        { code: '1147', name: 'Red, Christmas', hex: '#c8102e' },
        { code: '1800', name: 'Say "navy"', hex: '#001f5b' },
      ],
    });
    expect(parseThreadChartCsv('A1,Sky,#87ceeb')).toEqual({
      ok: true,
      threads: [{ code: 'A1', name: 'Sky', hex: '#87ceeb' }],
    });
  });

  it('names every bad line and what is wrong with it', () => {
    const text = [
      'code,name,hex',
      '1,White,#ffffff',
      '2,Red',
      ',Blue,#0000ff',
      '3,,#00ff00',
      '4,Grey,#888',
      '1,White again,#fefefe',
      '5,"Open quote,#123456',
      '6,Gold,#ffb81c,extra',
      `${'x'.repeat(33)},Long,#000000`,
    ].join('\n');
    const result = parseThreadChartCsv(text);
    expect(result).toEqual({
      ok: false,
      errorLines: 8,
      errors: [
        { line: 3, message: 'Expected 3 values (code, name, colour), found 2.' },
        { line: 4, message: 'The thread code is empty.' },
        { line: 5, message: 'The thread name is empty.' },
        { line: 6, message: 'The colour "#888" is not a 6-digit hex colour such as #1a2b3c.' },
        { line: 7, message: 'The thread code 1 is already on line 2.' },
        { line: 8, message: 'A quoted value is not closed, or has text after its closing quote.' },
        { line: 9, message: 'Expected 3 values (code, name, colour), found 4.' },
        { line: 10, message: 'The thread code is longer than 32 characters.' },
      ],
    });
  });

  it('says when there is nothing, or too much, and lists at most 50 errors', () => {
    expect(parseThreadChartCsv('code,name,hex\n\n')).toEqual({
      ok: false,
      errorLines: 1,
      errors: [{ line: 1, message: 'The file lists no threads.' }],
    });
    const many = Array.from({ length: MAX_CHART_THREADS + 1 }, (_, i) => `${i},T${i},#000000`).join('\n');
    expect(parseThreadChartCsv(many)).toMatchObject({ ok: false, errors: [{ line: 1 }] });
    const bad = parseThreadChartCsv(Array.from({ length: 80 }, () => 'x').join('\n'));
    expect(bad).toMatchObject({ ok: false, errorLines: 80 });
    expect(!bad.ok && bad.errors).toHaveLength(MAX_CSV_ERRORS);
  });
});
