import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JSZip from 'jszip';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeRoutes } from '../../test/fake-api.ts';
import { makeOrder } from '../../test/orders.ts';
import { renderPanel, testPlatform } from '../../test/render-panel.tsx';

afterEach(() => vi.restoreAllMocks());

const file = (name: string) => `http://h/api/v1/files/f-${name}/${name}?exp=1&sig=s`;

describe('Order page', () => {
  it('custom apparel: every field, attachments, and the completed files with their previews', async () => {
    const order = makeOrder({
      _id: 'ord-7',
      number: 1077,
      service: 'customApparel',
      title: 'Team Hoodies',
      status: 'Completed',
      block: {
        garmentGSM: 320,
        garmentCategory: 'Hoodie',
        garmentColors: ['#1b2a47'],
        sizes: [{ size: 'L', quantity: 3 }],
        shippingEstimatedTime: '2030-06-15',
        otherInstructions: 'Print on the back',
        attachment: [{ url: file('front.png'), name: 'front.png' }],
        completeOrder: [file('proof.jpg'), file('invoice.pdf'), file('design.ai')],
      },
    });
    fakeRoutes({ 'GET /order/getorder/ord-7': { status: 200, data: order } });
    renderPanel('/clientpanel/orders/Custom%20Apparel/ord-7');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('#1077')).toBeInTheDocument();
    expect(screen.queryByText('ord-7')).not.toBeInTheDocument();
    expect(screen.getAllByText('Completed').length).toBeGreaterThan(0);
    expect(screen.getByText('320')).toBeInTheDocument();
    expect(screen.getByText('Hoodie')).toBeInTheDocument();
    expect(screen.getByText('L')).toBeInTheDocument();
    expect(screen.getByText('Navy')).toBeInTheDocument();
    expect(screen.getByText('Jun 15, 2030')).toBeInTheDocument();
    // A completed order has no date left to meet.
    expect(screen.queryByText(/Due by|Ships by/)).not.toBeInTheDocument();
    expect(screen.getByText('Print on the back')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Attachments' })).getByRole('img', { name: 'front.png' }),
    ).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Congratulation Your Order Completed' })).toBeInTheDocument();
    const delivered = screen.getByRole('list', { name: 'Completed files' });
    expect(within(delivered).getByRole('img', { name: 'proof.jpg' })).toHaveAttribute(
      'src',
      file('proof.jpg'),
    );
    expect(within(delivered).getByRole('link', { name: 'View PDF invoice.pdf' })).toHaveAttribute(
      'href',
      file('invoice.pdf'),
    );
    expect(within(delivered).getByRole('link', { name: 'View file design.ai' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Files' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download ZIP' })).toBeEnabled();
  });

  it('apparel without sizes says "No sizes selected"; digitizing shows height by width', async () => {
    fakeRoutes({
      'GET /order/getorder/a': {
        status: 200,
        data: makeOrder({ _id: 'a', service: 'customApparel', title: 'T' }),
      },
      'GET /order/getorder/d': {
        status: 200,
        data: makeOrder({
          _id: 'd',
          service: 'digitizing',
          title: 'Cap',
          block: { designSize: { height: 2, width: 3.5 }, designCategory: 'Left Chest' },
        }),
      },
    });
    const first = renderPanel('/clientpanel/orders/customApparel/a');
    expect(await screen.findByText('No sizes selected')).toBeInTheDocument();
    first.unmount();
    renderPanel('/clientpanel/orders/digitizing/d');
    expect(await screen.findByText('2 × 3.5 in (height × width)')).toBeInTheDocument();
    expect(screen.getByText('Left Chest')).toBeInTheDocument();
    expect(screen.queryByText('Congratulation Your Order Completed')).not.toBeInTheDocument();
  });

  it('Download ZIP fetches the attachments and saves attachments.zip through the host', async () => {
    const saveFile = vi.fn(async (_name: string, _blob: Blob, _context?: { orderTitle?: string }) => {});
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async (input) => new Response(`bytes of ${String(input)}`),
    );
    const order = makeOrder({
      _id: 'v1',
      service: 'vector',
      title: 'Mascot',
      block: {
        attachment: [
          { url: file('a.png'), name: 'art.png' },
          { url: file('b.png'), name: 'art.png' },
        ],
      },
    });
    fakeRoutes({ 'GET /order/getorder/v1': { status: 200, data: order } });
    const user = userEvent.setup();
    renderPanel('/clientpanel/orders/Vector/v1', { platform: testPlatform({ saveFile }) });
    await user.click(await screen.findByRole('button', { name: 'Download ZIP' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalled());
    const [name, blob, context] = saveFile.mock.calls[0];
    expect(name).toBe('attachments.zip');
    expect(context).toEqual({ orderTitle: 'Mascot' });
    const zip = await JSZip.loadAsync(await blob.arrayBuffer());
    expect(Object.keys(zip.files).sort()).toEqual(['art (2).png', 'art.png']);
  });

  it('shows "Error: {message}" when the order cannot load', async () => {
    fakeRoutes({ 'GET /order/getorder/x': apiError(404, 'Order not found') });
    renderPanel('/clientpanel/orders/Patches/x');
    expect(await screen.findByText('Error: Order not found')).toBeInTheDocument();
  });
});
