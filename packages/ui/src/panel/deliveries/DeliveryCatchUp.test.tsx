import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDesktopPlatform } from '../../platform/desktop.ts';
import { createTestBridge } from '../../test/desktop-test-bridge.ts';
import { fakeRoutes } from '../../test/fake-api.ts';
import { makeOrder } from '../../test/orders.ts';
import { renderPanel } from '../../test/render-panel.tsx';
import { deliveryKeys } from './save-order-deliveries.ts';

afterEach(() => vi.unstubAllGlobals());

const done = makeOrder({
  _id: 'o-1',
  service: 'vector',
  title: 'Mascot',
  status: 'Completed',
  block: { completeOrder: ['https://files.example/f-1/mascot.ai?exp=1&sig=a'] },
});
const pending = makeOrder({ _id: 'o-2', service: 'vector', title: 'Pending one' });

async function startApp(host: ReturnType<typeof createTestBridge>) {
  const platform = createDesktopPlatform(host.bridge, await host.bridge.getConfig());
  return renderPanel('/clientpanel', { platform });
}

describe('deliveries saved without asking (desktop)', () => {
  it('saves at start what was completed while the app was closed, once, across restarts', async () => {
    // The signed file URLs are fetched straight from the file host, outside the API.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('bytes')),
    );
    fakeRoutes({ 'GET /order/getorder': { status: 200, data: [done, pending] } });
    const host = createTestBridge({ autoDownloadDeliveries: true });
    const first = await startApp(host);
    await waitFor(() => expect(host.saved).toHaveLength(1));
    expect(host.saved[0]).toMatchObject({
      name: 'downloaded_files.zip',
      orderTitle: 'Mascot',
      reveal: false,
    });
    await waitFor(() => expect([...host.savedDeliveries]).toEqual(['o-1/f-1/mascot.ai']));
    first.unmount();

    // Next start: the same delivery is known, so nothing is saved again.
    const second = await startApp(host);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(host.saved).toHaveLength(1);
    second.unmount();

    // A new delivery on the same order (after a revision) is saved.
    const revised = makeOrder({
      _id: 'o-1',
      service: 'vector',
      title: 'Mascot',
      status: 'Completed',
      block: {
        completeOrder: ['https://files.example/f-1/mascot.ai?exp=2&sig=b', 'https://files.example/f-2/v2.ai'],
      },
    });
    fakeRoutes({ 'GET /order/getorder': { status: 200, data: [revised] } });
    await startApp(host);
    await waitFor(() => expect(host.saved).toHaveLength(2));
  });

  it('saves nothing when the setting is off', async () => {
    const log = fakeRoutes({ 'GET /order/getorder': { status: 200, data: [done] } });
    const host = createTestBridge();
    await startApp(host);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(host.saved).toEqual([]);
    expect(log.length).toBeGreaterThan(0);
  });

  it('keys a file by order and path, not by its expiring signature', () => {
    expect(deliveryKeys(done)).toEqual(['o-1/f-1/mascot.ai']);
  });
});
