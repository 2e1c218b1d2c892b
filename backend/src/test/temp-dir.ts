import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * A fresh folder under the system's temporary one, made before the file's tests and removed with
 * everything in it after them. Anyone may enter it: PostgreSQL runs as the postgres user when the
 * tests run as root, and a data folder must let it in.
 */
export function useTempDir(prefix: string): { readonly path: string } {
  let made: string | undefined;
  beforeAll(async () => {
    made = await mkdtemp(path.join(os.tmpdir(), prefix));
    await chmod(made, 0o755);
  });
  afterAll(async () => {
    if (made) await rm(made, { recursive: true, force: true });
  });
  return {
    get path() {
      if (!made) throw new Error('The temporary folder is made in beforeAll: use it inside a test or a hook');
      return made;
    },
  };
}
