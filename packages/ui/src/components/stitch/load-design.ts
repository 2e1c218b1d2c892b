import type { Design } from '@stitchdesk/stitch';
import type { StitchInfo } from './stitch-info.ts';

/** Fetches a file's bytes (file URLs are signed, so no header is needed). */
export async function fetchBytes(url: string, fetchFile: typeof fetch = fetch): Promise<Uint8Array> {
  const response = await fetchFile(url);
  if (!response.ok) throw new Error(`Could not download the file (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Reads a stitch file in the browser, in the colours the API showed for it: files without thread
 * colours of their own take the order's colours the summary lists (or, without them, the reader's
 * own default sequence, which is what the summary used), so the playback and the approval sheet match the preview. The reader is loaded only here, on demand.
 */
export async function readDesign(
  bytes: Uint8Array,
  fileName: string,
  stitch?: Pick<StitchInfo, 'threads' | 'colorSource'> | null,
): Promise<Design> {
  const { readStitchFile } = await import('@stitchdesk/stitch');
  const orderColors = stitch?.colorSource === 'order' ? stitch.threads : undefined;
  const result = readStitchFile(bytes, { fileName, ...(orderColors?.length ? { orderColors } : {}) });
  if (!result.ok) throw new Error(result.error.message);
  return result.design;
}
