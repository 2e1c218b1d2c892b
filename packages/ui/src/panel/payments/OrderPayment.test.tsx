import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeRoutes, PUBLIC_SETTINGS } from '../../test/fake-api.ts';
import { makeOrder, untaxedPrice } from '../../test/orders.ts';
import { renderPanel } from '../../test/render-panel.tsx';
import { leaveForCheckout } from './leave-for-checkout.ts';

vi.mock('./leave-for-checkout.ts', () => ({ leaveForCheckout: vi.fn() }));

const CARDS_ON = { status: 200, data: { ...PUBLIC_SETTINGS, cardPayments: true } };
const INVOICE = 'http://h/api/v1/invoices/ord-1/invoice-1042.pdf?exp=1&sig=s';

const patchOrder = (paidCents: number) => {
  const order = makeOrder({ _id: 'ord-1', number: 1042, service: 'patches', title: 'Crest patches' });
  order.invoiceUrl = INVOICE;
  order.price = untaxedPrice({
    amountCents: 11000,
    paidCents,
    balanceCents: 11000 - paidCents,
    depositDueCents: Math.max(0, 5500 - paidCents),
  });
  return order;
};

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.mocked(leaveForCheckout).mockReset());

describe('paying an order by card', () => {
  it('offers the deposit the server worked out, opens a checkout for it, and sends the browser there', async () => {
    const log = fakeRoutes({
      'GET /settings/public': CARDS_ON,
      'GET /order/getorder/ord-1': { status: 200, data: patchOrder(0) },
      'POST /order/ord-1/checkout': {
        status: 201,
        data: { url: 'https://pay.test/cs_1', sessionId: 'cs_1' },
      },
    });
    renderPanel('/clientpanel/orders/Patches/ord-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay deposit $55.00' }));
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledWith('https://pay.test/cs_1'));
    expect(log.find((r) => r.method === 'POST')!.body).toEqual({ amount: 'deposit' });
    expect(screen.queryByText(/How to pay is on the invoice/)).not.toBeInTheDocument();
  });

  it('offers the balance once the deposit is paid, in the settings’ currency', async () => {
    fakeRoutes({
      'GET /settings/public': { status: 200, data: { ...CARDS_ON.data, currency: 'EUR' } },
      'GET /order/getorder/ord-1': { status: 200, data: patchOrder(10000) },
    });
    renderPanel('/clientpanel/orders/Patches/ord-1');
    expect(await screen.findByRole('button', { name: 'Pay balance €10.00' })).toBeInTheDocument();
  });

  it('shows the server’s reason when nothing is owed any more', async () => {
    fakeRoutes({
      'GET /settings/public': CARDS_ON,
      'GET /order/getorder/ord-1': { status: 200, data: patchOrder(10000) },
      'POST /order/ord-1/checkout': apiError(409, 'Nothing is owed on this order.'),
    });
    renderPanel('/clientpanel/orders/Patches/ord-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay balance $10.00' }));
    expect(await screen.findByText('Nothing is owed on this order.')).toBeInTheDocument();
    expect(leaveForCheckout).not.toHaveBeenCalled();
  });

  it('without card payments: no Pay button, and how to pay is on the invoice', async () => {
    fakeRoutes({ 'GET /order/getorder/ord-1': { status: 200, data: patchOrder(0) } });
    renderPanel('/clientpanel/orders/Patches/ord-1');
    expect(
      await screen.findByText('How to pay is on the invoice; quote the order number.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('back from the checkout: confirming until the order shows the payment, then thanks', async () => {
    sessionStorage.setItem('stitchdesk:paid-before:order:ord-1', '0');
    let reads = 0;
    fakeRoutes({
      'GET /settings/public': CARDS_ON,
      'GET /order/getorder/ord-1': () => {
        reads += 1;
        return { status: 200, data: patchOrder(reads >= 3 ? 5500 : 0) };
      },
    });
    renderPanel('/clientpanel/orders/Patches/ord-1?payment=success');
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(
      await screen.findByText('Payment received — thank you', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(reads).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('button', { name: 'Pay balance $55.00' })).toBeInTheDocument();
  });

  it('a cancelled checkout says only that nothing was charged', async () => {
    fakeRoutes({
      'GET /settings/public': CARDS_ON,
      'GET /order/getorder/ord-1': { status: 200, data: patchOrder(0) },
    });
    renderPanel('/clientpanel/orders/Patches/ord-1?payment=cancelled');
    expect(await screen.findByText(/Payment cancelled: nothing was charged/)).toBeInTheDocument();
    expect(screen.queryByText('Confirming your payment…')).not.toBeInTheDocument();
  });
});
