import { describe, expect, it } from 'vitest';
import {
  MAX_FILE_NAME_LENGTH,
  contentDisposition,
  normalizeContentType,
  sanitizeFileName,
  servingOf,
} from './names.ts';

describe('sanitizeFileName', () => {
  it.each([
    ['logo.png', 'logo.png'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\win.ini', 'win.ini'],
    ['C:\\Users\\me\\a/b/c.pdf', 'c.pdf'],
    ['logo.png/..', 'file'],
    ['dir/', 'dir'],
    ['evil\u0000name\r\n.txt', 'evilname.txt'],
    ['invoice\u202egpj.exe', 'invoicegpj.exe'],
    ['  spaced   out  .png  ', 'spaced out .png'],
    ['.hidden', 'hidden'],
    ['...', 'file'],
    ['', 'file'],
    ['CON.txt', '_CON.txt'],
    ['what?<>|*:".png', 'what_______.png'],
    ['café.png', 'café.png'],
    ['file..name..jpg', 'file.name.jpg'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it('shortens long names but keeps the extension', () => {
    const long = `${'x'.repeat(400)}.jpeg`;
    const clean = sanitizeFileName(long);
    expect(clean.length).toBe(MAX_FILE_NAME_LENGTH);
    expect(clean.endsWith('.jpeg')).toBe(true);
  });

  it('does not treat a huge "extension" as one', () => {
    const clean = sanitizeFileName(`name.${'y'.repeat(300)}`);
    expect(clean.length).toBe(MAX_FILE_NAME_LENGTH);
    expect(clean.startsWith('name.')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'résumé "final" (1).pdf')).toBe(
      `attachment; filename="r_sum_ _final_ (1).pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22%20%281%29.pdf`,
    );
    expect(contentDisposition('inline', 'a.png')).toBe(`inline; filename="a.png"; filename*=UTF-8''a.png`);
  });
});

describe('content types', () => {
  it('normalises declared types', () => {
    expect(normalizeContentType('Image/PNG; charset=binary')).toBe('image/png');
    expect(normalizeContentType('')).toBe('application/octet-stream');
    expect(normalizeContentType(undefined)).toBe('application/octet-stream');
    expect(normalizeContentType('text/html\r\nX-Evil: 1')).toBe('application/octet-stream');
  });

  it('shows safe types inline and never serves script-capable types as themselves', () => {
    expect(servingOf('image/png')).toEqual({ contentType: 'image/png', disposition: 'inline' });
    expect(servingOf('application/pdf')).toEqual({ contentType: 'application/pdf', disposition: 'inline' });
    for (const type of [
      'text/html',
      'image/svg+xml',
      'application/xml',
      'text/xml',
      'application/xhtml+xml',
      'text/javascript',
    ]) {
      expect(servingOf(type)).toEqual({ contentType: 'application/octet-stream', disposition: 'attachment' });
    }
    expect(servingOf('application/zip')).toEqual({
      contentType: 'application/zip',
      disposition: 'attachment',
    });
  });
});
