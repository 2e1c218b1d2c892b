import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
});
