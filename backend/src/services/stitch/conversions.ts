import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { machineFormatOf, type ConversionFormat } from '@stitchdesk/shared';
import type { Thread } from '@stitchdesk/stitch';
import type { FileRow } from '../../db/rows.ts';
import { StorageNotFoundError, type Storage } from '../files/storage/types.ts';
import { readableSize, readStoredBytes, withReadSlot } from './read-stored.ts';
import { convertOffThread } from './stitch-thread-pool.ts';

/*
 * Converted designs are kept in file storage beside the files, under a key made of the file, the
 * format and the colours, so every API process serves the same stored bytes and a restart loses
 * none. The `stitch:convert` job writes the formats a client's machines take as soon as a file is
 * delivered or uploaded; any other is made on its first request and stored then. A conversion is
 * not a file row: it never counts against its client's storage quota (it is ours, remade at will).
 */

/** Conversions under way in this process: a second request for one waits for it rather than starting another. */
const running = new Map<string, Promise<Uint8Array | null>>();

/** Conversions made since the process started (not served from storage): for tests and logs. */
let made = 0;
export const conversionsMade = (): number => made;

export type ConvertibleFile = Pick<FileRow, 'id' | 'name' | 'size' | 'storage_key' | 'created_at'>;

/** Where a file's conversions are kept: one folder per file, so they go with it. */
export const conversionsPrefix = (fileId: string): string => `conversions/${fileId}`;

/** The storage key of `file` in `conversion` in `orderColors` (`own`: the file's own colours or the default). */
export function conversionKey(
  fileId: string,
  conversion: ConversionFormat,
  orderColors: readonly Thread[],
): string {
  const colors =
    orderColors.length === 0
      ? 'own'
      : createHash('sha256')
          .update(orderColors.map((c) => c.hex.toLowerCase()).join(','))
          .digest('hex')
          .slice(0, 16);
  return `${conversionsPrefix(fileId)}/${conversion}-${colors}`;
}

async function storedConversion(storage: Storage, key: string): Promise<Uint8Array | null> {
  try {
    const bytes = await buffer(await storage.get(key));
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    if (error instanceof StorageNotFoundError) return null;
    throw error;
  }
}

/**
 * A stored stitch file written in `conversion`, in `orderColors` where the file has no colours of
 * its own, or null when the file cannot be read as a stitch file: the stored conversion, or one made
 * now on the stitch thread and stored for the next request.
 */
export async function convertedDesign(
  storage: Storage,
  file: ConvertibleFile,
  conversion: ConversionFormat,
  orderColors: readonly Thread[],
): Promise<Uint8Array | null> {
  if (!readableSize(file)) return null;
  const key = conversionKey(file.id, conversion, orderColors);
  const kept = await storedConversion(storage, key);
  if (kept) return kept;
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
      .then(async (bytes) => {
        if (!bytes) return null;
        made += 1;
        // Written whole or not at all (Storage.put), so a reader never sees part of one.
        await storage.put(key, Readable.from([Buffer.from(bytes)]), {
          contentType: 'application/octet-stream',
        });
        return bytes;
      })
      .finally(() => running.delete(key));
    running.set(key, pending);
  }
  return pending;
}
