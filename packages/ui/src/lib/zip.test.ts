import JSZip from 'jszip';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uniqueEntryNames, zipFiles } from './zip.ts';

function fakeFetch(files: Record<string, string | number>): typeof fetch {
  return (async (input: string | URL | Request) => {
    const url = String(input);
    const body = files[url];
    if (body === undefined) throw new TypeError('Failed to fetch');
    if (typeof body === 'number') return new Response('nope', { status: body });
    return new Response(body, { status: 200 });
  }) as typeof fetch;
}

async function entries(blob: Blob): Promise<Record<string, string>> {
  const zip = await JSZip.loadAsync(await blob.arrayBuffer());
  const out: Record<string, string> = {};
  for (const name of Object.keys(zip.files)) out[name] = await zip.files[name].async('string');
  return out;
}

describe('uniqueEntryNames', () => {
  it('keeps distinct names and numbers repeats before the extension', () => {
    expect(uniqueEntryNames(['logo.png', 'logo.png', 'LOGO.png', 'brief', 'brief'])).toEqual([
      'logo.png',
      'logo (2).png',
      'LOGO (3).png',
      'brief',
      'brief (2)',
    ]);
  });

  it('never lets a name reach into a folder', () => {
    expect(uniqueEntryNames(['../etc/passwd', ''])).toEqual(['.._etc_passwd', 'file']);
  });
});

describe('zipFiles', () => {
  afterEach(() => vi.restoreAllMocks());

  it('bundles every file that loads, under unique names', async () => {
    const blob = await zipFiles(
      [
        { url: 'https://x/a', name: 'art.png' },
        { url: 'https://x/b', name: 'art.png' },
        { url: 'https://x/c', name: 'notes.pdf' },
      ],
      fakeFetch({ 'https://x/a': 'A', 'https://x/b': 'B', 'https://x/c': 'C' }),
    );
    expect(await entries(blob)).toEqual({ 'art.png': 'A', 'art (2).png': 'B', 'notes.pdf': 'C' });
  });

  it('skips files that fail to download or answer an error, and logs them', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const blob = await zipFiles(
      [
        { url: 'https://x/ok', name: 'ok.txt' },
        { url: 'https://x/gone', name: 'gone.txt' },
        { url: 'https://x/denied', name: 'denied.txt' },
      ],
      fakeFetch({ 'https://x/ok': 'fine', 'https://x/denied': 403 }),
    );
    expect(await entries(blob)).toEqual({ 'ok.txt': 'fine' });
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
