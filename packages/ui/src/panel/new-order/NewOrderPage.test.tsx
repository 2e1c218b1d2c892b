import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localToday } from '@stitchdesk/shared';
import { apiError, calls, fakeRoutes, PUBLIC_SETTINGS } from '../../test/fake-api.ts';
import { fakeOrderPlacing, PLACED_ORDER_ID } from '../../test/place-order.ts';
import { renderPanel } from '../../test/render-panel.tsx';
import { answerUpload, pngFile, uploadedFileOf } from '../../test/uploads.ts';

async function submit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Place Order' }));
}

/** The message under a field, found through the field's aria-describedby. */
function describedMessage(control: HTMLElement): string {
  const id = control.getAttribute('aria-describedby') ?? '';
  return id
    .split(' ')
    .map((part) => document.getElementById(part)?.textContent ?? '')
    .join(' ');
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('new order forms: validation', () => {
  it.each([
    [
      'Digitizing',
      [
        'Order title is required',
        'Design category is required',
        'Design width is required',
        'Design height is required',
      ],
    ],
    ['Vector', ['Order title is required', 'Design category is required', 'Design width is required']],
    [
      'Patches',
      [
        'Patch category is required',
        'Backing is required',
        'Quantity is required',
        'Delivery date is required',
      ],
    ],
    [
      'custom apparel',
      ['Garment category is required', 'Garment GSM is required', 'Estimated delivery date is required'],
    ],
  ])('%s: shows each field’s first message and sends nothing', async (service, messages) => {
    const log = fakeRoutes({});
    const user = userEvent.setup();
    renderPanel(`/clientpanel/neworder/${service}`);
    await submit(user);
    for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Attach at least one file')).toBeInTheDocument();

    const title = screen.getByLabelText('Order Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(describedMessage(title)).toContain('Order title is required');
    expect(calls(log)).toEqual([]);
  });

  it('patches: a delivery date before today and a quantity under 1 are refused', async () => {
    const log = fakeRoutes({});
    const user = userEvent.setup();
    renderPanel('/clientpanel/neworder/patches');
    const quantity = await screen.findByLabelText('Quantity');
    await user.type(quantity, '0');
    const date = screen.getByLabelText('Delivery Date');
    expect(date).toHaveAttribute('min', localToday());
    await user.type(date, '2001-01-01');
    await submit(user);
    expect(await screen.findByText('Delivery date cannot be earlier than today')).toBeInTheDocument();
    expect(screen.getByText('Quantity must be at least 1')).toBeInTheDocument();
    expect(calls(log)).toEqual([]);
  });
});

describe('new order forms: placing', () => {
  it('digitizing: uploads the files, then places the order with their URLs, then confirms', async () => {
    const { log, created } = fakeOrderPlacing('Digitizing', 'Order created successfully');
    const user = userEvent.setup();
    renderPanel('/clientpanel/neworder/digitizing');
    await user.type(await screen.findByLabelText('Order Title'), 'Team cap');
    await user.selectOptions(screen.getByLabelText('Design Category'), 'Left Chest');
    await user.type(screen.getByLabelText('Design Width (inches)'), '3.5');
    await user.type(screen.getByLabelText('Design Height (inches)'), '2');
    await user.upload(screen.getByLabelText('Files'), [
      pngFile('cap.png'),
      new File([], 'empty.png', { type: 'image/png' }),
    ]);

    const chosen = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    expect(within(chosen).getByRole('img', { name: 'cap.png' })).toHaveAttribute('src', 'blob:preview');

    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Your Order is Confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Order created successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/clientpanel');
    // The confirmation names the order placed and links to its page.
    expect(screen.getByText(/Your order number is/)).toHaveTextContent('Your order number is #1042.');
    expect(screen.getByRole('link', { name: '#1042' })).toHaveAttribute(
      'href',
      `/clientpanel/orders/Digitizing/${PLACED_ORDER_ID}`,
    );
    expect(calls(log)).toEqual(['POST /uploads', 'POST /order/createorder/Digitizing']);
    expect(created()).toEqual({
      digitizing: {
        orderTitle: 'Team cap',
        otherInstructions: '',
        attachment: [{ url: 'http://files/cap.png?sig=1', name: 'cap.png' }],
        designName: '',
        designCategory: 'Left Chest',
        designSize: { height: 2, width: 3.5 },
        superRush: false,
      },
    });
  });

  it('Super Rush: off by default on digitizing and vector, absent on patches, sent when ticked', async () => {
    const { created } = fakeOrderPlacing<{ digitizing: { superRush?: boolean } }>(
      'Digitizing',
      'Order created successfully',
    );
    const user = userEvent.setup();
    const patches = renderPanel('/clientpanel/neworder/Patches');
    await screen.findByLabelText('Order Title');
    expect(screen.queryByRole('checkbox', { name: 'Super Rush' })).not.toBeInTheDocument();
    patches.unmount();

    const vector = renderPanel('/clientpanel/neworder/Vector');
    expect(await screen.findByRole('checkbox', { name: 'Super Rush' })).not.toBeChecked();
    vector.unmount();

    renderPanel('/clientpanel/neworder/digitizing');
    const rush = await screen.findByRole('checkbox', { name: 'Super Rush' });
    expect(rush).not.toBeChecked();
    // What Super Rush buys, in the form itself: first in the queue, at no charge (this shop's fee is 0).
    await waitFor(() =>
      expect(rush).toHaveAccessibleDescription(
        'Choose Super Rush and your design becomes our first priority: it goes to the top of our work queue, ahead of orders without it. There is no extra charge.',
      ),
    );
    expect(screen.queryByText(/^\+ \$/)).toBeNull();
    await user.type(screen.getByLabelText('Order Title'), 'Rush cap');
    await user.selectOptions(screen.getByLabelText('Design Category'), 'Left Chest');
    await user.type(screen.getByLabelText('Design Width (inches)'), '3');
    await user.type(screen.getByLabelText('Design Height (inches)'), '2');
    await user.upload(screen.getByLabelText('Files'), [pngFile('cap.png')]);
    await user.click(rush);
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Your Order is Confirmed' })).toBeInTheDocument();
    expect(created()?.digitizing.superRush).toBe(true);
  });

  it('Super Rush with the shop’s fee: "+ $15.00" beside it, and the estimate adds the fee and the tax line', async () => {
    fakeRoutes({
      'GET /settings/public': {
        status: 200,
        data: {
          ...PUBLIC_SETTINGS,
          settings: { ...PUBLIC_SETTINGS.settings, superRushFeeCents: 1500, taxRatePercent: 8.25 },
        },
      },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/neworder/digitizing');
    const rush = await screen.findByRole('checkbox', { name: 'Super Rush' });
    expect(await screen.findByText('+ $15.00')).toBeInTheDocument();
    expect(rush).toHaveAccessibleDescription(/ahead of orders without it\. It adds \$15\.00 to the price\.$/);
    await user.selectOptions(screen.getByLabelText('Design Category'), 'Left Chest');
    const estimate = screen.getByRole('region', { name: 'Instant estimate' });
    const lines = () =>
      within(estimate)
        .getAllByRole('term')
        .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    // Without Super Rush: $10.00 and its tax (82.5 cents, rounded up)
    expect(estimate).toHaveTextContent('$10.83');
    expect(lines()).toEqual(['Work $10.00', 'Sales tax (8.25%) $0.83']);
    await user.click(rush);
    expect(estimate).toHaveTextContent('$27.06');
    expect(lines()).toEqual(['Work $10.00', 'Super Rush $15.00', 'Sales tax (8.25%) $2.06']);
  });

  it('a retried submission sends the same Idempotency-Key; changed fields get a new one', async () => {
    const keys: string[] = [];
    let answers = 0;
    fakeRoutes({
      'POST /uploads': answerUpload,
      'POST /order/createorder/Digitizing': (request) => {
        keys.push(request.headers['idempotency-key'] ?? request.headers['Idempotency-Key']);
        answers += 1;
        return answers < 3
          ? apiError(503, 'The service is busy')
          : { status: 201, data: { message: 'Placed', order: {} } };
      },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/neworder/Digitizing');
    await user.type(await screen.findByLabelText('Order Title'), 'Shop sign');
    await user.selectOptions(screen.getByLabelText('Design Category'), 'Left Chest');
    await user.type(screen.getByLabelText('Design Width (inches)'), '3');
    await user.type(screen.getByLabelText('Design Height (inches)'), '2');
    await user.upload(screen.getByLabelText('Files'), [pngFile('sign.png')]);
    await submit(user);
    expect(await screen.findByText('The service is busy')).toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);

    await user.type(screen.getByLabelText('Order Title'), ' 2');
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Your Order is Confirmed' })).toBeInTheDocument();
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a removed file is not uploaded', async () => {
    const log = fakeRoutes({ 'POST /uploads': answerUpload });
    const user = userEvent.setup();
    renderPanel('/clientpanel/neworder/Digitizing');
    await user.upload(await screen.findByLabelText('Files'), [pngFile('a.png'), pngFile('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.queryByText('a.png')).not.toBeInTheDocument();
    expect(screen.getByText('b.png')).toBeInTheDocument();
    expect(calls(log)).toEqual([]);
  });

  it('custom apparel: sizes by checkbox, quantity 0 removes, colours toggle by keyboard', async () => {
    const { created } = fakeOrderPlacing<{ customApparel: Record<string, unknown> }>(
      'Custom%20Apparel',
      'Order placed',
    );
    const user = userEvent.setup();
    renderPanel('/clientpanel/neworder/Custom Apparel');
    await user.type(await screen.findByLabelText('Order Title'), 'Hoodies');
    await user.selectOptions(screen.getByLabelText('Garment Category'), 'Hoodie');
    await user.type(screen.getByLabelText('Garment GSM'), '320');
    await user.type(screen.getByLabelText('Estimated Delivery Date'), localToday());

    await user.click(screen.getByRole('checkbox', { name: 'M' }));
    expect(screen.getByLabelText('Quantity for M')).toHaveValue(1);
    await user.click(screen.getByRole('checkbox', { name: 'L' }));
    await user.clear(screen.getByLabelText('Quantity for L'));
    await user.type(screen.getByLabelText('Quantity for L'), '0');
    expect(screen.getByRole('checkbox', { name: 'L' })).not.toBeChecked();
    await user.type(screen.getByLabelText('Quantity for XL'), '4');
    expect(screen.getByRole('checkbox', { name: 'XL' })).toBeChecked();

    const navy = screen.getByRole('button', { name: 'Navy' });
    navy.focus();
    await user.keyboard('{Enter}');
    expect(navy).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Black' }));
    await user.click(screen.getByRole('button', { name: 'Black' }));
    expect(screen.getByRole('button', { name: 'Black' })).toHaveAttribute('aria-pressed', 'false');

    await user.upload(screen.getByLabelText('Files'), [pngFile()]);
    await submit(user);
    await screen.findByRole('heading', { name: 'Your Order is Confirmed' });
    expect(created()?.customApparel).toMatchObject({
      garmentCategory: 'Hoodie',
      garmentGSM: 320,
      garmentColors: ['#1b2a47'],
      sizes: [
        { size: 'M', quantity: 1 },
        { size: 'XL', quantity: 4 },
      ],
      shippingEstimatedTime: localToday(),
    });
  });

  it('patches: a failed upload is dropped and the order still goes out with the rest', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { created } = fakeOrderPlacing<{ patches: { attachment: unknown[] } }>(
      'Patches',
      'ok',
      (request) => {
        const file = uploadedFileOf(request);
        return file.name === 'bad.png' ? apiError(500, 'Disk full') : answerUpload(request);
      },
    );
    const user = userEvent.setup();
    renderPanel('/clientpanel/neworder/Patches');
    await user.type(await screen.findByLabelText('Order Title'), 'Club');
    await user.selectOptions(screen.getByLabelText('Patch Category'), 'Woven Patch');
    await user.selectOptions(screen.getByLabelText('Backing'), 'Velcro');
    await user.type(screen.getByLabelText('Design Width (inches)'), '3');
    await user.type(screen.getByLabelText('Design Height (inches)'), '3');
    await user.type(screen.getByLabelText('Quantity'), '50');
    await user.type(screen.getByLabelText('Delivery Date'), localToday());
    expect(screen.getByText('$150')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Files'), [pngFile('good.png'), pngFile('bad.png')]);
    await submit(user);
    await screen.findByRole('heading', { name: 'Your Order is Confirmed' });
    expect(created()?.patches.attachment).toEqual([{ url: 'http://files/good.png?sig=1', name: 'good.png' }]);
  });

  it('vector: a failed upload fails the order, toasts "Error creating order" and the form comes back', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = fakeRoutes({
      'POST /uploads': apiError(413, 'File too large'),
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/neworder/Vector');
    await user.type(await screen.findByLabelText('Order Title'), 'Mascot');
    await user.selectOptions(screen.getByLabelText('Design Category'), 'Halftones');
    expect(screen.getByText('$25')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Design Width (inches)'), '10');
    await user.type(screen.getByLabelText('Design Height (inches)'), '12');
    await user.upload(screen.getByLabelText('Files'), [pngFile()]);
    await submit(user);
    expect(await screen.findByText('Error creating order')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('File too large');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(logged).toHaveBeenCalled();
    expect(calls(log)).toEqual(['POST /uploads']);
  });

  it('shows the server’s refusal under the form and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeRoutes({
      'POST /uploads': answerUpload,
      'POST /order/createorder/Digitizing': {
        status: 400,
        data: {
          error: 'Design category is required',
          message: 'Design category is required',
          details: [{ path: 'digitizing.designCategory', message: 'Design category is required' }],
        },
      },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/neworder/Digitizing');
    await user.type(await screen.findByLabelText('Order Title'), 'Cap');
    await user.selectOptions(screen.getByLabelText('Design Category'), 'Applique');
    await user.type(screen.getByLabelText('Design Width (inches)'), '1');
    await user.type(screen.getByLabelText('Design Height (inches)'), '1');
    await user.upload(screen.getByLabelText('Files'), [pngFile()]);
    await submit(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Design category is required'));
    expect(screen.getByLabelText('Design Category')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Error creating order')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
