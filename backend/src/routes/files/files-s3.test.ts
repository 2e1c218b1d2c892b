import { beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../services/files/storage/index.ts';
import { useTestContext, useUser } from '../../test/context.ts';
import { S3RVER_CREDENTIALS, useS3rver } from '../../test/s3rver.ts';
import { upload } from '../../test/order-fixtures.ts';
import { sampleDesign } from '@stitchdesk/stitch/test/designs';
import { encode } from '@stitchdesk/stitch/test/encoder';

const BUCKET = 'stitchdesk-e2e';

describe('uploads and signed files on the S3 driver (s3rver)', () => {
  const s3 = useS3rver(BUCKET);
  const t = useTestContext(() => ({
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      UPLOAD_MAX_MB: '0.05',
    },
    // The storage the server would build from this environment.
    storage: createStorage({
      filesDir: '/nonexistent',
      s3: {
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint: s3.endpoint,
        ...S3RVER_CREDENTIALS,
        forcePathStyle: true,
      },
    }),
  }));
  const client = useUser(t);

  beforeAll(() => {
    expect(t.deps.storage.driver).toBe('s3');
    expect(t.config.s3?.bucket).toBe(BUCKET);
  });

  const objects = () => s3.keys();

  it('stores the upload in the bucket and serves it, whole and by range', async () => {
    const bytes = Buffer.from('stitchdesk on s3');
    const uploaded = await upload(t, client.token, { name: 'note.txt', type: 'text/plain', bytes });
    const row = await t
      .db('files')
      .where({ id: new URL(uploaded.url).pathname.split('/')[4] })
      .first();
    expect(await objects()).toContain(row.storage_key);
    const whole = await fetch(uploaded.url);
    expect(await whole.text()).toBe('stitchdesk on s3');
    const part = await fetch(uploaded.url, { headers: { Range: 'bytes=0-0' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('s');
  });

  it('reads a stitch upload from the bucket: its summary and its preview, with no extra object', async () => {
    const before = await objects();
    const bytes = Buffer.from(encode('PES', sampleDesign(), { pesVersion: 6 }));
    const uploaded = await upload(t, client.token, {
      name: 'logo.bin',
      type: 'application/octet-stream',
      bytes,
    });
    expect(uploaded.stitch).toMatchObject({ format: 'PES', colors: 3, colorSource: 'file' });
    expect(await objects()).toHaveLength(before.length + 1);
    const preview = await fetch(uploaded.stitch!.previewUrl);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await preview.text()).toContain('<path ');
  });

  it('refuses an oversized upload with 413 and leaves nothing in the bucket', async () => {
    const before = await objects();
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(Math.floor(0.05 * 1024 * 1024) + 10, 1)]), 'big.bin');
    const response = await t.request('/api/v1/uploads', { method: 'POST', token: client.token, body: form });
    expect(response.status).toBe(413);
    expect(await objects()).toEqual(before);
  });
});
