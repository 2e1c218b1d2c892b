import { machineFormatOf, type ConversionFormat } from '@stitchdesk/shared';
import { LRUCache } from 'lru-cache';
import type { Thread } from '@stitchdesk/stitch';
import type { FileRow } from '../../db/rows.ts';
import type { Storage } from '../files/storage/types.ts';
import { readableSize, readStoredBytes, withReadSlot } from './read-stored.ts';
import { convertOffThread } from './worker-pool.ts';

/**
 * Converted designs kept in memory, by total size. In memory rather than stored beside the file:
 * the storage layout, its janitor sweeps and S3 stay as they are, nothing is left behind when a
 * file is deleted, and a conversion costs milliseconds on the stitch worker (a 100,000-stitch
 * design: see the commit that added this), so one lost at a restart is cheap to make again. A
 * written file is about the size of the one read (at most a few MiB), so 64 MiB holds the designs
 * clients are downloading at once many times over.
 */
export const CONVERSION_CACHE_BYTES = 64 * 1024 * 1024;

const cache = new LRUCache<string, Uint8Array>({
  maxSize: CONVERSION_CACHE_BYTES,
  sizeCalculation: (bytes) => Math.max(1, bytes.byteLength),
});

/** Conversions under way: a second request for the same one waits for it rather than starting another. */
const running = new Map<string, Promise<Uint8Array | null>>();

/** Conversions made since the process started (not served from the cache): for tests and logs. */
let made = 0;
export const conversionsMade = (): number => made;

export type ConvertibleFile = Pick<FileRow, 'name' | 'size' | 'storage_key' | 'sha256' | 'created_at'>;

/**
 * A stored stitch file written in `conversion`, in `orderColors` where the file has no colours of
 * its own, or null when the file cannot be read as a stitch file. Cached by the file's content,
 * the format and the colours.
 */
export async function convertedDesign(
  storage: Storage,
  file: ConvertibleFile,
  conversion: ConversionFormat,
  orderColors: readonly Thread[],
): Promise<Uint8Array | null> {
  const key = `${file.storage_key}|${file.sha256}|${conversion}|${orderColors.map((c) => c.hex).join(',')}`;
  const kept = cache.get(key);
  if (kept) return kept;
  if (!readableSize(file)) return null;
  let pending = running.get(key);
  if (!pending) {
    const { format, pesVersion } = machineFormatOf(conversion);
    pending = withReadSlot(async () =>
      convertOffThread(await readStoredBytes(storage, file), file.name, orderColors, {
        format,
        pesVersion,
        // The file's own date, so the same file always converts to the same bytes.
        date: file.created_at,
      }),
    )
      .then((bytes) => {
        if (bytes) {
          made += 1;
          cache.set(key, bytes);
        }
        return bytes;
      })
      .finally(() => running.delete(key));
    running.set(key, pending);
  }
  return pending;
}
