import { describe, expect, it } from 'vitest';
import { fileKind, fileNameFromUrl, withoutEmptyFiles } from './files.ts';

describe('file helpers', () => {
  it('reads the file name from a signed file URL', () => {
    expect(fileNameFromUrl('http://h/api/v1/files/abc/My%20Logo.PNG?exp=1&sig=x')).toBe('My Logo.PNG');
  });

  it('previews png, jpg and jpeg as pictures, PDFs as PDFs, the rest as files', () => {
    expect(fileKind('http://h/api/v1/files/1/a.JPG?sig=1')).toBe('image');
    expect(fileKind('b.jpeg')).toBe('image');
    expect(fileKind('c.pdf')).toBe('pdf');
    expect(fileKind('d.ai')).toBe('other');
    expect(fileKind('e.gif')).toBe('other');
  });

  it('drops files of size 0', () => {
    const kept = withoutEmptyFiles([new File([''], 'empty.png'), new File(['x'], 'full.png')]);
    expect(kept.map((f) => f.name)).toEqual(['full.png']);
  });
});
