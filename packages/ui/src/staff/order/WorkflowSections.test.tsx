import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderEvent, StaffOrderDetail } from '@stitchdesk/shared';
import { apiError, calls, fakeRoutes } from '../../test/fake-api.ts';
import { rushTaxedPrice, untaxedPrice } from '../../test/orders.ts';
import { clubPatchDetail, fileUrl } from '../../test/staff-fixtures.ts';
import { renderStaff } from '../../test/render-staff.tsx';
import { uploadAnswer, uploadedFileOf } from '../../test/uploads.ts';

const ID = '3f1c4d2e-0000-4000-8000-0000000000bb';
const FILE_A = '11111111-1111-4111-8111-111111111111';
const FILE_B = '22222222-2222-4222-8222-222222222222';

/** A 50-piece patch order at $150, In Progress, nothing paid. */
function patchDetail(change: (d: StaffOrderDetail) => void = () => {}): StaffOrderDetail {
  const d = clubPatchDetail({
    id: ID,
    status: 'In Progress',
    allowed: ['In Production', 'Cancelled'],
    paidCents: 0,
  });
  change(d);
  return d;
}

const event = (input: Partial<OrderEvent> & Pick<OrderEvent, 'kind' | 'toStatus'>): OrderEvent => ({
  id: `e-${input.kind}-${input.toStatus}`,
  fromStatus: input.toStatus,
  note: '',
  actor: { id: 'a', username: 'Sam', role: 'employee' },
  createdAt: '2026-03-02T10:00:00.000Z',
  clientMessage: null,
  ...input,
});

