import { readStitchFile, summarize, type StitchSummary } from '@stitchdesk/stitch';
import { sampleDesign } from '@stitchdesk/stitch/test/designs';
import { encode } from '@stitchdesk/stitch/test/encoder';
import { describe, expect, it } from 'vitest';
import type { FileRow } from '../db/rows.ts';
import { presentOrder } from './order.ts';
import { presentRevision } from './revision.ts';
import { ORDER_VIEW, presentStitch, previewUrlOf, WHOLE_SUMMARY } from './stitch.ts';
import { fileRow, orderRow, revisionRow, testFileUrl } from '../test/presenter-rows.ts';

const fileUrl = testFileUrl;

function summaryOf(format: 'DST' | 'PES'): StitchSummary {
  const read = readStitchFile(encode(format, sampleDesign(), { pesVersion: 6 }));
  if (!read.ok) throw new Error(read.error.message);
  return summarize(read.design);
}
const DST = summaryOf('DST');
const PES = summaryOf('PES');

const file = (partial: Partial<FileRow> & Pick<FileRow, 'id' | 'name'>) =>
  fileRow({ content_type: 'application/octet-stream', ...partial });

const vectorOrder = orderRow({
  service_type: 'vector',
  status: 'Completed',
  title: 'Logo',
  // Royal and Gold from the palette, with their names.
  details: { designColors: ['#1D4F91', '#ffb81c'], designName: 'Logo' },
});

