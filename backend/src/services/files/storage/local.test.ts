import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageContract } from '../../../test/storage-contract.ts';
import { createLocalStorage } from './local.ts';
import type { Storage } from './types.ts';

describe('local disk storage', () => {
  let root = '';
  let storage: Storage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sd-storage-'));
    storage = createLocalStorage(root);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  storageContract({
    storage: () => storage,
    listAll: async () =>
      (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        .sort(),
  });

  it('sweepAbandoned removes partial files older than the cutoff and nothing else', async () => {
    const dir = path.join(root, 'ab', 'cd');
    await mkdir(dir, { recursive: true });
    const old = path.join(dir, 'f-1.1234.partial');
    const recent = path.join(dir, 'f-2.5678.partial');
    const complete = path.join(dir, 'f-3');
    for (const file of [old, recent, complete]) await writeFile(file, 'x');
    const dayAndAnHourAgo = new Date(Date.now() - 25 * 3_600_000);
    await utimes(old, dayAndAnHourAgo, dayAndAnHourAgo);
    await utimes(complete, dayAndAnHourAgo, dayAndAnHourAgo);
    expect(await storage.sweepAbandoned(new Date(Date.now() - 24 * 3_600_000))).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['f-2.5678.partial', 'f-3']);
    await rm(path.join(root, 'ab'), { recursive: true, force: true });
  });

  it.each([
    { freeWritten: true, freed: true },
    { freeWritten: false, freed: false },
  ])(
    'with freeWritten $freeWritten, stores every byte and frees the chunks: $freed',
    async ({ freeWritten, freed }) => {
      const chunks = Array.from({ length: 40 }, (_, i) => Buffer.allocUnsafeSlow(64 * 1024).fill(i));
      const expected = Buffer.concat(chunks);
      const key = `ab/cd/free-${freeWritten}`;
      const result = await storage.put(key, Readable.from(chunks), {
        contentType: 'application/octet-stream',
        freeWritten,
      });
      expect(result).toEqual({
        size: expected.length,
        sha256: createHash('sha256').update(expected).digest('hex'),
      });
      expect((await readFile(path.join(root, key))).equals(expected)).toBe(true);
      expect(chunks.every((chunk) => (chunk.buffer as ArrayBuffer).detached === freed)).toBe(true);
      await storage.delete(key);
    },
  );
});
