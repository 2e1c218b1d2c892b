import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeRoutes, type FakeRequest } from '../../test/fake-api.ts';
import { makeOrder } from '../../test/orders.ts';
import { renderPanel } from '../../test/render-panel.tsx';
import { answerUpload } from '../../test/uploads.ts';

const EARLIER = makeOrder({
  _id: 'o-earlier',
  service: 'digitizing',
  title: 'Shop sign',
  status: 'Completed',
  block: {
    designCategory: 'Left Chest',
    designSize: { height: 2, width: 3 },
    attachment: [{ url: 'https://files.example/f-1/sign.png?exp=1&sig=s', name: 'sign.png' }],
  },
});

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  // The earlier order's attachment is fetched back by its signed link, from the file host.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(new Blob(['png-bytes'], { type: 'image/png' }))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * "Order again" (issue 38): the reorder button's placement is an order like any other, sent with an
 * Idempotency-Key, and a retry of it (its first answer lost) sends the same key, so the server
 * answers with the order it placed instead of placing a second.
 */
describe('order again', () => {
  it('places the earlier order anew with an Idempotency-Key, the same one on a retry', async () => {
    const placed: FakeRequest[] = [];
    fakeRoutes({
      'GET /order/getorder/o-earlier': { status: 200, data: EARLIER },
      'POST /uploads': answerUpload,
      'POST /order/createorder/Digitizing': (request) => {
        placed.push(request);
        return placed.length === 1
          ? apiError(503, 'The service is busy')
          : { status: 201, data: { message: 'Order created successfully', order: {} } };
      },
    });
    const user = userEvent.setup();
    // Where the button leads (MyOrdersPage.test.tsx checks the list's link goes there).
    renderPanel('/clientpanel/neworder/Digitizing?from=o-earlier');
    expect(await screen.findByText(/Started from your earlier order/)).toBeInTheDocument();
    expect(screen.getByLabelText('Order Title')).toHaveValue('Shop sign');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('The service is busy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Your Order is Confirmed' })).toBeInTheDocument();

    await waitFor(() => expect(placed).toHaveLength(2));
    const [first, retry] = placed.map((request) => request.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect((placed[1].body as { digitizing: { orderTitle: string } }).digitizing.orderTitle).toBe(
      'Shop sign',
    );
  }, 30_000);
});
