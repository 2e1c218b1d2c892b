import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageContract } from '../../../test/storage-contract.ts';
import { createS3Storage } from './s3.ts';
import type { Storage } from './types.ts';

const BUCKET = 'stitchdesk-test';
// s3rver's fixed credentials.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

describe('S3 storage against s3rver', () => {
  let directory = '';
  let server: S3rver;
  let storage: Storage;
  let client: S3Client;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'sd-s3rver-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    storage = createS3Storage({
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      ...credentials,
    });
    client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  });
  afterAll(async () => {
    client?.destroy();
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  storageContract({
    storage: () => storage,
    listAll: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
  });

  it('sweepAbandoned answers 0 where the service keeps no unfinished uploads to list (s3rver)', async () => {
    expect(await storage.sweepAbandoned(new Date())).toBe(0);
  });
});
