import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Thread } from '@stitchdesk/stitch';
import type { FileRow } from '../../db/rows.ts';
import type { Storage } from '../files/storage/types.ts';
import { readableSize, readStoredBytes, withReadSlot } from './read-stored.ts';
import { renderOffThread } from './stitch-thread-pool.ts';

/**
 * Rendered previews kept in memory, by total size. Rendering on request (rather than storing an SVG
 * beside each file) keeps the storage layout and its sweeps unchanged on disk and S3 alike, and
 * draws DST files in the colours their order asks for now; a cached picture is served in
 * microseconds, a 100,000-stitch one is read, parsed and drawn in tens of milliseconds on the
 * stitch thread (bench).
 */
export const PREVIEW_CACHE_BYTES = 32 * 1024 * 1024;

export interface Preview {
  svg: string;
  /** Names this picture: the file's content and the colours drawn. */
  etag: string;
}

/** Least recently used forgotten first. */
const cache = new LRUCache<string, Preview>({
  maxSize: PREVIEW_CACHE_BYTES,
  // Two bytes a character at most (a title in another script makes the string two-byte).
  sizeCalculation: (preview) => preview.svg.length * 2,
});

/**
 * The design of a stored stitch file drawn as SVG in its thread colours (the order's colours for a
 * file that carries none), or null when the file cannot be read as one.
 */
export async function stitchPreview(
  storage: Storage,
  file: Pick<FileRow, 'name' | 'size' | 'storage_key' | 'sha256'>,
  orderColors: readonly Thread[],
): Promise<Preview | null> {
  const colors = orderColors.map((c) => c.hex).join(',');
  const etag = `"${createHash('sha256').update(`${file.sha256}|${colors}`).digest('base64url').slice(0, 27)}"`;
  const key = `${file.storage_key}|${etag}`;
  const kept = cache.get(key);
  if (kept) return kept;
  if (!readableSize(file)) return null;
  const svg = await withReadSlot(async () =>
    renderOffThread(await readStoredBytes(storage, file), file.name, orderColors),
  );
  if (svg === null) return null;
  const preview = { svg, etag };
  cache.set(key, preview);
  return preview;
}
