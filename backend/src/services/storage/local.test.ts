import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { storageContract } from '../../test/storage-contract.ts';
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
});
