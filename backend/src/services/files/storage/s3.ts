import {
  AbortMultipartUploadCommand,
  HeadBucketCommand,
  ListMultipartUploadsCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { UploadMeter } from './meter.ts';
import { sliceStream } from './slice.ts';
import { assertStorageKey, missingReads, StorageWriteError, type ByteRange, type Storage } from './types.ts';
import { isRecord } from '@stitchdesk/shared';
import { asError } from '../../../lib/thrown.ts';

export interface S3StorageOptions {
  bucket: string;
  region?: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  /** Prefix for every key, e.g. "stitchdesk/"; lets one bucket serve several installations. */
  prefix?: string;
}

function isNotFound(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  if (!isRecord(error)) return false;
  return (
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    (isRecord(error.$metadata) && error.$metadata.httpStatusCode === 404)
  );
}
const missing = missingReads(isNotFound);

/**
 * An S3-compatible bucket. Uploads stream through lib-storage's multipart Upload, which holds at most
 * a few parts in memory and aborts the multipart upload when the body errors, so nothing is left.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${options.prefix ?? ''}${key}`;
  };

  return {
    driver: 's3',

    async put(key, stream, { contentType, maxBytes }) {
      const Key = objectKey(key);
      const meter = new UploadMeter(maxBytes);
      let bodyError: unknown = null;
      const onError = (error: unknown) => {
        bodyError ??= error;
        meter.destroy(asError(error));
      };
      stream.once('error', onError);
      meter.once('error', onError);
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: stream.pipe(meter), ContentType: contentType },
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The caller cares about why its stream failed (e.g. too large), not how S3 reported it.
        if (bodyError) throw bodyError;
        throw new StorageWriteError(error);
      }
      if (bodyError) {
        // The body failed after its last byte reached S3: the object must not stay.
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
        throw bodyError;
      }
      return { size: meter.bytes, sha256: meter.sha256() };
    },

    async get(key, range?: ByteRange) {
      return missing.orNotFound(key, async () => {
        const result = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(result.Body instanceof Readable)) throw new Error('S3 returned no readable body');
        // Some S3-compatible servers answer certain ranges (e.g. bytes=0-0) with the whole object.
        if (range && !result.ContentRange?.startsWith(`bytes ${range.start}-${range.end}/`)) {
          return sliceStream(result.Body, range);
        }
        return result.Body;
      });
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async stat(key) {
      return missing.orNull(async () => {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0 };
      });
    },

    async sweepAbandoned(cutoff) {
      let listed;
      try {
        listed = await client.send(
          new ListMultipartUploadsCommand({ Bucket, ...(options.prefix ? { Prefix: options.prefix } : {}) }),
        );
      } catch (error) {
        // Some S3-compatible services keep no unfinished uploads to list: nothing to sweep there.
        if (isRecord(error) && error.name === 'NotImplemented') return 0;
        throw error;
      }
      let removed = 0;
      for (const upload of listed.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= cutoff) continue;
        await client.send(
          new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }),
        );
        removed += 1;
      }
      return removed;
    },

    async ready() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
