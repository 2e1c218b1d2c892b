import JSZip from 'jszip';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withProfileDefaults } from '@stitchdesk/shared';
import { zipFiles } from '../../lib/zip.ts';
import { makeOrder } from '../../test/orders.ts';
import { fetchServing, sampleDstBytes, stitchInfoOf, useRuntimeBlob } from '../../test/stitch-files.ts';
import { deliveryEntries } from './delivery-entries.ts';

const BASE = 'https://api.test/api/v1/files/0190/crest.dst';
const DST = sampleDstBytes();

function completedOrder() {
  const formats = ['dst', 'pes', 'pes1', 'exp', 'jef', 'vp3', 'xxx'].map((format) => ({
    format: format as 'dst',
    name: format === 'pes1' ? 'crest-pesv1.pes' : `crest.${format}`,
    url: `${BASE}/as/${format}/x?exp=1&sig=s`,
  }));
  const file = { url: `${BASE}?exp=1&sig=s`, name: 'crest.dst' };
  const order = makeOrder({
    _id: 'o1',
    number: 1042,
    service: 'digitizing',
    title: 'Team crest',
    status: 'Completed',
    block: {
      completeOrder: [{ url: file.url }, { url: 'https://api.test/api/v1/files/0191/notes.txt?exp=1&sig=s' }],
      otherInstructions: 'Cap frame',
    },
  });
  order.deliveredFiles = [
    { ...file, stitch: stitchInfoOf(DST, 'crest.dst', `${BASE}/preview.svg`, formats) },
  ];
  return { order, formats };
}

afterEach(() => vi.unstubAllGlobals());

describe('deliveryEntries', () => {
  it("holds each delivered design in every wanted format, the client's PES version, and its worksheet", () => {
    const { order } = completedOrder();
    const profile = withProfileDefaults({ formats: ['PES', 'JEF', 'DST'], pesVersion: 1 });
    const entries = deliveryEntries(order, profile);
    expect(entries.map((e) => e.name)).toEqual([
      'crest.dst',
      'crest-pesv1.pes',
      'crest.jef',
      'crest-worksheet.pdf',
      'notes.txt',
    ]);
    // The worksheet is the server's, made for the client's machines: the file's own signed URL.
    expect(entries[3].url).toBe(`${BASE}/worksheet.pdf?exp=1&sig=s`);
  });

  it('leaves out the worksheet of a file whose worksheet could not be made', () => {
    const { order } = completedOrder();
    order.deliveredFiles![0].stitch!.worksheetFailure = 'the server stopped while making it';
    const profile = withProfileDefaults({ formats: ['PES', 'DST'] });
    expect(deliveryEntries(order, profile).map((e) => e.name)).toEqual([
      'crest.dst',
      'crest.pes',
      'notes.txt',
    ]);
  });

  it('builds the ZIP: the design, its conversions, the worksheet PDF and the other files', async () => {
    useRuntimeBlob(vi.stubGlobal);
    const { order, formats } = completedOrder();
    const profile = withProfileDefaults({ formats: ['PES', 'JEF'], needles: 4, threadChart: 'janome' });
    const served: Record<string, Uint8Array<ArrayBuffer>> = { [order.deliveredFiles![0].url]: DST };
    for (const f of formats) served[f.url] = new Uint8Array([1, 2, 3]);
    served[`${BASE}/worksheet.pdf?exp=1&sig=s`] = new TextEncoder().encode('%PDF-1.7 worksheet');
    served['https://api.test/api/v1/files/0191/notes.txt?exp=1&sig=s'] = new Uint8Array([104, 105]);
    const fetchFile = fetchServing(served);
    const blob = await zipFiles(deliveryEntries(order, profile), fetchFile);
    const zip = await JSZip.loadAsync(await blob.arrayBuffer());
    expect(Object.keys(zip.files).sort()).toEqual(
      ['crest-worksheet.pdf', 'crest.dst', 'crest.jef', 'crest.pes', 'notes.txt'].sort(),
    );
    const pdf = await zip.file('crest-worksheet.pdf')!.async('uint8array');
    expect(new TextDecoder('latin1').decode(pdf.subarray(0, 5))).toBe('%PDF-');
  });
});
