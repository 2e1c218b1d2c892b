import { describe, expect, it } from 'vitest';
import { formatDate, formatDateOrNA, formatDateTime, shortHash } from './format.ts';

describe('the one date formatter', () => {
  it('writes a calendar day as that day, whatever the time zone', () => {
    expect(formatDate('2026-12-16')).toBe('Dec 16, 2026');
    expect(formatDate('2030-01-01')).toBe('Jan 1, 2030');
    expect(formatDateOrNA(null)).toBe('N/A');
  });

  it('writes a moment as its day and time in the given zone', () => {
    expect(formatDateTime('2026-12-07T23:59:00.000Z', 'UTC')).toBe('Dec 7, 2026, 11:59 PM');
    expect(formatDate('2026-12-07T23:59:00.000Z', 'UTC')).toBe('Dec 7, 2026');
    expect(formatDate('2026-12-07T23:59:00.000Z', 'Asia/Tokyo')).toBe('Dec 8, 2026');
  });

  it('never shows an ISO string or a numeric date', () => {
    for (const text of [formatDate('2026-12-16'), formatDateTime('2026-12-16T10:00:00Z')]) {
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4}|T\d{2}:/);
    }
  });

  it('shortens a hash to its kind and first characters', () => {
    expect(shortHash(`sha256:${'08ef9a14'.repeat(8)}`)).toBe('sha256:08ef9a14…');
    expect(shortHash('abc')).toBe('abc');
  });
});
