import { describe, expect, it } from 'vitest';
import type { StitchInfo } from '@stitchdesk/shared';
import { makeOrder } from '../../test/orders.ts';
import { deliveredStitchFiles, designSizeOf, sheetOrderOf } from './stitch-files.ts';

const stitch = { format: 'DST', previewUrl: 'http://h/p.svg', stitches: 10 } as StitchInfo;
const url = (name: string) => `http://h/api/v1/files/f1/${name}?exp=1&sig=s`;

describe('stitch files of an order', () => {
  it("lists the delivered files the API recognised as stitch files, from the order's deliveredFiles", () => {
    const order = {
      ...makeOrder({ _id: 'o1', service: 'vector', title: 'T', block: { completeOrder: [url('a.dst')] } }),
      deliveredFiles: [
        { url: url('a.dst'), name: 'a.dst', stitch },
        { url: url('b.png'), name: 'b.png' },
      ],
    };
    expect(deliveredStitchFiles(order)).toEqual([{ url: url('a.dst'), name: 'a.dst', stitch }]);
  });

  it('gives the sheet the design name, and the ordered size in inches when the block has one', () => {
    const order = makeOrder({
      _id: 'o4',
      service: 'digitizing',
      title: 'Crest',
      block: { designName: 'Lion', designSize: { height: 3, width: 2.5 } },
    });
    expect(sheetOrderOf(order, 'digitizing', { orderNumber: 1004, orderTitle: 'Crest' })).toEqual({
      orderNumber: 1004,
      orderTitle: 'Crest',
      designName: 'Lion',
    });
    expect(designSizeOf(order, 'digitizing')).toEqual({ height: 3, width: 2.5 });
    expect(
      designSizeOf(makeOrder({ _id: 'o5', service: 'customApparel', title: 'T' }), 'customApparel'),
    ).toBeNull();
  });
});
