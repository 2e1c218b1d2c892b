import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../services/files/storage/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { upload } from '../../test/order-fixtures.ts';
import { sampleDesign } from '@stitchdesk/stitch/test/designs';
import { encode } from '@stitchdesk/stitch/test/encoder';

const BUCKET = 'stitchdesk-e2e';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

describe('uploads and signed files on the S3 driver (s3rver)', () => {
  let directory = '';
  let server: S3rver;
  let client: S3Client;
  let t: TestContext;
  let token = '';

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'sd-s3rver-e2e-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const env = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      UPLOAD_MAX_MB: '0.05',
    };
    // The storage the server would build from this environment.
    const storage = createStorage({
      filesDir: '/nonexistent',
      s3: { bucket: BUCKET, region: 'us-east-1', endpoint, ...credentials, forcePathStyle: true },
    });
    expect(storage.driver).toBe('s3');
    t = await createTestContext({ env, storage });
    expect(t.config.s3?.bucket).toBe(BUCKET);
    token = (await t.createUser()).token;
    client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  });
  afterAll(async () => {
    await t?.close();
    client?.destroy();
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  const objects = async () =>
    ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key);

  it('stores the upload in the bucket and serves it, whole and by range', async () => {
    const bytes = Buffer.from('stitchdesk on s3');
    const uploaded = await upload(t, token, { name: 'note.txt', type: 'text/plain', bytes });
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
    const uploaded = await upload(t, token, { name: 'logo.bin', type: 'application/octet-stream', bytes });
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
    const response = await t.request('/api/v1/uploads', { method: 'POST', token, body: form });
    expect(response.status).toBe(413);
    expect(await objects()).toEqual(before);
  });
});
