import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDesktopPlatform } from '../../platform/desktop.ts';
import { createTestBridge } from '../../test/desktop-test-bridge.ts';
import { fakeRoutes } from '../../test/fake-api.ts';
import { makeOrder } from '../../test/orders.ts';
import { renderPanel } from '../../test/render-panel.tsx';
import { getOrders } from '../orders/api/get-orders.ts';
import { isDeliveryReadyNotice } from '../notifications/use-notification-alerts.ts';
import { deliveryKeys } from './save-order-deliveries.ts';

// Spies that keep the real functions: the catch-up's request for the orders can be counted.
vi.mock('../orders/api/get-orders.ts', { spy: true });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(getOrders).mockClear();
});

/** A completed vector order of `title` with the delivered files at `urls`. */
const completed = (_id: string, title: string, urls: string[]) =>
  makeOrder({ _id, service: 'vector', title, status: 'Completed', block: { completeOrder: urls } });

const done = completed('o-1', 'Mascot', ['https://files.example/f-1/mascot.ai?exp=1&sig=a']);
const pending = makeOrder({ _id: 'o-2', service: 'vector', title: 'Pending one' });
const badge = completed('o-3', 'Badge', ['https://files.example/f-3/badge.ai?exp=1&sig=c']);
const savedTitles = (host: ReturnType<typeof createTestBridge>) => host.saved.map((file) => file.orderTitle);

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

    // Next start: the same delivery is known, so nothing is saved again. The orders are caught up
    // one after another, so once the later one (completed meanwhile) is saved, Mascot was decided.
    fakeRoutes({ 'GET /order/getorder': { status: 200, data: [done, badge] } });
    const second = await startApp(host);
    await waitFor(() => expect(savedTitles(host)).toEqual(['Mascot', 'Badge']));
    second.unmount();

    // A new delivery on the same order (after a revision) is saved.
    const revised = completed('o-1', 'Mascot', [
      'https://files.example/f-1/mascot.ai?exp=2&sig=b',
      'https://files.example/f-2/v2.ai',
    ]);
    fakeRoutes({ 'GET /order/getorder': { status: 200, data: [revised] } });
    await startApp(host);
    await waitFor(() => expect(savedTitles(host)).toEqual(['Mascot', 'Badge', 'Mascot']));
  });

  it('leaves a delivery held until paid alone, fetching nothing, and saves it at the first start once paid', async () => {
    const fetchFile = vi.fn(async (_input: RequestInfo | URL) => new Response('bytes'));
    vi.stubGlobal('fetch', fetchFile);
    const held = {
      ...completed('o-4', 'Crest', ['https://files.example/f-4/crest.ai?exp=1&sig=d']),
      filesHeld: true,
    };
    fakeRoutes({ 'GET /order/getorder': { status: 200, data: [held, done] } });
    const host = createTestBridge({ autoDownloadDeliveries: true });
    const first = await startApp(host);
    // The orders are caught up one after another: once Mascot is saved, Crest was decided.
    await waitFor(() => expect([...host.savedDeliveries]).toEqual(['o-1/f-1/mascot.ai']));
    expect(savedTitles(host)).toEqual(['Mascot']);
    expect(fetchFile.mock.calls.map(([input]) => String(input))).not.toContain(
      'https://files.example/f-4/crest.ai?exp=1&sig=d',
    );
    first.unmount();

    // Paid meanwhile: the next start saves it (nothing was remembered of it while it was held).
    fakeRoutes({ 'GET /order/getorder': { status: 200, data: [{ ...held, filesHeld: false }, done] } });
    await startApp(host);
    await waitFor(() => expect(savedTitles(host)).toEqual(['Mascot', 'Crest']));
    expect([...host.savedDeliveries].sort()).toEqual(['o-1/f-1/mascot.ai', 'o-4/f-4/crest.ai']);
    expect(fetchFile).toHaveBeenCalledWith('https://files.example/f-4/crest.ai?exp=1&sig=d');
  });

  it('saves nothing when the setting is off', async () => {
    fakeRoutes({ 'GET /order/getorder': { status: 200, data: [done] } });
    const host = createTestBridge();
    const platform = createDesktopPlatform(host.bridge, await host.bridge.getConfig());
    const setting = vi.spyOn(platform, 'autoDownloadDeliveries');
    renderPanel('/clientpanel', { platform });
    // The catch-up decides as the panel mounts, from the setting alone: once it has read it (off),
    // it has asked for no orders and saved nothing.
    await waitFor(() => expect(setting).toHaveReturnedWith(false));
    await act(async () => {});
    expect(getOrders).not.toHaveBeenCalled();
    expect(host.saved).toEqual([]);
  });

  it('reads a payment that settles an order as a delivery that may now be saved', () => {
    expect(isDeliveryReadyNotice('We received your payment of $10.00 for Crest: it is paid in full')).toBe(
      true,
    );
    expect(isDeliveryReadyNotice('Your order Crest has been completed')).toBe(true);
    expect(isDeliveryReadyNotice('We received your payment of $5.00 for Crest: the balance is $5.00')).toBe(
      false,
    );
  });

  it('keys a file by order and path, not by its expiring signature', () => {
    expect(deliveryKeys(done)).toEqual(['o-1/f-1/mascot.ai']);
  });
});
