import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { tempDirsPerTest } from '../test/temp-dir.ts';
import { numberedName, sanitizePathSegment, saveDelivery } from './deliveries.ts';

const tempDir = tempDirsPerTest();

async function zipOf(files: Record<string, string>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'uint8array' });
}

describe('sanitizePathSegment', () => {
  it.each([
    ['Spring Logo', 'Spring Logo'],
    ['Hoodies / Team "A"', 'Hoodies Team A'],
    ['..', 'Order'],
    ['   ', 'Order'],
    ['logo.', 'logo'],
    ['.hidden', 'hidden'],
    ['CON', '_CON'],
    ['lpt1.txt', '_lpt1.txt'],
    ['tab\tand\nnewline', 'tab and newline'],
    ['abc\u202egnp.exe', 'abcgnp.exe'],
    ['\u2067evil\u2069 \u202atxt\u202c.exe', 'evil txt.exe'],
    ['a:b*c?d|e<f>g\\h', 'a b c d e f g h'],
  ])('%j becomes %j', (raw, expected) => expect(sanitizePathSegment(raw, 'Order')).toBe(expected));

  it('bounds the length', () => expect(sanitizePathSegment('x'.repeat(500), 'Order')).toHaveLength(120));
});

describe('numberedName', () => {
  it('numbers before the extension', () => {
    expect(numberedName('attachments.zip', 1)).toBe('attachments.zip');
    expect(numberedName('attachments.zip', 2)).toBe('attachments (2).zip');
    expect(numberedName('README', 3)).toBe('README (3)');
  });
});

describe('saveDelivery', () => {
  it('writes the ZIP into <base>/<order title>/ with its contents intact', async () => {
    const base = await tempDir();
    const bytes = await zipOf({ 'logo.png': 'png-data', 'notes/brief.txt': 'stitch it' });
    const written = await saveDelivery({
      baseFolder: base,
      orderTitle: 'Spring Logo',
      fileName: 'downloaded_files.zip',
      bytes,
    });

    expect(written).toBe(path.join(base, 'Spring Logo', 'downloaded_files.zip'));
    const zip = await JSZip.loadAsync(await readFile(written));
    expect(
      Object.keys(zip.files)
        .filter((name) => !zip.files[name].dir)
        .sort(),
    ).toEqual(['logo.png', 'notes/brief.txt']);
    expect(await zip.file('logo.png')?.async('string')).toBe('png-data');
    expect(await zip.file('notes/brief.txt')?.async('string')).toBe('stitch it');
  });

  it('never overwrites: later saves get (2), (3)…', async () => {
    const base = await tempDir();
    const first = await zipOf({ 'a.txt': 'first' });
    const second = await zipOf({ 'a.txt': 'second' });
    const third = await zipOf({ 'a.txt': 'third' });
    const request = { baseFolder: base, orderTitle: 'Caps', fileName: 'attachments.zip' };
    const paths = [
      await saveDelivery({ ...request, bytes: first }),
      await saveDelivery({ ...request, bytes: second }),
      await saveDelivery({ ...request, bytes: third }),
    ];
    expect(paths.map((p) => path.basename(p))).toEqual([
      'attachments.zip',
      'attachments (2).zip',
      'attachments (3).zip',
    ]);
    const contents = await Promise.all(
      paths.map(async (p) => (await JSZip.loadAsync(await readFile(p))).file('a.txt')?.async('string')),
    );
    expect(contents).toEqual(['first', 'second', 'third']);
  });

  it('keeps a file that was already there untouched', async () => {
    const base = await tempDir();
    await mkdir(path.join(base, 'Caps'));
    await writeFile(path.join(base, 'Caps', 'attachments.zip'), 'mine');
    await saveDelivery({
      baseFolder: base,
      orderTitle: 'Caps',
      fileName: 'attachments.zip',
      bytes: await zipOf({ x: 'y' }),
    });
    expect(await readFile(path.join(base, 'Caps', 'attachments.zip'), 'utf8')).toBe('mine');
  });

  it('gives simultaneous saves of the same name different files', async () => {
    const base = await tempDir();
    const saves = await Promise.all(
      Array.from({ length: 6 }, async (_, index) =>
        saveDelivery({
          baseFolder: base,
          orderTitle: 'Rush',
          fileName: 'attachments.zip',
          bytes: await zipOf({ 'n.txt': String(index) }),
        }),
      ),
    );
    expect(new Set(saves).size).toBe(6);
    expect((await readdir(path.join(base, 'Rush'))).sort()).toHaveLength(6);
  });

  it('cannot be steered outside the deliveries folder by the title or the file name', async () => {
    const base = await tempDir();
    const written = await saveDelivery({
      baseFolder: base,
      orderTitle: '../../etc',
      fileName: '../../../outside.zip',
      bytes: new Uint8Array([1, 2, 3]),
    });
    expect(written).toBe(path.join(base, 'etc', 'outside.zip'));
  });

  it('saves straight into the base folder when there is no order title', async () => {
    const base = await tempDir();
    const written = await saveDelivery({
      baseFolder: path.join(base, 'Stitchdesk'),
      fileName: 'attachments.zip',
      bytes: new Uint8Array([1]),
    });
    expect(written).toBe(path.join(base, 'Stitchdesk', 'attachments.zip'));
  });
});
