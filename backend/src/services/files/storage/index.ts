import type { Config } from '../../../config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { Storage } from './types.ts';

export { createLocalStorage } from './local.ts';
export { createS3Storage, type S3StorageOptions } from './s3.ts';
export { FileTooLargeError } from './meter.ts';
export * from './types.ts';

/** The driver the configuration asks for: the S3 bucket when S3_BUCKET is set, else FILES_DIR on disk. */
export function createStorage(config: Pick<Config, 'filesDir' | 's3'>): Storage {
  if (!config.s3) return createLocalStorage(config.filesDir);
  const { bucket, region, endpoint, accessKeyId, secretAccessKey, forcePathStyle } = config.s3;
  return createS3Storage({
    bucket,
    region,
    endpoint: endpoint ?? undefined,
    accessKeyId: accessKeyId ?? undefined,
    secretAccessKey: secretAccessKey ?? undefined,
    forcePathStyle,
  });
}
