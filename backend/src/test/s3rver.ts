import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { later } from './context.ts';

/** s3rver's fixed credentials. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestBucket {
  /** The server's address, e.g. http://127.0.0.1:43121. */
  endpoint: string;
  /** The key of every object in the bucket, sorted. */
  keys(): Promise<string[]>;
}

/**
 * An S3 server (s3rver, in a temporary folder) holding the empty bucket `bucket`, started before
 * the file's tests and stopped after them.
 */
export function useS3rver(bucket: string): TestBucket {
  let running: TestBucket | undefined;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'sd-s3rver-'));
    const server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const credentials = S3RVER_CREDENTIALS;
    const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
    running = {
      endpoint,
      keys: async () => {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
      },
    };
    stop = async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    };
  });
  afterAll(() => stop?.());
  return later('The S3 server', () => running);
}