describe('stitch facts in order answers', () => {
  it('puts the preview URL after the file name, keeping the signature', () => {
    expect(previewUrlOf('https://x.test/api/v1/files/a/logo.dst?exp=1&sig=s')).toBe(
      'https://x.test/api/v1/files/a/logo.dst/preview.svg?exp=1&sig=s',
    );
    expect(presentStitch({ stitch: null, name: 'f' }, 'https://x.test/f')).toBeUndefined();
  });

  it('lists at most 100 stops of a summary stored before summaries were bounded', () => {
    const stops = Array.from({ length: 250 }, (_, i) => ({ index: i + 1, hex: '#000000', stitches: 2 }));
    const stored = { ...PES, colors: 250, stops, threads: stops.map(() => ({ hex: '#000000' })) };
    expect(presentStitch({ stitch: stored, name: 'f.pes' }, 'https://x.test/f')).toMatchObject({
      colors: 250,
      stopsOmitted: 150,
      stops: stops.slice(0, 100),
    });
  });

  it("shows a DST in the order's colours, repeated over its stops, and says so", () => {
    const order = presentOrder({
      proofs: [],
      holdFilesUntilPaid: false,
      order: vectorOrder,
      email: 'c@example.com',
      files: [
        file({ id: 'a1', name: 'logo.dst', stitch: DST }),
        file({ id: 'a2', name: 'logo.png' }),
        file({ id: 'd1', name: 'final.dst', kind: 'delivery', stitch: DST }),
        file({ id: 'd2', name: 'final.pes', kind: 'delivery', stitch: PES }),
      ],
      fileUrl,
    });
    const [dst, png] = order.vector.attachment;
    expect(png).toEqual({ url: fileUrl({ id: 'a2', name: 'logo.png' }), name: 'logo.png' });
    expect(dst.stitch).toMatchObject({
      format: 'DST',
      stitches: DST.stitches,
      colorSource: 'order',
      threads: [
        { hex: '#1d4f91', name: 'Royal' },
        { hex: '#ffb81c', name: 'Gold' },
        { hex: '#1d4f91', name: 'Royal' },
      ],
      previewUrl: `${fileUrl({ id: 'a1', name: 'logo.dst' }).replace('?', '/preview.svg?')}`,
    });
    expect(dst.stitch!.stops.map((s) => s.hex)).toEqual(['#1d4f91', '#ffb81c', '#1d4f91']);

    // Delivered files carry the same object beside url and name; the spec's completeOrder is unchanged.
    expect(order.vector.completeOrder).toEqual([
      fileUrl({ id: 'd1', name: 'final.dst' }),
      fileUrl({ id: 'd2', name: 'final.pes' }),
    ]);
    const [finalDst, finalPes] = order.deliveredFiles;
    expect(finalDst).toMatchObject({ name: 'final.dst', stitch: { colorSource: 'order' } });
    // A PES keeps the colours written in it.
    expect(finalPes.stitch).toMatchObject({ colorSource: 'file', threads: PES.threads });
  });

  it("lists an order answer's first stops, and the order's colours in whole turns", () => {
    const stops = Array.from({ length: 10 }, (_, i) => ({ index: i + 1, hex: '#000000', stitches: 2 }));
    const stored = { ...DST, colors: 10, stops, threads: stops.map(() => ({ hex: '#000000' })) };
    const three = ['#c8102e', '#1d4f91', '#ffb81c'];
    const order = presentOrder({
      proofs: [],
      holdFilesUntilPaid: false,
      order: { ...vectorOrder, details: { ...vectorOrder.details, designColors: three } },
      email: 'c@example.com',
      files: [file({ id: 'a1', name: 'logo.dst', stitch: stored })],
      fileUrl,
    });
    const stitch = order.vector.attachment[0].stitch!;
    expect(stitch.stops.map((s) => s.index)).toEqual([1, 2, 3, 4]);
    expect(stitch.stopsOmitted).toBe(6);
    // Two turns of three: repeated, they colour stops 5 to 10 as the order does.
    expect(stitch.threads.map((t) => t.hex)).toEqual([...three, ...three]);
    // Answers about the file itself list every stop the summary keeps.
    expect(
      presentStitch(file({ id: 'a1', name: 'logo.dst', stitch: stored }), 'https://x.test/f'),
    ).toMatchObject({
      stops,
    });
  });

  it("keeps a client's order answer to the first finding and the thread in all; the file's own answer has the rest", () => {
    const place = { stitch: 3, xMm: 1, yMm: 2 };
    const qa = [
      { code: 'short-stitches', severity: 'warning', message: 'Short.', where: [place], count: 1 },
      { code: 'larger-than-hoop', severity: 'error', message: 'Too large.', where: [place], count: 1 },
      { code: 'note', severity: 'info', message: 'A note.', where: [], count: 0 },
    ] as const;
    const stored = { ...DST, qa };
    const threads = {
      brand: 'Janome',
      threadFor: () => ({ code: '202', name: 'Red', hex: '#ff0000', deltaE: 3.21, pinned: false }),
    };
    const row = file({ id: 'a1', name: 'logo.dst', stitch: stored });
    const url = fileUrl(row);
    const compact = presentStitch(row, url, [], { ...ORDER_VIEW, threads })!;
    const whole = presentStitch(row, url, [], { ...WHOLE_SUMMARY, threads })!;

    // The most severe finding, without its places; the other counted.
    expect(compact.qa).toEqual([{ ...qa[1], where: [] }]);
    expect(compact.qaOmitted).toBe(1);
    // Every finding but notes, errors first, with their places.
    expect(whole.qa).toEqual([qa[1], qa[0]]);
    expect(whole.qaOmitted).toBeUndefined();

    // The thread in all; per stop in the file's own answer.
    expect(whole.threadMeters!.perColor!.map((m) => m.stop)).toEqual(whole.stops.map((s) => s.index));
    expect(compact.threadMeters).toEqual({
      top: whole.threadMeters!.top,
      bobbin: whole.threadMeters!.bobbin,
    });

    // Each stop's thread; its distance from the colour (ΔE) for staff and the file's own answer only.
    expect(compact.stops[0].thread).toEqual({
      brand: 'Janome',
      code: '202',
      name: 'Red',
      hex: '#ff0000',
      pinned: false,
    });
    expect(whole.stops[0].thread).toMatchObject({ deltaE: 3.21 });

    // The format links: the file's URL with /as/<format>, the name to save under beside it.
    expect(compact.formats[1]).toEqual({
      format: 'pes',
      name: 'logo.pes',
      url: 'https://x.test/api/v1/files/a1/logo.dst/as/pes?exp=1&sig=s',
    });
    expect(whole.formats).toEqual(compact.formats);
  });

  it('keeps the default sequence when the order names no colours (digitizing)', () => {
    const order = presentOrder({
      proofs: [],
      holdFilesUntilPaid: false,
      order: { ...vectorOrder, service_type: 'digitizing', details: {} },
      email: 'c@example.com',
      files: [file({ id: 'a1', name: 'logo.dst', stitch: DST })],
      fileUrl,
    });
    expect(order.digitizing.attachment[0].stitch).toMatchObject({
      colorSource: 'default',
      threads: DST.threads,
    });
  });

  it("shows a revision's stitch files in the colours the revision asks for", () => {
    const revision = revisionRow({ designColors: ['#c8102e'] });
    const presented = presentRevision({
      revision,
      order: vectorOrder,
      files: [file({ id: 'r-a', name: 'new.dst', revision_id: 'r1', stitch: DST })],
      fileUrl,
    });
    const attachment = (presented.changes as { vector: { attachment: { stitch?: StitchSummary }[] } }).vector
      .attachment[0];
    expect(attachment.stitch?.threads.every((t) => t.hex === '#c8102e')).toBe(true);
  });
});
