import { createHash } from 'node:crypto';
import type { Thread } from '@stitchdesk/stitch';
import type { FileRow } from '../../db/rows.ts';
import type { Storage } from '../storage/types.ts';
import { readableSize, readStoredBytes, withReadSlot } from './read-stored.ts';
import { renderOffThread } from './worker-pool.ts';

/**
 * Rendered previews kept in memory, by total size. Rendering on request (rather than storing an SVG
 * beside each file) keeps the storage layout and its sweeps unchanged on disk and S3 alike, and
 * draws DST files in the colours their order asks for now; a cached picture is served in
 * microseconds, a 100,000-stitch one is read, parsed and drawn in tens of milliseconds on the
 * stitch worker thread (bench).
 */
export const PREVIEW_CACHE_BYTES = 32 * 1024 * 1024;

export interface Preview {
  svg: string;
  /** Names this picture: the file's content and the colours drawn. */
  etag: string;
}

class PreviewCache {
  readonly #entries = new Map<string, Preview>();
  #bytes = 0;
  readonly #limit: number;

  constructor(limit: number) {
    this.#limit = limit;
  }

  get(key: string): Preview | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      // Most recently used last, so the oldest is forgotten first.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, preview: Preview): void {
    const size = preview.svg.length;
    if (size > this.#limit) return;
    this.#entries.delete(key);
    this.#entries.set(key, preview);
    this.#bytes += size;
    while (this.#bytes > this.#limit) {
      const [oldestKey, oldest] = this.#entries.entries().next().value as [string, Preview];
      this.#entries.delete(oldestKey);
      this.#bytes -= oldest.svg.length;
    }
  }
}

const cache = new PreviewCache(PREVIEW_CACHE_BYTES);

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
