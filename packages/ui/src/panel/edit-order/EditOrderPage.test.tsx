import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, calls, fakeRoutes } from '../../test/fake-api.ts';
import { makeOrder } from '../../test/orders.ts';
import { renderPanel } from '../../test/render-panel.tsx';

afterEach(() => vi.restoreAllMocks());

const hoodies = makeOrder({
  _id: 'ord-1',
  service: 'customApparel',
  title: 'Team Hoodies',
  block: {
    garmentCategory: 'Hoodie',
    garmentGSM: 300,
    garmentColors: ['#000000'],
    sizes: [{ size: 'M', quantity: 5 }],
    // Within the two years ahead a date may be.
    shippingEstimatedTime: new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10),
    otherInstructions: 'Front print',
  },
});

describe('Edit order', () => {
  it('is titled by the label, pre-filled, title read-only; sends the block and goes to revisions', async () => {
    let sent: unknown;
    const log = fakeRoutes({
      'GET /order/getorder/ord-1': { status: 200, data: hoodies },
      'PUT /order/revision/ord-1': (request) => {
        sent = request.body;
        return { status: 201, data: { message: 'Revision submitted', revision: {} } };
      },
      'GET /order/get/revision': { status: 200, data: { revisions: [] } },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/editorder/custom apparel/ord-1');
    expect(await screen.findByRole('heading', { name: 'Edit Custom Apparel Order' })).toBeInTheDocument();
    const title = await screen.findByLabelText('Order Title');
    expect(title).toHaveValue('Team Hoodies');
    expect(title).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Garment GSM')).toHaveValue(300);
    expect(screen.getByLabelText('Quantity for M')).toHaveValue(5);
    expect(screen.getByRole('button', { name: 'Black' })).toHaveAttribute('aria-pressed', 'true');

    await user.clear(screen.getByLabelText('Garment GSM'));
    await user.type(screen.getByLabelText('Garment GSM'), '280');
    await user.click(screen.getByRole('button', { name: 'Submit Revision' }));
    expect(await screen.findByText('No Revisions Found.')).toBeInTheDocument();
    expect(screen.getByText('Revision submitted')).toBeInTheDocument();
    expect(calls(log)).toContain('PUT /order/revision/ord-1');
    expect(sent).toMatchObject({
      customApparel: { orderTitle: 'Team Hoodies', garmentGSM: 280, sizes: [{ size: 'M', quantity: 5 }] },
    });
  });

  it('applies the edit rules: GSM and date required in apparel', async () => {
    const log = fakeRoutes({ 'GET /order/getorder/ord-1': { status: 200, data: hoodies } });
    const user = userEvent.setup();
    renderPanel('/clientpanel/editorder/Custom Apparel/ord-1');
    await user.clear(await screen.findByLabelText('Garment GSM'));
    await user.clear(screen.getByLabelText('Estimated Delivery Date'));
    await user.click(screen.getByRole('button', { name: 'Submit Revision' }));
    expect(await screen.findByText('Garment GSM is required')).toBeInTheDocument();
    expect(screen.getByText('Estimated delivery date is required')).toBeInTheDocument();
    expect(calls(log)).toEqual(['GET /order/getorder/ord-1']);
  });

  it('a failed revision is logged and shown, without a toast', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeRoutes({
      'GET /order/getorder/ord-1': { status: 200, data: hoodies },
      'PUT /order/revision/ord-1': apiError(409, 'This order can no longer be revised'),
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/editorder/customApparel/ord-1');
    await user.click(await screen.findByRole('button', { name: 'Submit Revision' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This order can no longer be revised'),
    );
    expect(logged).toHaveBeenCalled();
    expect(screen.getAllByText('This order can no longer be revised')).toHaveLength(1);
  });

  it('toasts "Error fetching order data:" when the order cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeRoutes({ 'GET /order/getorder/nope': apiError(404, 'Order not found') });
    renderPanel('/clientpanel/editorder/Vector/nope');
    expect(await screen.findByText('Error fetching order data:')).toBeInTheDocument();
  });
});
