import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_POLL_MS } from '@stitchdesk/shared';
import { apiError, fakeRoutes } from '../../test/fake-api.ts';
import { makeOrder, untaxedPrice } from '../../test/orders.ts';
import { renderPanel } from '../../test/render-panel.tsx';

// jsdom lays nothing out: give the virtualised list an 800 px viewport and 68 px rows.
const layout = {
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
};
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 68 });
});
afterEach(() => vi.useRealTimers());
afterAll(() => {
  for (const [name, descriptor] of Object.entries(layout))
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
});

const orders = [
  makeOrder({
    _id: 'a1',
    number: 1042,
    service: 'customApparel',
    title: 'Team Hoodies',
    createdAt: new Date(2025, 2, 10).toISOString(),
  }),
  makeOrder({
    _id: 'b2',
    service: 'vector',
    title: 'Mascot Logo',
    createdAt: new Date(2025, 1, 5).toISOString(),
    status: 'Completed',
  }),
  makeOrder({
    _id: 'c3',
    service: 'patches',
    title: 'logo patches',
    createdAt: new Date(2024, 2, 1).toISOString(),
  }),
];

function rowTitles(): string[] {
  const table = screen.getByRole('table', { name: 'My orders' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0].textContent ?? '');
}

describe('My Orders', () => {
  it('lists each order with index, title, type, status and its two links', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    fakeRoutes({
      'GET /order/getorder': async () => {
        await gate;
        return { status: 200, data: orders };
      },
    });
    renderPanel('/clientpanel');
    expect(await screen.findByText('Loading orders...')).toBeInTheDocument();
    release();
    const hoodies = await screen.findByRole('link', { name: 'Team Hoodies' });
    expect(hoodies).toHaveAttribute('href', '/clientpanel/orders/Custom%20Apparel/a1');
    const row = hoodies.closest('[role="row"]') as HTMLElement;
    // The order's own number, not its place in the list.
    expect(within(row).getByText('#1042')).toBeInTheDocument();
    expect(within(row).getByText('Custom Apparel')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Edit Order/ })).toHaveAttribute(
      'href',
      '/clientpanel/editorder/Custom%20Apparel/a1',
    );
    expect(rowTitles()).toEqual(['Team Hoodies', 'Mascot Logo', 'logo patches']);
  });

  it('shows due date, money and what each order needs from the client, and filters to “Needs me”', async () => {
    const awaiting = makeOrder({
      _id: 'p1',
      number: 1050,
      service: 'patches',
      title: 'Club badges',
      status: 'Awaiting Approval',
    });
    awaiting.price = untaxedPrice({
      amountCents: 15000,
      paidCents: 0,
      balanceCents: 15000,
      depositDueCents: 7500,
    });
    awaiting.proofs = [
      {
        _id: 'pr1',
        files: [],
        note: '',
        createdAt: awaiting.createdAt,
        decision: null,
        decidedAt: null,
        comment: null,
        commentFiles: [],
      },
    ];
    const paid = makeOrder({ _id: 'd1', number: 1051, service: 'digitizing', title: 'Cap logo' });
    paid.price = untaxedPrice({ amountCents: 1000, paidCents: 1000, balanceCents: 0, depositDueCents: 0 });
    const quiet = makeOrder({ _id: 'v1', number: 1052, service: 'vector', title: 'Quiet vector' });
    fakeRoutes({
      'GET /order/getorder': { status: 200, data: [awaiting, paid, orders[1], quiet] },
      'GET /order/messages/unread': { data: { unread: { d1: 2 } } },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel');
    const badges = (await screen.findByRole('link', { name: 'Club badges' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(badges).getByText('Deposit due $75.00')).toBeInTheDocument();
    expect(within(badges).getByText(/Action needed: approve proof, pay deposit/)).toBeInTheDocument();
    expect(within(badges).getByText(/^Due /)).toBeInTheDocument();
    expect(within(badges).getByRole('link', { name: 'Order again Club badges' })).toHaveAttribute(
      'href',
      '/clientpanel/neworder/Patches?from=p1',
    );
    const cap = (await screen.findByRole('link', { name: 'Cap logo' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(cap).getByText('Paid')).toBeInTheDocument();
    expect(await within(cap).findByText(/Action needed: reply to a message/)).toBeInTheDocument();
    // A completed order shows no due date and needs nothing.
    const done = screen.getByRole('link', { name: 'Mascot Logo' }).closest('[role="row"]') as HTMLElement;
    expect(within(done).queryByText(/^Due /)).toBeNull();
    expect(within(done).queryByText(/Action needed/)).toBeNull();

    await user.click(screen.getByLabelText(/Needs me/));
    expect(rowTitles()).toEqual(['Club badges', 'Cap logo']);
    await user.click(screen.getByLabelText(/Needs me/));
    expect(rowTitles()).toEqual(['Club badges', 'Cap logo', 'Mascot Logo', 'Quiet vector']);
  });

  it('shows a new "reply to a message" marker when the shop writes, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const order = makeOrder({ _id: 'd7', number: 1060, service: 'digitizing', title: 'Cap logo' });
    order.price = untaxedPrice({ amountCents: 1000, paidCents: 1000, balanceCents: 0, depositDueCents: 0 });
    let unread: Record<string, number> = {};
    let notifications: unknown[] = [];
    fakeRoutes({
      'GET /order/getorder': { status: 200, data: [order] },
      'GET /order/messages/unread': () => ({ data: { unread } }),
      'GET /user/getuser/notifications': () => ({ data: { notification: notifications } }),
    });
    renderPanel('/clientpanel');
    const row = (await screen.findByRole('link', { name: 'Cap logo' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    // The first poll has run; nothing is asked of the client yet.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
    });
    expect(within(row).queryByText(/Action needed/)).toBeNull();

    unread = { d7: 1 };
    notifications = [
      {
        _id: 'n1',
        message: 'New message from the shop about Cap logo',
        readStatus: false,
        createdAt: order.createdAt,
        orderId: 'd7',
        orderNumber: 1060,
        serviceType: 'Digitizing',
      },
    ];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
    });
    expect(await within(row).findByText(/Action needed: reply to a message/)).toBeInTheDocument();
  });

  it('filters by a case-insensitive title substring and by month', async () => {
    fakeRoutes({ 'GET /order/getorder': { status: 200, data: orders } });
    const user = userEvent.setup();
    renderPanel('/clientpanel');
    await screen.findByRole('link', { name: 'Team Hoodies' });

    await user.type(screen.getByLabelText('Search by title'), 'LOGO');
    expect(rowTitles()).toEqual(['Mascot Logo', 'logo patches']);

    const month = screen.getByLabelText('Month');
    expect(month).toHaveAttribute('type', 'month');
    await user.type(month, '2024-03');
    expect(rowTitles()).toEqual(['logo patches']);

    await user.clear(screen.getByLabelText('Search by title'));
    await user.type(screen.getByLabelText('Search by title'), 'hood');
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });

  it('says "No orders found." when there are none', async () => {
    fakeRoutes({ 'GET /order/getorder': { status: 200, data: [] } });
    renderPanel('/clientpanel');
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });

  it('toasts the server message when the list cannot load', async () => {
    fakeRoutes({ 'GET /order/getorder': apiError(500, 'The database is resting') });
    renderPanel('/clientpanel');
    expect(await screen.findByText('The database is resting')).toBeInTheDocument();
  });

  it('renders only the rows in view for 10,000 orders', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      makeOrder({ _id: `o${i}`, service: 'digitizing', title: `Order ${i}` }),
    );
    fakeRoutes({ 'GET /order/getorder': { status: 200, data: many } });
    renderPanel('/clientpanel');
    await screen.findByRole('link', { name: 'Order 0' });
    expect(screen.getByText('10000 orders')).toBeInTheDocument();
    const rendered = within(screen.getByRole('table', { name: 'My orders' })).getAllByRole('row').length;
    expect(rendered).toBeLessThan(60);
    expect(screen.getByRole('table', { name: 'My orders' })).toHaveAttribute('aria-rowcount', '10001');
  });
});
