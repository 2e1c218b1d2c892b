import { buffer } from 'node:stream/consumers';
import {
  DEFAULT_LIMITS,
  detectFormat,
  formatFromFileName,
  readStitchFile,
  type Design,
  type Thread,
} from '@stitchdesk/stitch';
import type { FileRow } from '../../db/rows.ts';
import type { Storage } from '../storage/types.ts';

/**
 * Enough of the start of a file to see a stitch format's signature (PES, VP3, JEF, DST's label, an
 * EXP's control codes), so other uploads are never read whole.
 */
const HEAD_BYTES = 4096;

/**
 * Whole files read and parsed at once, per process: each holds up to the reader's 16 MiB limit plus
 * its records while it is read, so this bounds the memory (parsing itself runs on the event loop,
 * one file at a time, ~10–20 ms for 100,000 stitches; see `npm run bench`).
 */
const CONCURRENT_READS = 2;

let active = 0;
const waiting: (() => void)[] = [];

async function withReadSlot<T>(work: () => Promise<T>): Promise<T> {
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

type StoredFile = Pick<FileRow, 'name' | 'size' | 'storage_key'>;

/** True when the file may be a stitch file we read: small enough, and its name or first bytes say so. */
export async function mayBeStitchFile(storage: Storage, file: StoredFile): Promise<boolean> {
  if (file.size === 0 || file.size > DEFAULT_LIMITS.maxBytes) return false;
  if (formatFromFileName(file.name)) return true;
  const head = await buffer(
    await storage.get(file.storage_key, { start: 0, end: Math.min(file.size, HEAD_BYTES) - 1 }),
  );
  // An EXP's records are two bytes wide: a head cut at an odd length would never pass.
  return detectFormat(head.subarray(0, head.length - (head.length % 2)), file.name) !== null;
}

/**
 * The stored file read as a stitch design, or null when it is not one we can read (unknown,
 * damaged, truncated, over the limits): such files stay plain files.
 */
export async function readStoredDesign(
  storage: Storage,
  file: StoredFile,
  orderColors: readonly Thread[] = [],
): Promise<Design | null> {
  if (file.size === 0 || file.size > DEFAULT_LIMITS.maxBytes) return null;
  return withReadSlot(async () => {
    const bytes = new Uint8Array(await buffer(await storage.get(file.storage_key)));
    // Never throws: an unknown, damaged or oversized file is an { ok: false } result.
    const result = readStitchFile(bytes, { fileName: file.name, orderColors });
    return result.ok ? result.design : null;
  });
}