describe('staff order page: price, payments, proofs, refusals, history', () => {
  it('shows the price and deposit due; a price change needs a reason and is sent in cents', async () => {
    const bodies: unknown[] = [];
    const log = fakeRoutes({
      'GET /staff/orders/:id': () => ({ data: patchDetail() }),
      'POST /staff/orders/:id/price': ({ body }) => {
        bodies.push(body);
        return { data: patchDetail().order };
      },
    });
    const user = userEvent.setup();
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(within(price).getByText('Price', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '$150.00',
    );
    expect(within(price).getByText('Deposit due').nextElementSibling).toHaveTextContent('$75.00');
    // No fee and no tax: no lines above the price, and the form says the figure is what is owed
    expect(within(price).queryByText('Subtotal')).toBeNull();
    expect(within(price).getByLabelText('New work price (US dollars)')).toHaveAccessibleDescription(
      'What the client owes: no Super Rush fee or tax applies to this order.',
    );

    await user.type(within(price).getByLabelText('New work price (US dollars)'), '12,5');
    await user.click(within(price).getByRole('button', { name: 'Change price' }));
    expect(
      within(price).getByText('Enter the work’s price in dollars, like 150 or 149.50.'),
    ).toBeInTheDocument();
    expect(within(price).getByText('Say why the price is set or changed.')).toBeInTheDocument();
    expect(calls(log)).toEqual([`GET /staff/orders/${ID}`, `GET /staff/orders/${ID}/messages`]);

    await user.clear(within(price).getByLabelText('New work price (US dollars)'));
    await user.type(within(price).getByLabelText('New work price (US dollars)'), '162.50');
    await user.type(
      within(price).getByLabelText('Reason (required, kept in the history)'),
      'Extra colour agreed by phone',
    );
    await user.click(within(price).getByRole('button', { name: 'Change price' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ amountCents: 16250, reason: 'Extra colour agreed by phone' }]),
    );
  });

  it('shows the work, Super Rush, subtotal and tax above the total, and says staff type the work’s price', async () => {
    fakeRoutes({
      'GET /staff/orders/:id': () => ({
        data: patchDetail((d) => {
          d.order.price = rushTaxedPrice();
        }),
      }),
    });
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    const price = await screen.findByRole('region', { name: 'Price' });
    const value = (term: string) => within(price).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(value('Work')).toHaveTextContent('$10.00');
    expect(value('Super Rush')).toHaveTextContent('$15.00');
    expect(value('Subtotal')).toHaveTextContent('$25.00');
    expect(value('Sales tax (8.25%)')).toHaveTextContent('$2.06');
    expect(value('Total')).toHaveTextContent('$27.06');
    expect(within(price).getByLabelText('New work price (US dollars)')).toHaveAccessibleDescription(
      'The work’s price, before Super Rush and tax: the $15.00 Super Rush fee and Sales tax (8.25%) are added to it.',
    );
  });

  it('records a payment in cents with its method and reference, and lists the ledger', async () => {
    let current = patchDetail();
    const bodies: unknown[] = [];
    fakeRoutes({
      'GET /staff/orders/:id': () => ({ data: current }),
      'POST /staff/orders/:id/payments': ({ body }) => {
        bodies.push(body);
        current = patchDetail((d) => {
          d.order.price = untaxedPrice({
            amountCents: 15000,
            paidCents: 7500,
            balanceCents: 7500,
            depositDueCents: 0,
          });
          d.payments = [
            {
              _id: 'pay1',
              amountCents: 7500,
              method: 'bank-transfer',
              reference: 'TR-1',
              paidAt: '2026-03-02T10:00:00.000Z',
              recordedBy: { id: 'a', username: 'Sam' },
              refundOf: null,
              refundableCents: 7500,
              provider: 'manual',
              receiptUrl: null,
            },
          ];
        });
        return { data: current.order };
      },
    });
    const user = userEvent.setup();
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(payments).toHaveTextContent('No payments recorded yet.');
    await user.type(within(payments).getByLabelText('Amount received (US dollars)'), '-5');
    await user.click(within(payments).getByRole('button', { name: 'Record payment' }));
    expect(
      within(payments).getByText('Enter the amount received in dollars, like 75 or 75.50.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(within(payments).getByLabelText('Amount received (US dollars)'));
    await user.type(within(payments).getByLabelText('Amount received (US dollars)'), '75');
    await user.selectOptions(within(payments).getByLabelText('Method'), 'Bank transfer');
    await user.type(within(payments).getByLabelText('Reference (optional)'), 'TR-1');
    await user.click(within(payments).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ amountCents: 7500, method: 'bank-transfer', reference: 'TR-1' }]),
    );
    const ledger = await within(payments).findByRole('list', { name: 'Payments' });
    expect(ledger).toHaveTextContent('$75.00');
    expect(ledger).toHaveTextContent('Bank transfer');
    expect(ledger).toHaveTextContent('Ref. TR-1');
    expect(ledger).toHaveTextContent('by Sam');
    const price = screen.getByRole('region', { name: 'Price' });
    await waitFor(() => expect(within(price).queryByText('Deposit due')).not.toBeInTheDocument());
  });

  it('uploads the proof files, then sends their ids with the note', async () => {
    let current = patchDetail();
    const uploads: string[] = [];
    const bodies: unknown[] = [];
    const log = fakeRoutes({
      'GET /staff/orders/:id': () => ({ data: current }),
      'POST /uploads': ({ body }) => {
        const file = uploadedFileOf({ body });
        uploads.push(file.name);
        return uploadAnswer(file, fileUrl(file.name.endsWith('.pdf') ? FILE_B : FILE_A, file.name));
      },
      'POST /staff/orders/:id/proofs': ({ body }) => {
        bodies.push(body);
        current = patchDetail((d) => {
          d.summary.orderStatus = 'Awaiting Approval';
          d.allowedTransitions = ['Cancelled'];
          d.order.proofs = [
            {
              _id: 'pr1',
              files: [{ url: fileUrl(FILE_A, 'proof.png'), name: 'proof.png' }],
              note: 'Colours as agreed',
              createdAt: '2026-03-02T10:00:00.000Z',
              decision: null,
              decidedAt: null,
              comment: null,
              commentFiles: [],
            },
          ];
        });
        return { data: current.order };
      },
    });
    const user = userEvent.setup({ applyAccept: false });
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    const proofs = await screen.findByRole('region', { name: 'Proofs' });
    expect(proofs).toHaveTextContent('No proof sent yet.');
    const input = within(proofs).getByLabelText(/Proof files/);
    await user.upload(input, [new File(['x'], 'notes.docx')]);
    expect(within(proofs).getByRole('alert')).toHaveTextContent('notes.docx is not a picture or a PDF.');

    await user.upload(input, [
      new File(['png'], 'proof.png', { type: 'image/png' }),
      new File(['pdf'], 'proof.pdf', { type: 'application/pdf' }),
    ]);
    await user.type(within(proofs).getByLabelText('Note for the client (optional)'), 'Colours as agreed');
    await user.click(within(proofs).getByRole('button', { name: 'Send proof to the client' }));
    await waitFor(() => expect(bodies).toEqual([{ fileIds: [FILE_A, FILE_B], note: 'Colours as agreed' }]));
    expect(uploads.sort()).toEqual(['proof.pdf', 'proof.png']);
    expect(calls(log).at(-2)).toBe(`POST /staff/orders/${ID}/proofs`);
    expect(await within(proofs).findByRole('img', { name: 'proof.png' })).toBeInTheDocument();
    expect(proofs).toHaveTextContent('Waiting for approval');
  });

  it("shows the server's refusal to start production in its own words", async () => {
    const message = 'This order needs its 50% deposit ($75.00) before production can start.';
    fakeRoutes({
      'GET /staff/orders/:id': () => ({ data: patchDetail() }),
      'POST /staff/orders/:id/status': apiError(409, message),
    });
    const user = userEvent.setup();
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    const status = await screen.findByRole('region', { name: 'Status' });
    await user.click(within(status).getByRole('button', { name: 'Move to In Production' }));
    expect(await within(status).findByRole('alert')).toHaveTextContent(message);
  });

  it('names the workflow steps in the history, with what the client was told', async () => {
    fakeRoutes({
      'GET /staff/orders/:id': () => ({
        data: patchDetail((d) => {
          d.events = [
            event({ kind: 'price', toStatus: 'In Progress', note: 'Extra colour' }),
            event({ kind: 'payment', toStatus: 'In Progress', clientMessage: 'We received $75.00.' }),
            event({ kind: 'proof', fromStatus: 'In Progress', toStatus: 'Awaiting Approval' }),
            event({ kind: 'approved', fromStatus: 'Awaiting Approval', toStatus: 'In Progress' }),
          ];
        }),
      }),
    });
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    const history = await screen.findByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('Price set');
    expect(history).toHaveTextContent('Extra colour');
    expect(history).toHaveTextContent('Payment recorded');
    expect(history).toHaveTextContent('Client told: “We received $75.00.”');
    expect(history).toHaveTextContent('Proof sent (In Progress → Awaiting Approval)');
    expect(history).toHaveTextContent('Proof approved (Awaiting Approval → In Progress)');
  });
});
