import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../services/files/storage/s3.ts';
import { StorageWriteError, type Storage } from '../../services/files/storage/types.ts';
import { createLocalStorage } from '../../services/files/storage/local.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { STORAGE_FULL, STORAGE_UNAVAILABLE } from './uploads.ts';

const UPLOAD_BYTES = 5 * 1024 * 1024;

/** POSTs a multipart upload of `bytes` bytes; resolves at the answer, even while the body is still being sent. */
function postUpload(url: string, token: string, bytes: number) {
  const boundary = 'storagefailureboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, Buffer.alloc(bytes, 7), tail]);
  return new Promise<{ status: number; connection?: string; body: { message: string } }>(
    (resolve, reject) => {
      const request = http.request(`${url}/api/v1/uploads`, {
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body: JSON.parse(Buffer.concat(chunks).toString()),
          }),
        );
      });
      // Once answered, the server may close before the whole body was sent: that is expected.
      request.on('error', reject);
      request.end(body);
    },
  );
}

/** A small tmpfs when this process may mount one (root), else null. */
function mountTmpfs(dir: string, size: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Without a tmpfs: local storage whose writes fail as a full disk's do (ENOSPC), after taking some
 * bytes — the disk is outside our system, so only its answer is imitated.
 */
function fullDiskStorage(root: string): Storage {
  const real = createLocalStorage(root);
  return {
    ...real,
    async put(_key, stream) {
      let taken = 0;
      await new Promise<void>((resolve) => {
        stream.on('data', (chunk: Buffer) => {
          taken += chunk.length;
          if (taken > 512 * 1024) {
            stream.pause();
            resolve();
          }
        });
      });
      stream.destroy();
      throw new StorageWriteError(
        Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }),
      );
    },
    async ready() {
      throw new Error('less than 1 MiB free');
    },
  };
}

describe('uploads when file storage cannot write', () => {
  let full: TestContext;
  let bucketDown: TestContext;
  let filesDir: string;
  let mounted = false;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-full-'));
    mounted = mountTmpfs(filesDir, '2m');
    if (mounted) {
      // Fill it: any upload now fails at its first write.
      await writeFile(path.join(filesDir, 'filler'), Buffer.alloc(4 * 1024 * 1024)).catch(() => undefined);
    }
    full = await createTestContext({
      storage: mounted ? createLocalStorage(filesDir) : fullDiskStorage(filesDir),
    });
    bucketDown = await createTestContext({
      storage: createS3Storage({
        bucket: 'stitchdesk',
        endpoint: 'http://127.0.0.1:1',
        forcePathStyle: true,
        accessKeyId: 'test',
        secretAccessKey: 'test',
      }),
    });
  });
  afterAll(async () => {
    await full?.close();
    await bucketDown?.close();
    if (mounted) execFileSync('umount', [filesDir]);
    await rm(filesDir, { recursive: true, force: true });
  });

  it('a full disk answers a 5 MB upload at once with 507 and closes the connection', async () => {
    const { token, user } = await full.createUser();
    const started = Date.now();
    const answer = await postUpload(full.url, token, UPLOAD_BYTES);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(answer.status).toBe(507);
    expect(answer.body.message).toBe(STORAGE_FULL);
    expect(answer.connection).toBe('close');
    expect(await full.db('files').where({ owner_id: user.id })).toEqual([]);
    const ready = await full.request('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ database: 'ok', storage: 'unavailable' });
    // The server still answers on new connections.
    expect((await full.request('/healthz')).status).toBe(200);
  });

  it('a bucket that cannot be reached answers 503 with Retry-After, and /readyz says so', async () => {
    const { token } = await bucketDown.createUser();
    const started = Date.now();
    const answer = await postUpload(bucketDown.url, token, UPLOAD_BYTES);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe(STORAGE_UNAVAILABLE);
    const ready = await bucketDown.request('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ storage: 'unavailable' });
  });
});
