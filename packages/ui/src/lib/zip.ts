import type { FileRef } from '@stitchdesk/shared';

/** docs/product.md §Files: the two names a ZIP is saved under. */
export const ATTACHMENTS_ZIP_NAME = 'attachments.zip';
export const DELIVERIES_ZIP_NAME = 'downloaded_files.zip';

/**
 * Makes every name unique inside one archive: a second `logo.png` becomes `logo (2).png`, so no
 * entry overwrites another. Names are also stripped of folder separators.
 */
export function uniqueEntryNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const name = raw.replace(/[\\/]+/g, '_').trim() || 'file';
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const extension = dot > 0 ? name.slice(dot) : '';
    for (let n = 2; ; n += 1) {
      const candidate = `${stem} (${n})${extension}`;
      if (!taken.has(candidate.toLowerCase())) {
        taken.add(candidate.toLowerCase());
        return candidate;
      }
    }
  });
}

/** An entry made in the browser rather than fetched (a worksheet PDF). */
export interface MadeEntry {
  name: string;
  make(): Promise<Blob>;
}

async function entryData(file: FileRef | MadeEntry, fetchFile: typeof fetch): Promise<ArrayBuffer> {
  if ('make' in file) return (await file.make()).arrayBuffer();
  const response = await fetchFile(file.url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim());
  return response.arrayBuffer();
}

/**
 * Fetches each file (the URLs are signed, so no header is needed), makes each made entry, and
 * bundles them into one ZIP. A file that fails is skipped and logged (docs/product.md §Files); the rest are
 * still saved.
 */
export async function zipFiles(
  files: readonly (FileRef | MadeEntry)[],
  fetchFile: typeof fetch = fetch,
): Promise<Blob> {
  const names = uniqueEntryNames(files.map((file) => file.name));
  // JSZip (~100 kB) loads with the first archive, while its files download: the order pages that
  // only name the archives do not carry it.
  const [{ default: JSZip }, results] = await Promise.all([
    import('jszip'),
    Promise.all(
      files.map(async (file, index) => {
        try {
          return { name: names[index], data: await entryData(file, fetchFile) };
        } catch (error) {
          console.error(`Could not download ${file.name}`, error);
          return null;
        }
      }),
    ),
  ]);
  const zip = new JSZip();
  for (const entry of results) if (entry) zip.file(entry.name, entry.data);
  return zip.generateAsync({ type: 'blob' });
}
