import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Payment, StaffOrderDetail } from '@stitchdesk/shared';
import { apiError, fakeRoutes } from '../../test/fake-api.ts';
import { clubPatchDetail } from '../../test/staff-fixtures.ts';
import { renderStaff } from '../../test/render-staff.tsx';

const ID = '3f1c4d2e-0000-4000-8000-0000000000cc';

const cash: Payment = {
  _id: '01900000-0000-7000-8000-0000000000a1',
  amountCents: 4000,
  method: 'cash',
  reference: '',
  paidAt: '2026-03-02T10:00:00.000Z',
  recordedBy: { id: 'a', username: 'Sam' },
  refundOf: null,
  refundableCents: 4000,
  provider: 'manual',
  receiptUrl: null,
};

function detail(payments: Payment[]): StaffOrderDetail {
  const d = clubPatchDetail({ id: ID, status: 'In Progress', allowed: ['Cancelled'], paidCents: 4000 });
  d.payments = payments;
  return d;
}

describe('staff order page: refunds', () => {
  it('refunds part of a payment after a confirmation, and lists the refund line', async () => {
    let current = detail([cash]);
    const bodies: unknown[] = [];
    fakeRoutes({
      'GET /staff/orders/:id': () => ({ data: current }),
      'POST /staff/orders/:id/refunds': ({ body }) => {
        bodies.push(body);
        current = detail([
          { ...cash, refundableCents: 2500 },
          {
            ...cash,
            _id: '01900000-0000-7000-8000-0000000000a2',
            amountCents: -1500,
            reference: 'Discount agreed',
            refundOf: cash._id,
            refundableCents: 0,
          },
        ]);
        return { data: current.order };
      },
    });
    const user = userEvent.setup();
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    const payments = await screen.findByRole('region', { name: 'Payments' });
    await user.click(within(payments).getByRole('button', { name: 'Refund the $40.00 Cash payment' }));
    const form = within(payments).getByRole('form', { name: 'Refund' });
    const amount = within(form).getByLabelText('Amount to refund (US dollars)');
    expect(amount).toHaveValue('40.00');
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(within(form).getByRole('button', { name: 'Refund…' }));
    expect(within(form).getByText('At most $40.00 of this payment is left to refund.')).toBeInTheDocument();
    expect(
      within(form).getByText('Say why the money is given back: the client reads it.'),
    ).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '15');
    await user.type(within(form).getByLabelText('Reason (the client reads it)'), 'Discount agreed');
    await user.click(within(form).getByRole('button', { name: 'Refund…' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Record that $15.00 was given back to the client?',
    );
    expect(bodies).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ amountCents: 1500, reason: 'Discount agreed', paymentId: cash._id }]),
    );
    const ledger = await within(payments).findByRole('list', { name: 'Payments' });
    await waitFor(() => expect(ledger).toHaveTextContent('Refund $15.00'));
    expect(ledger).toHaveTextContent('Discount agreed');
    expect(ledger).toHaveTextContent('$15.00 refunded');
    // A typed journey of many keystrokes: slow on a loaded machine.
  }, 20_000);

  it('links the receipt of a payment taken online, and of no other line', async () => {
    const receiptUrl = 'http://h/api/v1/receipts/p1/receipt-1042-1.pdf?exp=1&sig=s';
    fakeRoutes({
      'GET /staff/orders/:id': () => ({
        data: detail([
          { ...cash, provider: 'stripe', method: 'card', receiptUrl },
          { ...cash, _id: '01900000-0000-7000-8000-0000000000a3', amountCents: 2000 },
          {
            ...cash,
            _id: '01900000-0000-7000-8000-0000000000a4',
            amountCents: -1000,
            provider: 'stripe',
            method: 'card',
            reference: 'Wrong size',
            refundOf: cash._id,
            refundableCents: 0,
          },
        ]),
      }),
    });
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    const payments = await screen.findByRole('region', { name: 'Payments' });
    const ledger = await within(payments).findByRole('list', { name: 'Payments' });
    const receipts = within(ledger).getAllByRole('link', { name: /Receipt/ });
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toHaveAccessibleName('Receipt for the $40.00 Card payment (PDF)');
    expect(receipts[0]).toHaveAttribute('href', receiptUrl);
    expect(receipts[0]).toHaveAttribute('target', '_blank');
  });

  it('shows the server’s refusal in its own words', async () => {
    fakeRoutes({
      'GET /staff/orders/:id': () => ({ data: detail([{ ...cash, provider: 'stripe', method: 'card' }]) }),
      'POST /staff/orders/:id/refunds': () =>
        apiError(409, 'Stripe refused the refund: Charge ch_1 has already been refunded.'),
    });
    const user = userEvent.setup();
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    const payments = await screen.findByRole('region', { name: 'Payments' });
    await user.click(within(payments).getByRole('button', { name: 'Refund the $40.00 Card payment' }));
    const form = within(payments).getByRole('form', { name: 'Refund' });
    await user.type(within(form).getByLabelText('Reason (the client reads it)'), 'Wrong size');
    await user.click(within(form).getByRole('button', { name: 'Refund…' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Refund $40.00 to the client’s card through Stripe?',
    );
    await user.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    expect(
      await within(form).findByText('Stripe refused the refund: Charge ch_1 has already been refunded.'),
    ).toBeInTheDocument();
  });
});
