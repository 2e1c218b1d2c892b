import { readStitchFile, summarize } from '@stitchdesk/stitch';
import { encode } from '@stitchdesk/stitch/test/encoder';
import { countKind, largeDesign, PEC_THREADS, sampleDesign } from '@stitchdesk/stitch/test/designs';
import { describe, expect, it } from 'vitest';
import { previewUrlOf } from '../../presenters/stitch.ts';
import { fileSignerFor } from '../../services/files/signing.ts';
import { useTestContext, useUser } from '../../test/context.ts';
import { PNG_BYTES, upload, validBlock } from '../../test/order-fixtures.ts';
import { PREVIEW_CSP } from './preview.ts';

const sample = sampleDesign();
const DST_BYTES = Buffer.from(encode('DST', sample));
const PES_BYTES = Buffer.from(encode('PES', sample, { pesVersion: 6 }));
const OCTETS = 'application/octet-stream';

/** The id in one of our signed file URLs. */
const idOf = (url: string) => new URL(url).pathname.split('/')[4];

describe('stitch files: upload summary and signed preview', () => {
  const t = useTestContext();
  const client = useUser(t);

  it('answers a DST upload with its facts computed from the stitches, in the default colours', async () => {
    const body = await upload(t, client.token, { name: 'logo.dst', type: OCTETS, bytes: DST_BYTES });
    expect(body).toMatchObject({ name: 'logo.dst', size: DST_BYTES.length, contentType: OCTETS });
    const stitch = body.stitch!;
    expect(stitch).toMatchObject({
      format: 'DST',
      stitches: countKind(sample.records, 'stitch'),
      colors: 3,
      colorSource: 'default',
    });
    expect(stitch.trims).toBeGreaterThanOrEqual(countKind(sample.records, 'trim'));
    expect(stitch.stops.map((s) => s.stitches).reduce((a, b) => a + b)).toBe(stitch.stitches);
    // 445 × 780 units of 0.1 mm between the outermost stitches.
    expect(stitch.widthMm).toBe(44.5);
    expect(stitch.heightMm).toBe(78);
    expect(stitch.threads).toHaveLength(3);
    expect(stitch.runMinutes).toBeGreaterThan(0);
    expect(stitch.previewUrl).toBe(previewUrlOf(body.url));

    const row = await t
      .db('files')
      .where({ id: idOf(body.url) })
      .first();
    expect(row.stitch).toMatchObject({ format: 'DST', stitches: stitch.stitches, colorSource: 'default' });
  });

  it("answers a PES upload with the file's own thread colours, whatever its name", async () => {
    const body = await upload(t, client.token, { name: 'design.bin', type: OCTETS, bytes: PES_BYTES });
    expect(body.stitch).toMatchObject({
      format: 'PES',
      stitches: countKind(sample.records, 'stitch'),
      colors: 3,
      colorSource: 'file',
      threads: PEC_THREADS.map(({ hex }) => expect.objectContaining({ hex })),
    });
  });

  it('keeps a damaged stitch file and a non-stitch file as plain files', async () => {
    const truncated = await upload(t, client.token, {
      name: 'broken.pes',
      type: OCTETS,
      bytes: PES_BYTES.subarray(0, Math.floor(PES_BYTES.length / 2)),
    });
    expect(truncated.stitch).toBeUndefined();
    expect(truncated.size).toBe(Math.floor(PES_BYTES.length / 2));
    const row = await t
      .db('files')
      .where({ id: idOf(truncated.url) })
      .first();
    expect(row.stitch).toBeNull();
    expect((await fetch(truncated.url)).status).toBe(200);

    const png = await upload(t, client.token);
    expect(png.stitch).toBeUndefined();
    const noPreview = await fetch(previewUrlOf(png.url));
    expect(noPreview.status).toBe(404);
  });

  it('serves the preview as a locked-down SVG drawn in the thread colours', async () => {
    const body = await upload(t, client.token, { name: 'logo.pes', type: OCTETS, bytes: PES_BYTES });
    const response = await fetch(body.stitch!.previewUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('content-security-policy')).toBe(PREVIEW_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|href=/i);
    for (const { hex } of PEC_THREADS) expect(svg).toContain(`stroke="${hex}"`);
    // The same as rendering the uploaded bytes directly, one path per colour block.
    expect(svg.match(/<path /g)).toHaveLength(3);

    const etag = response.headers.get('etag')!;
    const again = await fetch(body.stitch!.previewUrl, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('refuses a tampered, expired or borrowed signature with 403', async () => {
    const body = await upload(t, client.token, { name: 'logo.dst', type: OCTETS, bytes: DST_BYTES });
    const url = new URL(body.stitch!.previewUrl);
    const sig = url.searchParams.get('sig')!;
    const tampered = new URL(url);
    tampered.searchParams.set('sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
    expect((await fetch(tampered)).status).toBe(403);
    const later = new URL(url);
    later.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 86_400));
    expect((await fetch(later)).status).toBe(403);

    const id = idOf(body.url);
    const weekAgo = new Date(Date.now() - 8 * 86_400_000);
    const expired = previewUrlOf(fileSignerFor(t.config).url({ id, name: 'logo.dst' }, weekAgo));
    const expiredResponse = await fetch(expired);
    expect(expiredResponse.status).toBe(403);
    expect(((await expiredResponse.json()) as { error: string }).error).toBe(
      'This file link is invalid or has expired',
    );

    // Another user's own signature does not open this user's preview.
    const other = await t.createUser();
    const theirs = await upload(t, other.token, { name: 'theirs.dst', type: OCTETS, bytes: DST_BYTES });
    const borrowed = new URL(theirs.stitch!.previewUrl);
    borrowed.pathname = borrowed.pathname.replace(idOf(theirs.url), id);
    expect((await fetch(borrowed)).status).toBe(403);
  });

  it('reads a 100,000-stitch file at upload with the same facts as the reader', async () => {
    const big = encode('DST', largeDesign(100_000));
    const body = await upload(t, client.token, { name: 'big.dst', type: OCTETS, bytes: Buffer.from(big) });
    const read = readStitchFile(big, { fileName: 'big.dst' });
    if (!read.ok) throw new Error(read.error.message);
    const { format, stitches, colors, trims, jumps, widthMm, heightMm, runMinutes } = summarize(read.design);
    expect(body.stitch).toMatchObject({
      format,
      stitches,
      colors,
      trims,
      jumps,
      widthMm,
      heightMm,
      runMinutes,
    });
    expect(body.stitch!.stitches).toBe(100_000);
    const preview = await fetch(body.stitch!.previewUrl);
    expect(preview.status).toBe(200);
    expect((await preview.text()).length).toBeGreaterThan(100_000);
  });

  it("shows a DST attached to an order in the order's colours, in its facts and its preview", async () => {
    const dst = await upload(t, client.token, { name: 'crest.dst', type: OCTETS, bytes: DST_BYTES });
    const unattached = await fetch(dst.stitch!.previewUrl);
    const defaultEtag = unattached.headers.get('etag');
    expect(await unattached.text()).not.toContain('stroke="#ffffff"');
    // The vector fixture asks for #FFFFFF and #000000 (sent upper case, as a client may).
    const placed = await t.request('/api/v1/order/createorder/vector', {
      method: 'POST',
      token: client.token,
      body: { vector: validBlock('vector', [{ url: dst.url, name: dst.name }]) },
    });
    expect(placed.status, placed.text).toBe(201);
    const attachment = placed.body.order.vector.attachment[0];
    expect(attachment.stitch).toMatchObject({
      format: 'DST',
      colorSource: 'order',
      threads: [
        { hex: '#ffffff', name: 'White' },
        { hex: '#000000', name: 'Black' },
        { hex: '#ffffff', name: 'White' },
      ],
    });
    const recoloured = await fetch(attachment.stitch.previewUrl);
    expect((await recoloured.text()).match(/stroke="#[0-9a-f]{6}"/g)).toEqual([
      'stroke="#ffffff"',
      'stroke="#000000"',
      'stroke="#ffffff"',
    ]);
    // Another picture, so another ETag: a browser's copy in the default colours is not reused.
    expect(recoloured.headers.get('etag')).not.toBe(defaultEtag);
  });

  it('does not read a PNG as a stitch file', async () => {
    expect((await upload(t, client.token, { name: 'x.png', bytes: PNG_BYTES })).stitch).toBeUndefined();
  });
});
