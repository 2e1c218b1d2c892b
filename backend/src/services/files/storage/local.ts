import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { freeingWhenWritten } from './free-written.ts';
import { UploadMeter } from './meter.ts';
import { assertStorageKey, missingReads, StorageWriteError, type ByteRange, type Storage } from './types.ts';
import { errorCode } from '../../../lib/thrown.ts';

const TEMP_SUFFIX = '.partial';
/**
 * Up to 1 MiB waits for the disk (written with one writev) while the next bytes arrive; with the
 * 64 KiB default every chunk waited for its own write and a 500 MB upload ran at ~55% of what plain
 * Node streaming the request to a file achieves.
 */
const WRITE_BUFFER_BYTES = 1024 * 1024;
const ignore = () => undefined;
/** Below this much free space the store reports itself not ready: no upload of any size would fit. */
const READY_MIN_FREE_BYTES = 1024 * 1024;

function isMissing(error: unknown): boolean {
  return errorCode(error) === 'ENOENT';
}
const missing = missingReads(isMissing);

/**
 * Files on local disk under `root`. A write goes to a temporary name beside its target and is
 * renamed into place only when complete, so a reader never sees half a file and a failed write
 * leaves nothing behind.
 */
export function createLocalStorage(root: string): Storage {
  const absoluteRoot = path.resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(absoluteRoot, ...key.split('/'));
  };

  return {
    driver: 'local',

    async put(key, stream: Readable, { maxBytes, freeWritten }) {
      const target = pathOf(key);
      // The source may fail while the directory is being made; pipeline() reports it below, and
      // until then this keeps the error from going unhandled.
      stream.on('error', ignore);
      try {
        await mkdir(path.dirname(target), { recursive: true });
      } catch (error) {
        throw new StorageWriteError(error);
      }
      const temp = `${target}.${randomUUID()}${TEMP_SUFFIX}`;
      const meter = new UploadMeter(maxBytes);
      const file = createWriteStream(temp, {
        flags: 'wx',
        highWaterMark: WRITE_BUFFER_BYTES,
        ...(freeWritten ? { fs: freeingWhenWritten() } : {}),
      });
      // Told apart from the source's errors (which pipeline also hands the file stream): only the
      // file system's own carry a syscall. A full disk is the store's failure, not the client's.
      let writeError: unknown = null;
      file.once('error', (error: NodeJS.ErrnoException) => {
        if (typeof error.syscall === 'string') writeError = error;
      });
      try {
        await pipeline(stream, meter, file);
        await rename(temp, target);
        return { size: meter.bytes, sha256: meter.sha256() };
      } catch (error) {
        await rm(temp, { force: true });
        if (writeError) throw new StorageWriteError(writeError);
        throw error;
      }
    },

    async get(key, range?: ByteRange) {
      return missing.orNotFound(key, async () => {
        // Opening first makes a missing file reject here rather than as a later stream error.
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      });
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async stat(key) {
      return missing.orNull(async () => {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : null;
      });
    },

    async sweepAbandoned(cutoff) {
      let removed = 0;
      let entries;
      try {
        entries = await readdir(absoluteRoot, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile() || !entry.name.endsWith(TEMP_SUFFIX)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const info = await stat(file).catch(() => null);
        if (info && info.mtime < cutoff) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },

    async ready() {
      await mkdir(absoluteRoot, { recursive: true });
      await access(absoluteRoot, constants.W_OK);
      const { bavail, bsize } = await statfs(absoluteRoot);
      if (bavail * bsize < READY_MIN_FREE_BYTES) throw new Error(`less than 1 MiB free in ${absoluteRoot}`);
    },
  };
}
