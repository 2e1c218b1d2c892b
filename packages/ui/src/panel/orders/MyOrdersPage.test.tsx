import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, fakeRoutes } from '../../test/fake-api.ts';
import { makeOrder } from '../../test/orders.ts';
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
