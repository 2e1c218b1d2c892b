import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createDesktopPlatform } from '../../platform/desktop.ts';
import { createTestBridge } from '../../test/desktop-test-bridge.ts';
import { apiError, calls, fakeRoutes, type FakeRequest } from '../../test/fake-api.ts';
import { renderPanel } from '../../test/render-panel.tsx';

const PRESET = {
  _id: '7f0c8a52-35c4-4b8e-9d61-1f0f3b8e2a10',
  name: 'Caps: left chest',
  service: 'Digitizing',
  fields: { designCategory: 'Left Chest', designSize: { height: 2, width: 3.5 } },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const CAPS = { folder: 'Caps left chest', id: PRESET._id };

async function desktopPanel(config: { autoPlacePresetOrders?: boolean } = {}) {
  const host = createTestBridge(config);
  const platform = createDesktopPlatform(host.bridge, await host.bridge.getConfig());
  return { host, platform };
}

function orderRoutes(created: FakeRequest[], refuse: (title: string) => boolean = () => false) {
  let uploads = 0;
  return fakeRoutes({
    'GET /order/getorder': { status: 200, data: [] },
    'GET /user/presets': { status: 200, data: { presets: [PRESET] } },
    'POST /uploads': () => {
      uploads += 1;
      return { status: 201, data: { url: `https://files.example/u${uploads}/f.png`, name: 'f.png' } };
    },
    'POST /order/createorder/Digitizing': (request) => {
      const title = (request.body as { digitizing: { orderTitle: string } }).digitizing.orderTitle;
      if (refuse(title)) return apiError(422, 'Design size is too large');
      created.push(request);
      return {
        status: 201,
        data: { message: 'Order created successfully', order: { _id: `order-${created.length}` } },
      };
    },
  });
}

describe('hot folder: files in preset folders become orders', () => {
  it('keeps the preset folders in step, then places every waiting file with "Place all"', async () => {
    const created: FakeRequest[] = [];
    const log = orderRoutes(created, (title) => title === 'too big');
    const { host, platform } = await desktopPanel();
    host.drop('1'.repeat(40), 'acme_logo.png', 'a', 'image/png', CAPS);
    host.drop('2'.repeat(40), 'too-big.png', 'b', 'image/png', CAPS);
    host.drop('3'.repeat(40), 'loose.png', 'c', 'image/png');
    const user = userEvent.setup();
    renderPanel('/clientpanel', { platform });

    await waitFor(() => expect(host.presetFolderSyncs).toEqual([[{ id: PRESET._id, name: PRESET.name }]]));
    const tray = await screen.findByRole('region', { name: 'Incoming artwork' });
    // Top-level files still wait for the next form; preset-folder files are not offered to it.
    expect(within(tray).getByText('loose.png')).toBeInTheDocument();
    expect(within(tray).queryByText('acme_logo.png')).not.toBeInTheDocument();
    expect(calls(log)).not.toContain('POST /order/createorder/Digitizing');

    await user.click(within(tray).getByRole('button', { name: 'Place all (2)' }));
    expect(
      await within(tray).findByText('Placed 1 of 2; 1 failed (see the Failed folder)'),
    ).toBeInTheDocument();

    expect(created).toHaveLength(1);
    expect(created[0].headers['idempotency-key']).toBe(`key-${'1'.repeat(40)}`);
    expect(created[0].body).toEqual({
      digitizing: {
        designCategory: 'Left Chest',
        designSize: { height: 2, width: 3.5 },
        orderTitle: 'acme logo',
        attachment: [{ url: 'https://files.example/u1/f.png', name: 'f.png' }],
      },
    });
    expect(host.finished).toEqual(
      expect.arrayContaining([
        { id: '1'.repeat(40), result: { ok: true, orderId: 'order-1' } },
        { id: '2'.repeat(40), result: { ok: false, reason: 'Design size is too large' } },
      ]),
    );
    expect(within(tray).queryByRole('button', { name: /Place all/ })).not.toBeInTheDocument();
  });

  it('places files as they arrive when the setting is on', async () => {
    const created: FakeRequest[] = [];
    orderRoutes(created);
    const { host, platform } = await desktopPanel({ autoPlacePresetOrders: true });
    renderPanel('/clientpanel', { platform });
    const tray = await screen.findByRole('region', { name: 'Incoming artwork' });
    await waitFor(() => expect(host.presetFolderSyncs).toHaveLength(1));

    act(() => host.drop('4'.repeat(40), 'jacket.png', 'j', 'image/png', CAPS));
    expect(await within(tray).findByText('Placed 1 of 1')).toBeInTheDocument();
    act(() => host.drop('5'.repeat(40), 'hat.png', 'h', 'image/png', CAPS));
    expect(await within(tray).findByText('Placed 2 of 2')).toBeInTheDocument();
    expect(
      created.map((r) => (r.body as { digitizing: { orderTitle: string } }).digitizing.orderTitle),
    ).toEqual(['jacket', 'hat']);
  });

  it('never has more than 3 files in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const release: (() => void)[] = [];
    fakeRoutes({
      'GET /order/getorder': { status: 200, data: [] },
      'GET /user/presets': { status: 200, data: { presets: [PRESET] } },
      'POST /uploads': async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise<void>((resolve) => release.push(resolve));
        return { status: 201, data: { url: 'https://files.example/u/f.png', name: 'f.png' } };
      },
      'POST /order/createorder/Digitizing': () => {
        inFlight -= 1;
        return { status: 201, data: { message: 'ok', order: { _id: 'o' } } };
      },
    });
    const { host, platform } = await desktopPanel();
    for (let i = 0; i < 8; i += 1) host.drop(String(i).repeat(40), `f${i}.png`, 'x', 'image/png', CAPS);
    const user = userEvent.setup();
    renderPanel('/clientpanel', { platform });
    const tray = await screen.findByRole('region', { name: 'Incoming artwork' });
    await user.click(await within(tray).findByRole('button', { name: 'Place all (8)' }));
    while (host.finished.length < 8) {
      await waitFor(() => expect(release.length).toBeGreaterThan(0));
      act(() => release.shift()!());
      await waitFor(() => expect(inFlight).toBeLessThanOrEqual(3));
    }
    expect(most).toBe(3);
    expect(await within(tray).findByText('Placed 8 of 8')).toBeInTheDocument();
  });

  it('waits when the server asks (429 + Retry-After) instead of failing the file', async () => {
    const created: FakeRequest[] = [];
    let uploads = 0;
    fakeRoutes({
      'GET /order/getorder': { status: 200, data: [] },
      'GET /user/presets': { status: 200, data: { presets: [PRESET] } },
      'POST /uploads': () => {
        uploads += 1;
        if (uploads === 1)
          return {
            status: 429,
            data: { error: 'Too many uploads. Please try again later.', retryAfterSeconds: 1 },
          };
        return { status: 201, data: { url: 'https://files.example/u/f.png', name: 'f.png' } };
      },
      'POST /order/createorder/Digitizing': (request) => {
        created.push(request);
        return { status: 201, data: { message: 'ok', order: { _id: 'order-1' } } };
      },
    });
    const { host, platform } = await desktopPanel();
    host.drop('6'.repeat(40), 'patient.png', 'p', 'image/png', CAPS);
    const user = userEvent.setup();
    renderPanel('/clientpanel', { platform });
    const tray = await screen.findByRole('region', { name: 'Incoming artwork' });
    await user.click(await within(tray).findByRole('button', { name: 'Place all (1)' }));
    expect(await within(tray).findByText('Placed 1 of 1', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(uploads).toBe(2);
    expect(created).toHaveLength(1);
    expect(host.finished).toEqual([{ id: '6'.repeat(40), result: { ok: true, orderId: 'order-1' } }]);
  });

  it('a placement retried after the server asked to wait sends the same Idempotency-Key', async () => {
    const placements: FakeRequest[] = [];
    fakeRoutes({
      'GET /order/getorder': { status: 200, data: [] },
      'GET /user/presets': { status: 200, data: { presets: [PRESET] } },
      'POST /uploads': { status: 201, data: { url: 'https://files.example/u/f.png', name: 'f.png' } },
      'POST /order/createorder/Digitizing': (request) => {
        placements.push(request);
        if (placements.length === 1)
          return {
            status: 429,
            data: { error: 'Too many orders. Please try again later.', retryAfterSeconds: 1 },
          };
        return { status: 201, data: { message: 'ok', order: { _id: 'order-1' } } };
      },
    });
    const { host, platform } = await desktopPanel();
    host.drop('7'.repeat(40), 'again.png', 'a', 'image/png', CAPS);
    const user = userEvent.setup();
    renderPanel('/clientpanel', { platform });
    const tray = await screen.findByRole('region', { name: 'Incoming artwork' });
    await user.click(await within(tray).findByRole('button', { name: 'Place all (1)' }));
    expect(await within(tray).findByText('Placed 1 of 1', {}, { timeout: 4000 })).toBeInTheDocument();
    // The key main keeps for the file's content (desktop-test-bridge's), on both attempts.
    expect(placements.map((request) => request.headers['idempotency-key'])).toEqual([
      `key-${'7'.repeat(40)}`,
      `key-${'7'.repeat(40)}`,
    ]);
    expect(host.finished).toEqual([{ id: '7'.repeat(40), result: { ok: true, orderId: 'order-1' } }]);
  });
});
