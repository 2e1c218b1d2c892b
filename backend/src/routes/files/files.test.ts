import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileUrlSigner } from '../../services/files/signing.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { upload } from '../../test/order-fixtures.ts';

const DAY = 86_400_000;

describe('GET /api/v1/files/:fileId/:fileName (signed URLs)', () => {
  let t: TestContext;
  let token = '';
  const bytes = Buffer.from('0123456789abcdefghij');
  let url = '';
  let fileId = '';

  beforeAll(async () => {
    t = await createTestContext();
    token = (await t.createUser()).token;
    const uploaded = await upload(t, token, { name: 'résumé "v2".txt', type: 'text/plain', bytes });
    url = uploaded.url;
    fileId = new URL(url).pathname.split('/')[4];
  });
  afterAll(() => t?.close());

  const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(target, { headers, method });

  it('serves the file without a token, with type, disposition, ETag, caching and nosniff headers', async () => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toMatch(/^private/);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    const row = await t.db('files').where({ id: fileId }).first();
    expect(response.headers.get('etag')).toBe(`"${row.sha256}"`);
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="r_sum_ _v2_.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9%20_v2_.txt`,
    );
  });

  it('answers 304 for a matching If-None-Match', async () => {
    const etag = (await get(url)).headers.get('etag')!;
    const response = await get(url, { 'If-None-Match': etag });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
  });

  it('serves byte ranges with 206 and Content-Range', async () => {
    const first = await get(url, { Range: 'bytes=0-3' });
    expect(first.status).toBe(206);
    expect(await first.text()).toBe('0123');
    expect(first.headers.get('content-range')).toBe(`bytes 0-3/${bytes.length}`);
    expect(first.headers.get('content-length')).toBe('4');

    const open = await get(url, { Range: 'bytes=15-' });
    expect(open.status).toBe(206);
    expect(await open.text()).toBe('fghij');

    const suffix = await get(url, { Range: 'bytes=-2' });
    expect(await suffix.text()).toBe('ij');
    expect(suffix.headers.get('content-range')).toBe(`bytes 18-19/${bytes.length}`);

    const clipped = await get(url, { Range: 'bytes=18-999' });
    expect(clipped.status).toBe(206);
    expect(await clipped.text()).toBe('ij');
  });

  it('answers 416 for an unsatisfiable range and ignores ranges it does not serve', async () => {
    const outside = await get(url, { Range: 'bytes=50-60' });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    const backwards = await get(url, { Range: 'bytes=5-2' });
    expect(backwards.status).toBe(416);
    const several = await get(url, { Range: 'bytes=0-1,4-5' });
    expect(several.status).toBe(200);
    const stale = await get(url, { Range: 'bytes=0-1', 'If-Range': '"not-this-one"' });
    expect(stale.status).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await get(url, {}, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
  });

  it('refuses a tampered signature, another file id, a missing signature and an expired link with 403', async () => {
    const parsed = new URL(url);
    const sig = parsed.searchParams.get('sig')!;
    const tampered = new URL(url);
    tampered.searchParams.set('sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    expect((await get(tampered.href)).status).toBe(403);

    const laterExp = new URL(url);
    laterExp.searchParams.set('exp', String(Number(parsed.searchParams.get('exp')) + 86_400));
    expect((await get(laterExp.href)).status).toBe(403);

    const otherFile = new URL(url);
    otherFile.pathname = otherFile.pathname.replace(fileId, randomUUID());
    expect((await get(otherFile.href)).status).toBe(403);

    const unsigned = new URL(url);
    unsigned.search = '';
    const response = await get(unsigned.href);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'This file link is invalid or has expired',
      message: 'This file link is invalid or has expired',
    });

    const signer = createFileUrlSigner({ secret: t.config.jwtSecret, publicUrl: t.url });
    const expired = signer.url({ id: fileId, name: 'x.txt' }, new Date(Date.now() - 9 * DAY));
    expect((await get(expired)).status).toBe(403);
    const stillValid = signer.url({ id: fileId, name: 'x.txt' }, new Date(Date.now() - 6 * DAY));
    expect((await get(stillValid)).status).toBe(200);

    expect((await get(`${t.url}/api/v1/files/not-a-uuid/x.txt?exp=1&sig=x`)).status).toBe(403);
  });

  it('answers 404 for a correctly signed link to a file that no longer exists', async () => {
    const signer = createFileUrlSigner({ secret: t.config.jwtSecret, publicUrl: t.url });
    expect((await get(signer.url({ id: randomUUID(), name: 'gone.png' }))).status).toBe(404);
  });

  it('never serves markup or script as itself', async () => {
    for (const [name, type] of [
      ['page.html', 'text/html'],
      ['image.svg', 'image/svg+xml'],
      ['data.xml', 'application/xml'],
      ['app.js', 'text/javascript'],
    ]) {
      const uploaded = await upload(t, token, {
        name,
        type,
        bytes: Buffer.from('<script>alert(1)</script>'),
      });
      expect(uploaded.contentType).toBe(type);
      const response = await get(uploaded.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/octet-stream');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; /);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('shows images inline with their own type', async () => {
    const uploaded = await upload(t, token);
    const response = await get(uploaded.url);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="logo.png"/);
  });
});
