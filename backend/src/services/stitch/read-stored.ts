import { buffer } from 'node:stream/consumers';
import { DEFAULT_LIMITS, detectFormat, formatFromFileName } from '@stitchdesk/stitch';
import type { FileRow } from '../../db/rows.ts';
import type { Storage } from '../files/storage/types.ts';

/**
 * Enough of the start of a file to see a stitch format's signature (PES, VP3, JEF, DST's label, an
 * EXP's control codes) or its first records (a SEW's start at 7,544 bytes), so other uploads are
 * never read whole.
 */
const HEAD_BYTES = 8192;

/**
 * Stitch files held in memory at once, per process: each is up to the reader's 16 MiB limit plus
 * its records while the worker reads it, so this bounds the memory the feature can take.
 */
export const CONCURRENT_READS = 2;

let active = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once fewer than CONCURRENT_READS others are running. */
export async function withReadSlot<T>(work: () => Promise<T>): Promise<T> {
  if (active >= CONCURRENT_READS) await new Promise<void>((resolve) => waiting.push(resolve));
  else active++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else active--;
  }
}

export type StoredFile = Pick<FileRow, 'name' | 'size' | 'storage_key'>;

/** Small enough for the reader: larger files are never read as stitch files. */
export const readableSize = (file: StoredFile): boolean =>
  file.size > 0 && file.size <= DEFAULT_LIMITS.maxBytes;

/** True when the file may be a stitch file we read: small enough, and its name or first bytes say so. */
export async function mayBeStitchFile(storage: Storage, file: StoredFile): Promise<boolean> {
  if (!readableSize(file)) return false;
  if (formatFromFileName(file.name)) return true;
  const head = await buffer(
    await storage.get(file.storage_key, { start: 0, end: Math.min(file.size, HEAD_BYTES) - 1 }),
  );
  // An EXP's records are two bytes wide: a head cut at an odd length would never pass.
  return detectFormat(head.subarray(0, head.length - (head.length % 2)), file.name) !== null;
}

/** The whole stored file. */
export async function readStoredBytes(storage: Storage, file: StoredFile): Promise<Uint8Array> {
  const bytes = await buffer(await storage.get(file.storage_key));
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
