import { act, screen, within } from '@testing-library/react';
import { NOTIFICATION_POLL_MS, type Order } from '@stitchdesk/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRoutes, PUBLIC_SETTINGS } from '../../test/fake-api.ts';
import { makeOrder, untaxedPrice } from '../../test/orders.ts';
import { renderPanel } from '../../test/render-panel.tsx';
import { fetchServing, sampleDstBytes, stitchInfoOf, useRuntimeBlob } from '../../test/stitch-files.ts';

beforeEach(() => {
  useRuntimeBlob(vi.stubGlobal);
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const CARDS_ON = { status: 200, data: { ...PUBLIC_SETTINGS, cardPayments: true } };
const NOTICE = 'Your finished files are ready. They are released as soon as the balance of $10.00 is paid.';
const url = (id: string, name: string) => `http://h/api/v1/files/${id}/${name}?exp=1&sig=s`;
const DST = url('f-dst', 'crest.dst');
const PNG = url('f-png', 'crest.png');
const PDF = url('f-pdf', 'crest.pdf');

/** A completed digitizing order with a DST, a PNG and a PDF delivered, $10.00 of $25.00 still owed. */
function deliveredOrder(paidCents: number): Order {
  const bytes = sampleDstBytes();
  const order = makeOrder({
    _id: 'ord-5',
    number: 1050,
    service: 'digitizing',
    title: 'Club crest',
    status: 'Completed',
    block: { designName: 'Crest', completeOrder: [DST, PNG, PDF] },
  });
  const balanceCents = 2500 - paidCents;
  return {
    ...order,
    deliveredFiles: [
      {
        url: DST,
        name: 'crest.dst',
        stitch: stitchInfoOf(bytes, 'crest.dst', url('f-dst', 'crest.dst/preview.svg')),
      },
      { url: PNG, name: 'crest.png' },
      { url: PDF, name: 'crest.pdf' },
    ],
    price: untaxedPrice({ amountCents: 2500, paidCents, balanceCents, depositDueCents: 0 }),
    invoiceUrl: 'http://h/api/v1/invoices/ord-5/invoice-1050.pdf?exp=1&sig=s',
    // As the server says it with the shop holding files until paid.
    filesHeld: balanceCents > 0,
  };
}

/** Every request for a delivered file's bytes, which a held order must not make. */
function watchFileFetches() {
  const fetched = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(fetchServing({ [DST]: sampleDstBytes(), [PNG]: new Uint8Array([1]) }));
  return () => fetched.mock.calls.map(([input]) => String(input)).filter((u) => [DST, PNG, PDF].includes(u));
}

async function expectHeld() {
  expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  const download = screen.getByRole('button', { name: 'Download Files' });
  expect(download).toBeDisabled();
  expect(download).toHaveAccessibleDescription(
    'Downloads open as soon as the balance is paid (see Price and payments).',
  );
  // The files are shown by name, with nothing to open: no picture of the PNG, no link to any.
  const completed = screen.getByRole('list', { name: 'Completed files' });
  expect(within(completed).queryByRole('img')).not.toBeInTheDocument();
  expect(within(completed).queryByRole('link')).not.toBeInTheDocument();
  expect(within(completed).getByText('crest.png')).toBeInTheDocument();
  expect(within(completed).getAllByText('Opens once paid')).toHaveLength(2);
  // The stitch file keeps its preview picture (never held) but nothing that reads its bytes.
  const card = screen.getByRole('article', { name: 'Stitch file crest.dst' });
  expect(within(card).getByRole('img', { name: 'Stitch preview of crest.dst' })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Download approval sheet of crest.dst' })).toBeDisabled();
  expect(within(card).getByRole('button', { name: 'Play sew-out' })).toBeDisabled();
  expect(within(card).getByRole('button', { name: 'Hoop' })).toBeDisabled();
  expect(within(card).getByRole('button', { name: 'Grid' })).toBeDisabled();
}

describe('Order page: finished files held until paid', () => {
  it('shows the files without links, says what opens them beside the Pay button, and fetches none', async () => {
    const fileFetches = watchFileFetches();
    fakeRoutes({
      'GET /settings/public': CARDS_ON,
      'GET /order/getorder/ord-5': { status: 200, data: deliveredOrder(1500) },
    });
    renderPanel('/clientpanel/orders/Digitizing/ord-5');
    await expectHeld();
    const prices = screen.getByRole('heading', { name: 'Price and payments' }).closest('section')!;
    expect(within(prices).getByText(NOTICE)).toBeInTheDocument();
    expect(await within(prices).findByRole('button', { name: 'Pay balance $10.00' })).toBeEnabled();
    expect(fileFetches()).toEqual([]);
  });

  it('without card payments: no Pay button, and the invoice says how to pay', async () => {
    watchFileFetches();
    fakeRoutes({ 'GET /order/getorder/ord-5': { status: 200, data: deliveredOrder(1500) } });
    renderPanel('/clientpanel/orders/Digitizing/ord-5');
    await expectHeld();
    expect(screen.getByText('How to pay is on the invoice; quote the order number.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /invoice/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('opens the files once the order read again after the checkout is paid', async () => {
    watchFileFetches();
    sessionStorage.setItem('stitchdesk:paid-before:order:ord-5', '1500');
    let reads = 0;
    fakeRoutes({
      'GET /settings/public': CARDS_ON,
      'GET /order/getorder/ord-5': () => {
        reads += 1;
        return { status: 200, data: deliveredOrder(reads >= 2 ? 2500 : 1500) };
      },
    });
    renderPanel('/clientpanel/orders/Digitizing/ord-5?payment=success');
    await expectHeld();
    expect(
      await screen.findByText('Payment received — thank you', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Files' })).toBeEnabled();
    const completed = screen.getByRole('list', { name: 'Completed files' });
    expect(within(completed).getByRole('img', { name: 'crest.png' })).toHaveAttribute('src', PNG);
    expect(within(completed).getByRole('link', { name: 'View PDF crest.pdf' })).toHaveAttribute('href', PDF);
    const card = screen.getByRole('article', { name: 'Stitch file crest.dst' });
    expect(within(card).getByRole('button', { name: 'Download approval sheet of crest.dst' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Play sew-out' })).toBeEnabled();
  });

  it('opens the files when the bell brings the payment staff recorded, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    watchFileFetches();
    let paid = false;
    const paidNote = {
      _id: 'n-1',
      message: 'We received your payment of $10.00 for Club crest: it is paid in full',
      readStatus: false,
      createdAt: '2030-01-01T10:00:00.000Z',
      orderId: 'ord-5',
      orderNumber: 1050,
      serviceType: 'Digitizing',
    };
    fakeRoutes({
      'GET /order/getorder': { status: 200, data: [] },
      'GET /user/getuser/notifications': () => ({
        status: 200,
        data: { notification: paid ? [paidNote] : [] },
      }),
      'GET /order/getorder/ord-5': () => ({ status: 200, data: deliveredOrder(paid ? 2500 : 1500) }),
    });
    renderPanel('/clientpanel/orders/Digitizing/ord-5');
    await expectHeld();
    paid = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
    });
    expect(await screen.findByRole('button', { name: 'Download Files' })).toBeEnabled();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});
