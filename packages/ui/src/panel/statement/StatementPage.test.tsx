import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statement } from '@stitchdesk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRoutes, PUBLIC_SETTINGS } from '../../test/fake-api.ts';
import { renderPanel } from '../../test/render-panel.tsx';
import { leaveForCheckout } from '../payments/leave-for-checkout.ts';

vi.mock('../payments/leave-for-checkout.ts', () => ({ leaveForCheckout: vi.fn() }));
afterEach(() => vi.mocked(leaveForCheckout).mockReset());

const CARDS_ON = { status: 200, data: { ...PUBLIC_SETTINGS, cardPayments: true } };

const owed = (id: string, number: number, title: string, balanceCents: number) => ({
  orderId: id,
  number,
  title,
  status: 'In Progress',
  amountCents: balanceCents + 1000,
  paidCents: 1000,
  balanceCents,
  depositDueCents: 0,
  invoiceUrl: `http://h/api/v1/invoices/${id}/invoice-${number}.pdf?exp=1&sig=s`,
  serviceType: 'Digitizing',
});

const STATEMENT: Statement = {
  currency: 'USD',
  outstandingCents: 7700,
  orders: [
    owed('0190a0a0-0000-7000-8000-000000000001', 1040, 'Left chest logo', 1200),
    owed('0190a0a0-0000-7000-8000-000000000002', 1041, 'Crest patches', 5500),
    owed('0190a0a0-0000-7000-8000-000000000003', 1042, 'Cap front', 1000),
  ],
  payments: [
    {
      orderId: '0190a0a0-0000-7000-8000-000000000001',
      number: 1040,
      amountCents: 1000,
      method: 'card',
      paidAt: '2026-11-30T10:00:00.000Z',
      receiptUrl: 'http://h/api/v1/receipts/p1/receipt-1040-1.pdf?exp=1&sig=s',
    },
  ],
};

describe('Statement page', () => {
  it('lists what each order owes with its link and invoice, the total, and the payments with receipts', async () => {
    fakeRoutes({ 'GET /user/statement': { status: 200, data: STATEMENT } });
    renderPanel('/clientpanel/statement');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    const owedCard = await screen.findByRole('region', { name: 'What you owe' });
    const link = within(owedCard).getByRole('link', { name: '#1041' });
    expect(link).toHaveAttribute(
      'href',
      '/clientpanel/orders/Digitizing/0190a0a0-0000-7000-8000-000000000002',
    );
    expect(within(owedCard).getByRole('link', { name: 'Invoice for order #1041 (PDF)' })).toHaveAttribute(
      'href',
      STATEMENT.orders[1].invoiceUrl,
    );
    expect(within(owedCard).getByRole('row', { name: /Total owed/ })).toHaveTextContent('$77.00');
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(within(payments).getByText('Nov 30, 2026')).toBeInTheDocument();
    expect(within(payments).getByText('Order #1040 · Card')).toBeInTheDocument();
    expect(
      within(payments).getByRole('link', { name: /^Receipt for \$10\.00 on Nov 30, 2026/ }),
    ).toHaveAttribute('href', STATEMENT.payments[0].receiptUrl);
    // Cards off: no Pay button.
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/0190a0a0|2026-11-30T/);
  });

  it('"Pay all" opens one checkout for every order owed and goes to it', async () => {
    const log = fakeRoutes({
      'GET /settings/public': CARDS_ON,
      'GET /user/statement': { status: 200, data: STATEMENT },
      'POST /user/statement/checkout': {
        status: 201,
        data: { url: 'https://pay.test/cs_9', sessionId: 'cs_9' },
      },
    });
    renderPanel('/clientpanel/statement');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay all $77.00' }));
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledWith('https://pay.test/cs_9'));
    expect(log.find((r) => r.method === 'POST')!.body).toEqual({
      orderIds: STATEMENT.orders.map((o) => o.orderId),
    });
  });

  it('says so when nothing is owed and nothing was paid', async () => {
    fakeRoutes({
      'GET /settings/public': CARDS_ON,
      'GET /user/statement': {
        status: 200,
        data: { currency: 'USD', outstandingCents: 0, orders: [], payments: [] },
      },
    });
    renderPanel('/clientpanel/statement');
    expect(
      await screen.findByText('Nothing is owed. Thank you — every priced order is paid.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});
