import type { Readable } from 'node:stream';
import { errorCode } from '../../../lib/thrown.ts';

/** An inclusive byte range, as HTTP Range requests name them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  contentType: string;
  /** When the stream carries more than this many bytes, put rejects with FileTooLargeError and stores nothing. */
  maxBytes?: number;
  /**
   * The stream's chunks are the caller's to give away: nothing reads them after they are stored (a
   * request body as it arrives). The local driver then frees each chunk's memory as soon as it is on
   * disk (see free-written.ts); other drivers ignore it.
   */
  freeWritten?: boolean;
}

/** What was written: its length and hex sha256, measured while streaming. */
export interface PutResult {
  size: number;
  sha256: string;
}

/**
 * Where uploaded and delivered files live (local directory or an S3-compatible bucket). Drivers keep
 * no state in memory that a second API process would need.
 *
 * Keys are made by the server, never from user input, and must match STORAGE_KEY_PATTERN (drivers
 * refuse anything else), so a key can be mapped onto a path or an object name safely.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /**
   * Streams `stream` to `key`. Nothing is visible under `key` until the whole stream is stored; when
   * the stream errors or exceeds `maxBytes`, the promise rejects and nothing is left behind.
   */
  put(key: string, stream: Readable, opts: PutOptions): Promise<PutResult>;
  /** Opens `key` (or a range of it) for reading. Rejects with StorageNotFoundError when it is missing. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** The object's size, or null when there is no such key. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the store can take writes now (folder writable, bucket reachable); /readyz asks. */
  ready(): Promise<void>;
  /**
   * Removes what interrupted writes left behind before `cutoff` (a process killed mid-upload leaves a
   * partial file, or an unfinished multipart upload in a bucket). Returns how many it removed.
   */
  sweepAbandoned(cutoff: Date): Promise<number>;
}

export class StorageNotFoundError extends Error {
  readonly key: string;
  constructor(key: string) {
    super(`No stored object under ${key}`);
    this.name = 'StorageNotFoundError';
    this.key = key;
  }
}

/** Lower-case letters, digits and dashes in slash-separated segments: no dots, so never `..`. */
/**
 * A driver's reads with its own test for "no such object" (`isMissing`): `get` turns a missing
 * object into StorageNotFoundError, `stat` into null; any other failure is thrown as it is.
 */
export function missingReads(isMissing: (error: unknown) => boolean) {
  return {
    async orNotFound<T>(key: string, read: () => Promise<T>): Promise<T> {
      try {
        return await read();
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },
    async orNull<T>(read: () => Promise<T>): Promise<T | null> {
      try {
        return await read();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}

export const STORAGE_KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export function assertStorageKey(key: string): void {
  if (key.length > 200 || !STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** The errors a full disk or an exhausted quota gives a write. */
const NO_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

/**
 * The store could not take a write: its disk is full (`full`), or it failed or is unreachable.
 * Not the client's fault, unlike an error of the stream being stored (too large, client gone).
 */
export class StorageWriteError extends Error {
  readonly full: boolean;
  constructor(cause: unknown) {
    const code = errorCode(cause);
    const full = code !== undefined && NO_SPACE_CODES.has(code);
    super(full ? 'No space left in file storage' : 'File storage failed to write', { cause });
    this.name = 'StorageWriteError';
    this.full = full;
  }
}
