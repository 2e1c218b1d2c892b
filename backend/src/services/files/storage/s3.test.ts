import { beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_CREDENTIALS, useS3rver } from '../../../test/s3rver.ts';
import { storageContract } from '../../../test/storage-contract.ts';
import { createS3Storage } from './s3.ts';
import type { Storage } from './types.ts';

const BUCKET = 'stitchdesk-test';

describe('S3 storage against s3rver', () => {
  const s3 = useS3rver(BUCKET);
  let storage: Storage;

  beforeAll(() => {
    storage = createS3Storage({
      bucket: BUCKET,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      ...S3RVER_CREDENTIALS,
    });
  });

  storageContract({ storage: () => storage, listAll: () => s3.keys() });

  it('sweepAbandoned answers 0 where the service keeps no unfinished uploads to list (s3rver)', async () => {
    expect(await storage.sweepAbandoned(new Date())).toBe(0);
  });
});
