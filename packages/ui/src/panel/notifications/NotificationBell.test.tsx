import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_POLL_MS, type Notification } from '@stitchdesk/shared';
import { makeOrder } from '../../test/orders.ts';
import { apiError, fakeRoutes, type FakeRequest } from '../../test/fake-api.ts';
import { renderPanel, testPlatform } from '../../test/render-panel.tsx';

function note(id: string, message: string, readStatus = false, orderId: string | null = null): Notification {
  return {
    _id: id,
    message,
    readStatus,
    createdAt: '2030-01-01T10:00:00.000Z',
    orderId,
    orderNumber: orderId ? 1042 : null,
    serviceType: orderId ? 'Patches' : null,
  };
}

const ordersRoute = { 'GET /order/getorder': { status: 200, data: [] } };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('NotificationBell', () => {
  it('counts the unread, shows them bold, and a click toggles the panel and marks all read', async () => {
    let list = [
      note('1', 'Your order is in progress'),
      note('2', 'Welcome aboard', true),
      note('3', 'Order shipped'),
    ];
    const log = fakeRoutes({
      ...ordersRoute,
      'GET /user/getuser/notifications': () => ({ status: 200, data: { notification: list } }),
      'PUT /user/update/notification/readstatus': () => {
        list = list.map((n) => ({ ...n, readStatus: true }));
        return { status: 200, data: { message: 'ok' } };
      },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel');

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('unread-count')).toHaveTextContent('2');
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(panel).toBeInTheDocument();
    expect(screen.getByText('Your order is in progress')).toHaveClass('font-bold');
    expect(screen.getByText('Welcome aboard')).not.toHaveClass('font-bold');
    expect(
      log.some((r: FakeRequest) => r.method === 'PUT' && r.url === '/user/update/notification/readstatus'),
    ).toBe(true);

    // After marking read the list is fetched again and nothing is unread.
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it("links a notification to its order's page and names the order's number", async () => {
    const orderId = '0190a0b0-0000-7000-8000-000000000042';
    fakeRoutes({
      ...ordersRoute,
      [`GET /order/getorder/${orderId}`]: {
        status: 200,
        data: makeOrder({ _id: orderId, service: 'patches', title: 'Club badge' }),
      },
      'GET /user/getuser/notifications': {
        status: 200,
        data: {
          notification: [
            note('1', 'Your order Club badge has been placed', false, orderId),
            note('2', 'Welcome'),
          ],
        },
      },
      'PUT /user/update/notification/readstatus': { status: 200, data: { message: 'ok' } },
    });
    const user = userEvent.setup();
    const { router } = renderPanel('/clientpanel');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const link = screen.getByRole('link', { name: /Your order Club badge has been placed/ });
    expect(link).toHaveTextContent('#1042');
    expect(link).toHaveAttribute('href', `/clientpanel/orders/Patches/${orderId}`);
    // A notification about no order is plain text.
    expect(screen.queryByRole('link', { name: /Welcome/ })).not.toBeInTheDocument();
    await user.click(link);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/clientpanel/orders/Patches/${orderId}`),
    );
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('a mark-read failure is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeRoutes({
      ...ordersRoute,
      'GET /user/getuser/notifications': { status: 200, data: { notification: [note('1', 'Hello')] } },
      'PUT /user/update/notification/readstatus': apiError(500, 'boom'),
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed poll shows the single entry "Failed getting notifications"', async () => {
    fakeRoutes({
      ...ordersRoute,
      'GET /user/getuser/notifications': apiError(500, 'Database down'),
      'PUT /user/update/notification/readstatus': { status: 200, data: { message: 'ok' } },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel');
    await screen.findByText('No orders found.');
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Failed getting notifications');
  });

  it('polls with the ETag, keeps the list on 304, and tells the host about new unread ones only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const notify = vi.fn();
    const saveFile = vi.fn(async () => {});
    const completed = makeOrder({
      _id: 'o-9',
      service: 'vector',
      title: 'Mascot',
      block: { completeOrder: ['https://files.example/f-1/mascot.ai?exp=1&sig=s'] },
    });
    // The signed file URL is fetched straight from the file host, outside the API.
    const fetchFile = vi.fn(async () => new Response('vector-bytes'));
    vi.stubGlobal('fetch', fetchFile);
    let list = [note('1', 'Already here')];
    let version = 1;
    const seenTags: (string | undefined)[] = [];
    fakeRoutes({
      ...ordersRoute,
      'GET /user/getuser/notifications': (request) => {
        seenTags.push(request.headers['if-none-match']);
        const etag = `"v${version}"`;
        if (request.headers['if-none-match'] === etag) return { status: 304, headers: { etag } };
        return { status: 200, data: { notification: list }, headers: { etag } };
      },
      'GET /order/getorder/o-9': { status: 200, data: completed },
    });
    renderPanel('/clientpanel', {
      platform: testPlatform({ notify, saveFile, autoDownloadDeliveries: () => true }),
    });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(notify).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
    });
    expect(seenTags).toContain('"v1"');
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    list = [note('2', 'Your order Mascot has been completed', false, 'o-9'), ...list];
    version = 2;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
    });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('Stitchdesk', 'Your order Mascot has been completed');
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(saveFile).toHaveBeenCalledWith('downloaded_files.zip', expect.any(Blob), {
      orderTitle: 'Mascot',
      reveal: false,
    });
    expect(fetchFile).toHaveBeenCalledWith('https://files.example/f-1/mascot.ai?exp=1&sig=s');
    vi.unstubAllGlobals();
  });
});
