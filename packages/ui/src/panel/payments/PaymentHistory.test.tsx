import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderPayments } from '@stitchdesk/shared';
import { apiError, fakeRoutes } from '../../test/fake-api.ts';
import { makeOrder, untaxedPrice } from '../../test/orders.ts';
import { renderPanel } from '../../test/render-panel.tsx';

const RECEIPT = 'http://h/api/v1/receipts/p1/receipt-1042-1.pdf?exp=1&sig=s';

const order = (paidCents: number) => {
  const made = makeOrder({ _id: 'ord-1', number: 1042, service: 'patches', title: 'Crest patches' });
  made.price = untaxedPrice({
    amountCents: 15000,
    paidCents,
    balanceCents: 15000 - paidCents,
    depositDueCents: 0,
  });
  return made;
};

// Noon UTC: the same calendar day in any reader's time zone the tests run in.
const history: OrderPayments = {
  currency: 'USD',
  paidCents: 8500,
  payments: [
    {
      _id: '01900000-0000-7000-8000-0000000000a1',
      kind: 'payment',
      amountCents: 7500,
      method: 'card',
      online: true,
      paidAt: '2026-12-02T12:00:00.000Z',
      reason: null,
      refundOf: null,
      receiptUrl: RECEIPT,
    },
    {
      _id: '01900000-0000-7000-8000-0000000000a2',
      kind: 'payment',
      amountCents: 2000,
      method: 'bank-transfer',
      online: false,
      paidAt: '2026-12-03T12:00:00.000Z',
      reason: null,
      refundOf: null,
      receiptUrl: null,
    },
    {
      _id: '01900000-0000-7000-8000-0000000000a3',
      kind: 'refund',
      amountCents: -1000,
      method: 'card',
      online: true,
      paidAt: '2026-12-04T12:00:00.000Z',
      reason: 'Two patches were missing',
      refundOf: '01900000-0000-7000-8000-0000000000a1',
      receiptUrl: null,
    },
  ],
};

describe('the order page’s payment history', () => {
  it('lists each payment and refund with its day, method in words and amount, and the online receipt', async () => {
    fakeRoutes({
      'GET /order/getorder/ord-1': { data: order(8500) },
      'GET /order/ord-1/payments': { data: history },
    });
    renderPanel('/clientpanel/orders/Patches/ord-1');
    const card = await screen.findByRole('region', { name: 'Payment history' });
    const list = await within(card).findByRole('list', { name: 'Payments and refunds' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Dec 2, 2026Card$75.00Receipt',
      'Dec 3, 2026Bank transfer$20.00',
      'Dec 4, 2026Refund · Card-$10.00Two patches were missing',
    ]);
    const receipt = within(list).getByRole('link', { name: 'Receipt for $75.00 on Dec 2, 2026 (PDF)' });
    expect(receipt).toHaveAttribute('href', RECEIPT);
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    // The price box shows the balance the lines leave.
    const price = screen.getByRole('region', { name: 'Price and payments' });
    expect(price).toHaveTextContent('Balance$65.00');
  });

  it('says so when nothing was paid', async () => {
    fakeRoutes({ 'GET /order/getorder/ord-1': { data: order(0) } });
    renderPanel('/clientpanel/orders/Patches/ord-1');
    const card = await screen.findByRole('region', { name: 'Payment history' });
    expect(await within(card).findByText('Nothing has been paid on this order yet.')).toBeInTheDocument();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the server’s words when the history cannot be read', async () => {
    fakeRoutes({
      'GET /order/getorder/ord-1': { data: order(0) },
      'GET /order/ord-1/payments': apiError(500, 'Something went wrong'),
    });
    renderPanel('/clientpanel/orders/Patches/ord-1');
    const card = await screen.findByRole('region', { name: 'Payment history' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Error: Something went wrong');
  });
});
