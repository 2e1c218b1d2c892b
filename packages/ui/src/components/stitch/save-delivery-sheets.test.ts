import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../test/orders.ts';
import { testPlatform } from '../../test/render-routes.tsx';
import { fetchServing, sampleDstBytes, stitchInfoOf, useRuntimeBlob } from '../../test/stitch-files.ts';
import { saveDeliverySheets } from './save-delivery-sheets.ts';

beforeEach(() => useRuntimeBlob(vi.stubGlobal));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const url = (id: string, name: string) => `http://h/api/v1/files/${id}/${name}?exp=1&sig=s`;

function completedOrder() {
  const bytes = sampleDstBytes();
  const delivered = ['front.dst', 'gone.dst'].map((name) => ({
    url: url(`f-${name}`, name),
    name,
    stitch: stitchInfoOf(bytes, name, url(`f-${name}`, 'preview.svg')),
  }));
  const order = {
    ...makeOrder({ _id: 'ord-1', service: 'digitizing', title: 'Caps', status: 'Completed' }),
    deliveredFiles: [...delivered, { url: url('f-png', 'mock.png'), name: 'mock.png' }],
  };
  // gone.dst is no longer served: its sheet fails, the other is still saved.
  vi.spyOn(globalThis, 'fetch').mockImplementation(fetchServing({ [delivered[0].url]: bytes }));
  return order;
}

describe('saveDeliverySheets', () => {
  it('on the desktop, saves the approval sheet of each delivered stitch file by order title', async () => {
    const order = completedOrder();
    const saveFile = vi.fn(async () => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const saved = await saveDeliverySheets(testPlatform({ kind: 'desktop', saveFile }), order);
    expect(saved).toBe(1);
    expect(saveFile).toHaveBeenCalledTimes(1);
    expect(saveFile).toHaveBeenCalledWith('front-dst-approval-sheet.pdf', expect.any(Blob), {
      orderTitle: 'Caps',
    });
    expect(console.error).toHaveBeenCalledWith(
      'Could not save the approval sheet of gone.dst',
      expect.any(Error),
    );
  });

  it('on the web, saves nothing (the client downloads sheets one by one)', async () => {
    const order = completedOrder();
    const platform = testPlatform();
    expect(await saveDeliverySheets(platform, order)).toBe(0);
    expect(platform.saved).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
