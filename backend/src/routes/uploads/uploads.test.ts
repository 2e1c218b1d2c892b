import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { PNG_BYTES, upload } from '../../test/order-fixtures.ts';

async function storedFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

describe('POST /api/v1/uploads', () => {
  let t: TestContext;
  let token = '';
  let userId = '';

  beforeAll(async () => {
    // 0.05 MB: small enough to test the limit cheaply.
    t = await createTestContext({ env: { UPLOAD_MAX_MB: '0.05' } });
    const { user, token: tk } = await t.createUser();
    token = tk;
    userId = user.id;
  });
  afterAll(() => t?.close());

  /** A multipart body written by hand, for the shapes a FormData never produces. */
  const postMultipart = (body: string) =>
    t.request('/api/v1/uploads', {
      method: 'POST',
      token,
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });

  it('streams the file to storage and records it for the caller', async () => {
    const body = await upload(t, token, { name: 'logo.png', type: 'image/png' });
    expect(body).toEqual({
      url: expect.any(String),
      name: 'logo.png',
      size: PNG_BYTES.length,
      contentType: 'image/png',
    });
    const url = new URL(body.url);
    expect(url.origin).toBe(t.url);
    expect(url.pathname).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}\/logo\.png$/);
    expect(url.searchParams.get('exp')).toMatch(/^\d+$/);
    expect(url.searchParams.get('sig')).toMatch(/^[\w-]{22}$/);

    const id = url.pathname.split('/')[4];
    const row = await t.db('files').where({ id }).first();
    expect(row).toMatchObject({
      owner_id: userId,
      kind: 'attachment',
      name: 'logo.png',
      size: PNG_BYTES.length,
      content_type: 'image/png',
      order_id: null,
      revision_id: null,
    });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    // The storage key is ours, never the user's name.
    expect(row.storage_key).not.toContain('logo');

    const fetched = await fetch(body.url);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });

  it('any signed-in role may upload', async () => {
    for (const role of ['employee', 'admin'] as const) {
      const { token: staffToken } = await t.createUser({ role });
      const body = await upload(t, staffToken, { name: 'delivery.dst', type: 'application/octet-stream' });
      expect(body.name).toBe('delivery.dst');
    }
  });

  it('sanitises the file name but keeps its extension', async () => {
    const body = await upload(t, token, { name: '../../etc/pa\u202ess\u200bwd<>.txt', type: 'text/plain' });
    expect(body.name).toBe('passwd__.txt');
    const windowsPath = await upload(t, token, { name: 'C:\\Users\\me\\..\\logo.png' });
    expect(windowsPath.name).toBe('logo.png');
    const long = await upload(t, token, { name: `${'ü'.repeat(300)}.jpeg`, type: 'image/jpeg' });
    expect([...long.name].length).toBe(150);
    expect(long.name.endsWith('.jpeg')).toBe(true);
  });

  it('keeps a UTF-8 name intact', async () => {
    const body = await upload(t, token, { name: 'café logo – final.png' });
    expect(body.name).toBe('café logo – final.png');
  });

  it('stores the declared content type reduced to type/subtype', async () => {
    const body = await upload(t, token, { name: 'x.png', type: 'image/png; foo=bar' });
    expect(body.contentType).toBe('image/png');
    const raw = await postMultipart(
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\nContent-Type: IMAGE/PNG ; x=1\r\n\r\nabc\r\n--xyz--\r\n',
    );
    expect(raw.status).toBe(201);
    expect(raw.body.contentType).toBe('image/png');
  });

  it('refuses a file over UPLOAD_MAX_MB with 413 and leaves no file behind', async () => {
    const before = await storedFiles(t.config.filesDir);
    const rowsBefore = await t.db('files').count<{ count: number }[]>('* as count');
    const big = Buffer.alloc(Math.floor(0.05 * 1024 * 1024) + 1, 1);
    const form = new FormData();
    form.append('file', new Blob([big], { type: 'application/octet-stream' }), 'big.bin');
    const response = await t.request('/api/v1/uploads', { method: 'POST', token, body: form });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      error: 'The file is too large: the limit is 0.05 MB',
      message: 'The file is too large: the limit is 0.05 MB',
    });
    expect(await storedFiles(t.config.filesDir)).toEqual(before);
    expect(await t.db('files').count<{ count: number }[]>('* as count')).toEqual(rowsBefore);
  });

  it('accepts a file of exactly the limit', async () => {
    const exact = Buffer.alloc(Math.floor(0.05 * 1024 * 1024), 2);
    const body = await upload(t, token, {
      name: 'exact.bin',
      type: 'application/octet-stream',
      bytes: exact,
    });
    expect(body.size).toBe(exact.length);
  });

  it('refuses a request whose declared length is far over the limit before reading it', async () => {
    const big = Buffer.alloc(200 * 1024, 1);
    const form = new FormData();
    form.append('file', new Blob([big]), 'big.bin');
    const response = await t.request('/api/v1/uploads', { method: 'POST', token, body: form });
    expect(response.status).toBe(413);
    expect(response.body.error).toMatch(/too large/);
  });

  it('answers 400 without a file, for another field name, for a non-multipart body and for an empty file', async () => {
    const noFile = new FormData();
    noFile.append('other', 'x');
    expect((await t.request('/api/v1/uploads', { method: 'POST', token, body: noFile })).status).toBe(400);

    const wrongField = new FormData();
    wrongField.append('upload', new Blob([PNG_BYTES]), 'a.png');
    const wrong = await t.request('/api/v1/uploads', { method: 'POST', token, body: wrongField });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Send the file as multipart/form-data in the field "file"');

    const json = await t.request('/api/v1/uploads', { method: 'POST', token, body: { file: 'x' } });
    expect(json.status).toBe(400);

    const broken = await postMultipart(
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    );
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe('The upload was incomplete or malformed');

    const empty = new FormData();
    empty.append('file', new Blob([]), 'empty.png');
    const emptyResponse = await t.request('/api/v1/uploads', { method: 'POST', token, body: empty });
    expect(emptyResponse.status).toBe(400);
    expect(emptyResponse.body.error).toBe('The file is empty');
  });

  it('limits how many uploads one user makes in a window (429 with Retry-After)', async () => {
    const busy = await t.createUser();
    await t
      .db('throttle_events')
      .insert(
        Array.from({ length: t.config.uploadRateLimit }, () => ({ bucket: 'upload', key: busy.user.id })),
      );
    const form = new FormData();
    form.append('file', new Blob([PNG_BYTES]), 'a.png');
    const response = await t.request('/api/v1/uploads', { method: 'POST', token: busy.token, body: form });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Others are not held back.
    expect((await upload(t, token)).name).toBe('logo.png');
  });

  it('needs a token', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG_BYTES]), 'a.png');
    const response = await t.request('/api/v1/uploads', { method: 'POST', body: form });
    expect(response.status).toBe(401);
  });
});

describe('POST /api/v1/uploads, tens of megabytes', () => {
  const t = useTestContext();

  it('stores every byte as sent, though its chunks are freed as they reach the disk', async () => {
    const { token } = await t.createUser();
    const bytes = randomBytes(24 * 1024 * 1024);
    const body = await upload(t, token, { name: 'big.bin', type: 'application/octet-stream', bytes });
    expect(body.size).toBe(bytes.length);
    const row = await t
      .db('files')
      .where({ id: new URL(body.url).pathname.split('/')[4] })
      .first();
    expect(row.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const fetched = Buffer.from(await (await fetch(body.url)).arrayBuffer());
    expect(fetched.equals(bytes)).toBe(true);
  });
});
