import { CONVERSION_FORMATS } from '@stitchdesk/shared';
import { detectFormat, readStitchFile, summarize } from '@stitchdesk/stitch';
import { encode } from '@stitchdesk/stitch/test/encoder';
import { countKind, largeDesign, sampleDesign } from '@stitchdesk/stitch/test/designs';
import { describe, expect, it } from 'vitest';
import { conversionsMade } from '../../services/stitch/conversions.ts';
import { useTestContext, useUser } from '../../test/context.ts';
import { PNG_BYTES, upload } from '../../test/order-fixtures.ts';

const sample = sampleDesign();
const DST_BYTES = Buffer.from(encode('DST', sample));
const OCTETS = 'application/octet-stream';
const FORMAT_OF = {
  dst: 'DST',
  pes: 'PES',
  pes1: 'PES',
  exp: 'EXP',
  jef: 'JEF',
  vp3: 'VP3',
  xxx: 'XXX',
  pec: 'PEC',
  hus: 'HUS',
};

/** The URL of a conversion with its format segment replaced. */
const withFormat = (url: string, format: string) => url.replace(/\/as\/[^/?]+/, `/as/${format}`);

describe('GET /files/:id/:name/as/:format — conversions', () => {
  const t = useTestContext();
  const client = useUser(t);

  it('lists every format with a distinct <design>.<ext> name, and serves each as the same design', async () => {
    const body = await upload(t, client.token, { name: 'logo.dst', type: OCTETS, bytes: DST_BYTES });
    const formats = body.stitch!.formats;
    expect(formats.map((f) => f.format)).toEqual([...CONVERSION_FORMATS]);
    expect(formats.map((f) => f.name)).toEqual([
      'logo.dst',
      'logo.pes',
      'logo-pesv1.pes',
      'logo.exp',
      'logo.jef',
      'logo.vp3',
      'logo.xxx',
      'logo.pec',
      'logo.hus',
    ]);
    // Same signature and expiry as the file's own URL.
    const own = new URL(body.url);
    for (const { format, name, url } of formats) {
      const u = new URL(url);
      expect(u.search).toBe(own.search);
      // The name to save it under comes with the answer, not in the link.
      expect(u.pathname).toBe(`${own.pathname}/as/${format}`);
      const res = await fetch(url);
      expect(res.status, format).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(`filename="${name}"`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(detectFormat(bytes, name)).toBe(FORMAT_OF[format]);
      const read = readStitchFile(bytes, { fileName: name });
      expect(read.ok, format).toBe(true);
      if (read.ok)
        expect(summarize(read.design).stitches).toBeGreaterThanOrEqual(countKind(sample.records, 'stitch'));
    }
    // PES version 1 and 6 differ (v1 has no thread list).
    const [v6, v1] = await Promise.all(
      formats
        .filter((f) => f.format.startsWith('pes'))
        .map(async (f) => Buffer.from(await (await fetch(f.url)).arrayBuffer())),
    );
    expect(v6.subarray(0, 8).toString('latin1')).toBe('#PES0060');
    expect(v1.subarray(0, 8).toString('latin1')).toBe('#PES0001');
  });

  it('never reads the stored summary to serve a signed link (the file, its preview, a conversion)', async () => {
    const body = await upload(t, client.token, { name: 'lookup.dst', type: OCTETS, bytes: DST_BYTES });
    const sqls: string[] = [];
    const listen = (query: { sql: string }) => sqls.push(query.sql);
    t.db.on('query', listen);
    try {
      for (const url of [body.url, body.stitch!.previewUrl, body.stitch!.formats[1].url])
        expect((await fetch(url)).status).toBe(200);
    } finally {
      t.db.off('query', listen);
    }
    const fileQueries = sqls.filter((sql) => /from "files"/.test(sql));
    expect(fileQueries.length).toBeGreaterThanOrEqual(3);
    for (const sql of fileQueries)
      expect(sql.replace('(stitch IS NOT NULL) AS is_stitch', '')).not.toMatch(/stitch/);
  });

  it('answers a link made before, with the name to save under after the format, alike', async () => {
    const body = await upload(t, client.token, { name: 'older.dst', type: OCTETS, bytes: DST_BYTES });
    const jef = body.stitch!.formats.find((f) => f.format === 'jef')!;
    const older = new URL(jef.url);
    older.pathname += '/Saved%20as.jef';
    const [now, before] = await Promise.all([fetch(jef.url), fetch(older)]);
    expect([now.status, before.status]).toEqual([200, 200]);
    expect(Buffer.from(await before.arrayBuffer()).equals(Buffer.from(await now.arrayBuffer()))).toBe(true);
    expect(before.headers.get('content-disposition')).toContain('filename="Saved as.jef"');
    const forged = new URL(older);
    forged.searchParams.set('sig', 'A'.repeat(22));
    expect((await fetch(forged)).status).toBe(403);
  });

  it('serves a second request from file storage, the same bytes', async () => {
    const body = await upload(t, client.token, { name: 'cached.dst', type: OCTETS, bytes: DST_BYTES });
    const jef = body.stitch!.formats.find((f) => f.format === 'jef')!;
    const before = conversionsMade();
    const first = Buffer.from(await (await fetch(jef.url)).arrayBuffer());
    expect(conversionsMade()).toBe(before + 1);
    const second = Buffer.from(await (await fetch(jef.url)).arrayBuffer());
    expect(conversionsMade()).toBe(before + 1);
    expect(second.equals(first)).toBe(true);
    // Two requests at once: one conversion.
    const xxx = body.stitch!.formats.find((f) => f.format === 'xxx')!;
    const both = await Promise.all([fetch(xxx.url), fetch(xxx.url)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(conversionsMade()).toBe(before + 2);
  });

  it('answers 404 for an unknown format and for a file that is not a stitch file, 403 for a bad signature', async () => {
    const body = await upload(t, client.token, { name: 'logo2.dst', type: OCTETS, bytes: DST_BYTES });
    const dst = body.stitch!.formats[0].url;
    expect((await fetch(withFormat(dst, 'art'))).status).toBe(404);
    expect((await fetch(withFormat(dst, 'pes5'))).status).toBe(404);
    const png = await upload(t, client.token, { name: 'photo.png', type: 'image/png', bytes: PNG_BYTES });
    const pngUrl = new URL(png.url);
    pngUrl.pathname += '/as/dst';
    expect((await fetch(pngUrl)).status).toBe(404);
    const forged = new URL(dst);
    forged.searchParams.set('sig', 'A'.repeat(22));
    expect((await fetch(forged)).status).toBe(403);
  });

  it('converts a 100,000-stitch design in every format (first request, then cached)', async () => {
    const big = Buffer.from(encode('DST', largeDesign(100_000)));
    const body = await upload(t, client.token, { name: 'big.dst', type: OCTETS, bytes: big });
    const timings: string[] = [];
    for (const { format, url } of body.stitch!.formats) {
      let start = performance.now();
      const first = await fetch(url);
      await first.arrayBuffer();
      const cold = performance.now() - start;
      start = performance.now();
      await (await fetch(url)).arrayBuffer();
      const warm = performance.now() - start;
      expect(first.status).toBe(200);
      timings.push(`${format} ${cold.toFixed(0)} ms / cached ${warm.toFixed(1)} ms`);
    }
    console.log(`conversion of 100,000 stitches through the API: ${timings.join('; ')}`);
  }, 60_000);
});
