import { screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from '../../lib/format.ts';
import userEvent from '@testing-library/user-event';
import type { Order, Proof } from '@stitchdesk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, calls, fakeRoutes } from '../../test/fake-api.ts';
import { makeOrder, rushTaxedPrice, untaxedPrice } from '../../test/orders.ts';
import { renderPanel } from '../../test/render-panel.tsx';
import { fetchServing, sampleDstBytes, stitchInfoOf } from '../../test/stitch-files.ts';

const file = (name: string) => `http://h/api/v1/files/f-${name}/${name}?exp=1&sig=s`;

function proof(input: Partial<Proof> & { _id: string }): Proof {
  return {
    files: [
      { url: file('proof.png'), name: 'proof.png' },
      { url: file('proof.pdf'), name: 'proof.pdf' },
    ],
    note: 'Thread colours as agreed',
    createdAt: '2026-03-02T10:00:00.000Z',
    decision: null,
    decidedAt: null,
    comment: null,
    commentFiles: [],
    ...input,
  };
}

/** A 50-piece embroidery patch order at $150 awaiting approval of its second proof. */
function patchOrder(change: Partial<Order> = {}): Order {
  return {
    ...makeOrder({
      _id: 'p1',
      service: 'patches',
      title: 'Club patch',
      status: 'Awaiting Approval',
      block: { quantity: 50, patchCategory: 'Embroidery Patch', estimatedDeliveryDate: '2026-03-06' },
    }),
    dueAt: '2026-03-10T17:00:00.000Z',
    price: untaxedPrice({ amountCents: 15000, paidCents: 0, balanceCents: 15000, depositDueCents: 7500 }),
    proofs: [
      proof({
        _id: 'pr1',
        createdAt: '2026-03-01T10:00:00.000Z',
        decision: 'changes-requested',
        decidedAt: '2026-03-01T12:00:00.000Z',
        comment: 'Bigger letters',
      }),
      proof({ _id: 'pr2' }),
    ],
    ...change,
  };
}

const approved = (): Order =>
  patchOrder({
    orderStatus: 'In Progress',
    proofs: [
      patchOrder().proofs[0],
      proof({ _id: 'pr2', decision: 'approved', decidedAt: '2026-03-02T11:00:00.000Z' }),
    ],
    estimatedShipDate: '2026-03-06',
    estimatedDelivery: { from: '2026-03-11', to: '2026-03-12' },
  });

afterEach(() => vi.restoreAllMocks());

describe('Client order page: price, due time, proofs and dates', () => {
  it('shows price, paid, balance, the deposit due, the due time and every proof', async () => {
    fakeRoutes({ 'GET /order/getorder/p1': { data: patchOrder() } });
    renderPanel('/clientpanel/orders/Patches/p1');
    const price = await screen.findByRole('region', { name: 'Price and payments' });
    const value = (term: string) => within(price).getByText(term).nextElementSibling;
    expect(value('Price')).toHaveTextContent('$150.00');
    expect(value('Paid')).toHaveTextContent('$0.00');
    expect(value('Balance')).toHaveTextContent('$150.00');
    expect(within(price).getByText('50% deposit due: $75.00')).toBeInTheDocument();
    // For goods the due time is the day they ship, and says so.
    expect(screen.getByText('Ships by:')).toBeInTheDocument();
    expect(screen.queryByText('Due by:')).not.toBeInTheDocument();
    expect(screen.getByText(formatDateTime('2026-03-10T17:00:00.000Z'))).toBeInTheDocument();
    expect(screen.queryByText('Super Rush')).not.toBeInTheDocument();

    const proofs = screen.getByRole('region', { name: 'Proofs' });
    const items = within(proofs)
      .getAllByRole('listitem', { name: '' })
      .filter((li) => li.querySelector('h3'));
    // Newest first: proof 2 waits, proof 1 had changes requested with the client's words.
    expect(items[0]).toHaveTextContent('Proof 2');
    expect(items[0]).toHaveTextContent('Waiting for approval');
    expect(within(items[0]).getByRole('img', { name: 'proof.png' })).toHaveAttribute(
      'src',
      file('proof.png'),
    );
    expect(within(items[0]).getByRole('link', { name: 'View PDF proof.pdf' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Changes requested');
    expect(items[1]).toHaveTextContent('Bigger letters');
    // Only the latest undecided proof can be answered.
    expect(within(proofs).getAllByRole('button', { name: 'Approve proof' })).toHaveLength(1);
    expect(within(items[1]).queryByRole('button')).not.toBeInTheDocument();

    const dates = screen.getByRole('region', { name: 'Delivery dates' });
    expect(dates).toHaveTextContent('The dates are set when you approve the proof');
  });

  it('approves after a confirmation, by keyboard, and shows the dates against the date asked for', async () => {
    const log = fakeRoutes({
      'GET /order/getorder/p1': { data: patchOrder() },
      'GET /order/p1/messages': { data: { messages: [] } },
      'POST /order/p1/proofs/pr2/approve': { data: approved() },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/orders/Patches/p1');
    const approve = await screen.findByRole('button', { name: 'Approve proof' });
    approve.focus();
    await user.keyboard('{Enter}');
    // The confirmation takes the focus; nothing is sent before it is pressed.
    const confirm = screen.getByRole('button', { name: 'Yes, approve the proof' });
    expect(confirm).toHaveFocus();
    expect(calls(log)).toEqual(['GET /order/getorder/p1', 'GET /order/p1/messages']);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(calls(log)).toContain('POST /order/p1/proofs/pr2/approve'));
    const dates = await screen.findByRole('region', { name: 'Delivery dates' });
    await waitFor(() => expect(dates).toHaveTextContent('Estimated ship date'));
    expect(dates).toHaveTextContent('Mar 6, 2026');
    expect(within(dates).getByRole('note')).toHaveTextContent('is later than the date you asked for');
    expect(screen.getByRole('region', { name: 'Proofs' })).toHaveTextContent('Approved');
    expect(screen.queryByRole('button', { name: 'Approve proof' })).not.toBeInTheDocument();
  });

  it('says nothing about lateness when the estimate meets the date asked for', async () => {
    fakeRoutes({
      'GET /order/getorder/p1': {
        data: { ...approved(), patches: { ...approved().patches, estimatedDeliveryDate: '2026-03-20' } },
      },
    });
    renderPanel('/clientpanel/orders/Patches/p1');
    const dates = await screen.findByRole('region', { name: 'Delivery dates' });
    expect(dates).toHaveTextContent('Estimated delivery');
    expect(within(dates).queryByRole('note')).not.toBeInTheDocument();
  });

  it('requests changes: the comment is required, then sent; a refusal is shown in words', async () => {
    let answer = 0;
    const bodies: unknown[] = [];
    const log = fakeRoutes({
      'GET /order/getorder/p1': { data: patchOrder() },
      'GET /order/p1/messages': { data: { messages: [] } },
      'POST /order/p1/proofs/pr2/request-changes': (request) => {
        bodies.push(request.body);
        answer += 1;
        return answer === 1
          ? apiError(409, 'This proof has already been answered.')
          : { data: patchOrder({ orderStatus: 'Revision Requested' }) };
      },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/orders/Patches/p1');
    await user.click(await screen.findByRole('button', { name: 'Request changes' }));
    const comment = screen.getByLabelText('What should change? (required)');
    expect(comment).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send change request' }));
    expect(screen.getByText('Please say what should change.')).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(calls(log)).toEqual(['GET /order/getorder/p1', 'GET /order/p1/messages']);

    await user.type(comment, 'Gold letters, please');
    await user.click(screen.getByRole('button', { name: 'Send change request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This proof has already been answered.');
    await user.click(screen.getByRole('button', { name: 'Send change request' }));
    await waitFor(() => expect(screen.getAllByText('Revision Requested').length).toBeGreaterThan(0));
    expect(bodies).toEqual([{ comment: 'Gold letters, please' }, { comment: 'Gold letters, please' }]);
  });

  it('sends pictures with a change request, and shows them on the decided proof', async () => {
    const FILE = '44444444-4444-4444-8444-444444444444';
    const url = `http://localhost:3000/api/v1/files/${FILE}/like-this.png?exp=1&sig=s`;
    const bodies: unknown[] = [];
    fakeRoutes({
      'GET /order/getorder/p1': { data: patchOrder() },
      'GET /order/p1/messages': { data: { messages: [] } },
      'POST /uploads': { status: 201, data: { url, name: 'like-this.png' } },
      'POST /order/p1/proofs/pr2/request-changes': (request) => {
        bodies.push(request.body);
        const answered = patchOrder({ orderStatus: 'Revision Requested' });
        answered.proofs[1] = {
          ...answered.proofs[1],
          decision: 'changes-requested',
          comment: 'Like this',
          commentFiles: [{ url, name: 'like-this.png' }],
        };
        return { data: answered };
      },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/orders/Patches/p1');
    await user.click(await screen.findByRole('button', { name: 'Request changes' }));
    await user.type(screen.getByLabelText('What should change? (required)'), 'Like this');
    await user.upload(
      screen.getByLabelText('Pictures showing the change (optional)'),
      new File(['png'], 'like-this.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send change request' }));
    await waitFor(() => expect(bodies).toEqual([{ comment: 'Like this', fileIds: [FILE] }]));
    expect(
      await screen.findByRole('list', { name: 'Pictures with the changes to proof 2' }),
    ).toBeInTheDocument();
  });

  it('digitizing: Super Rush mark, a price from the table, no dates; apparel: price to be confirmed', async () => {
    fakeRoutes({
      'GET /order/getorder/d1': {
        data: {
          ...makeOrder({ _id: 'd1', service: 'digitizing', title: 'Cap' }),
          superRush: true,
          price: untaxedPrice({ amountCents: 1000, paidCents: 0, balanceCents: 1000, depositDueCents: 0 }),
        },
      },
      'GET /order/getorder/a1': {
        data: makeOrder({ _id: 'a1', service: 'customApparel', title: 'Hoodies' }),
      },
    });
    const first = renderPanel('/clientpanel/orders/Digitizing/d1');
    expect(await screen.findByText('Super Rush')).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Price and payments' });
    expect(price).toHaveTextContent('$10.00');
    expect(price).not.toHaveTextContent('deposit');
    expect(screen.queryByRole('region', { name: 'Delivery dates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Proofs' })).not.toBeInTheDocument();
    first.unmount();

    renderPanel('/clientpanel/orders/Custom%20Apparel/a1');
    const apparelPrice = await screen.findByRole('region', { name: 'Price and payments' });
    expect(apparelPrice).toHaveTextContent('Price to be confirmed');
    expect(apparelPrice).not.toHaveTextContent('Balance');
  });

  it('a Super Rush order with tax: the work, Super Rush, subtotal and tax lines above the total', async () => {
    fakeRoutes({
      'GET /order/getorder/d2': {
        data: {
          ...makeOrder({ _id: 'd2', service: 'digitizing', title: 'Cap' }),
          superRush: true,
          price: rushTaxedPrice(1000),
        },
      },
    });
    renderPanel('/clientpanel/orders/Digitizing/d2');
    const price = await screen.findByRole('region', { name: 'Price and payments' });
    const terms = within(price)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(terms).toEqual([
      'Work $10.00',
      'Super Rush $15.00',
      'Subtotal $25.00',
      'Sales tax (8.25%) $2.06',
      'Total $27.06',
      'Paid $10.00',
      'Balance $17.06',
    ]);
  });

  it("shows a stitch file sent as a proof with its preview, and marks its quality check's places", async () => {
    const bytes = sampleDstBytes();
    const url = file('crest.dst');
    const stitch = {
      ...stitchInfoOf(bytes, 'crest.dst', `${url}&preview`),
      qa: [
        {
          code: 'short-stitches',
          severity: 'warning' as const,
          message: '1 stitch is shorter than 0.3 mm.',
          where: [{ stitch: 5, xMm: 2, yMm: 4 }],
          count: 1,
        },
      ],
    };
    vi.spyOn(globalThis, 'fetch').mockImplementation(fetchServing({ [url]: bytes }));
    fakeRoutes({
      'GET /order/getorder/p1': {
        data: patchOrder({ proofs: [proof({ _id: 'pr1', files: [{ url, name: 'crest.dst', stitch }] })] }),
      },
    });
    renderPanel('/clientpanel/orders/Patches/p1');
    const card = await screen.findByRole('article', { name: 'Stitch file crest.dst' });
    expect(within(screen.getByRole('list', { name: 'Stitch files of proof 1' })).getByRole('article')).toBe(
      card,
    );
    expect(screen.queryByRole('list', { name: 'Files of proof 1' })).not.toBeInTheDocument();
    await userEvent
      .setup()
      .click(
        within(card).getByRole('button', { name: 'Mark on the preview: 1 stitch is shorter than 0.3 mm.' }),
      );
    expect(
      await within(card).findByRole('img', { name: 'Places marked on crest.dst: Stitch 5' }),
    ).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Stitch 5' })).toBeInTheDocument();
  });
});
