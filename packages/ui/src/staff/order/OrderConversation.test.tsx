import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderMessage, StaffOrderDetail } from '@stitchdesk/shared';
import { calls, fakeRoutes } from '../../test/fake-api.ts';
import { clubPatchDetail, fileUrl } from '../../test/staff-fixtures.ts';
import { renderStaff } from '../../test/render-staff.tsx';

const ID = '3f1c4d2e-0000-4000-8000-0000000000cc';
const FILE = '33333333-3333-4333-8333-333333333333';

function order(change: (d: StaffOrderDetail) => void = () => {}): StaffOrderDetail {
  const d = clubPatchDetail({
    id: ID,
    status: 'In Production',
    allowed: ['Shipped', 'Cancelled'],
    paidCents: 7500,
  });
  change(d);
  return d;
}

const fromClient: OrderMessage = {
  _id: 'm1',
  side: 'client',
  author: 'Ana',
  body: 'Can the red be darker?',
  files: [{ url: fileUrl(FILE, 'crest.png'), name: 'crest.png' }],
  createdAt: '2026-03-02T13:00:00.000Z',
  unread: true,
};

describe('staff order page: messages and the balance confirmation', () => {
  it('shows a message’s text and file names isolated, so a direction override cannot reorder the page around them', async () => {
    const disguised = {
      ...fromClient,
      body: 'See abc\u202egnp.exe',
      files: [{ url: fileUrl(FILE, 'notes.pdf'), name: 'r\u202efdp.txt' }],
    };
    fakeRoutes({
      [`GET /staff/orders/${ID}`]: { data: order() },
      [`GET /staff/orders/${ID}/messages`]: { data: { messages: [disguised] } },
    });
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    const list = await within(await screen.findByRole('region', { name: 'Messages' })).findByRole('list', {
      name: 'Messages',
    });
    expect(within(list).getByText('See abc\u202egnp.exe').tagName).toBe('BDI');
    expect(within(list).getByText('r\u202efdp.txt').tagName).toBe('BDI');
  });

  it('shows the thread newest last with the picture and the unread mark, and sends a reply with a file', async () => {
    const sent: unknown[] = [];
    const log = fakeRoutes({
      [`GET /staff/orders/${ID}`]: { data: order() },
      [`GET /staff/orders/${ID}/messages`]: () => ({
        data: {
          messages: sent.length
            ? [
                { ...fromClient, unread: false },
                {
                  ...fromClient,
                  _id: 'm2',
                  side: 'shop',
                  author: 'Sam',
                  body: 'Yes',
                  files: [],
                  unread: false,
                },
              ]
            : [fromClient],
        },
      }),
      'POST /uploads': { status: 201, data: { url: fileUrl(FILE, 'darker.png'), name: 'darker.png' } },
      [`POST /staff/orders/${ID}/messages`]: (request) => {
        sent.push(request.body);
        return { status: 201, data: { message: 'Message sent', item: fromClient } };
      },
    });
    const user = userEvent.setup();
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    const section = await screen.findByRole('region', { name: 'Messages' });
    const list = await within(section).findByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Can the red be darker?')).toBeInTheDocument();
    expect(within(list).getByText('New')).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'crest.png' })).toHaveAttribute(
      'src',
      fileUrl(FILE, 'crest.png'),
    );
    expect(within(list).queryByText(/\d{4}-\d{2}-\d{2}/)).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Send message' }));
    expect(within(section).getByText('Please write a message.')).toBeInTheDocument();
    expect(calls(log).filter((c) => c.startsWith('POST'))).toEqual([]);

    await user.type(within(section).getByLabelText('Message to the client'), 'Yes');
    await user.upload(
      within(section).getByLabelText('Pictures or files (optional)'),
      new File(['png'], 'darker.png', { type: 'image/png' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(sent).toEqual([{ body: 'Yes', fileIds: [FILE] }]));
    expect(await within(section).findByText('You')).toBeInTheDocument();
  });

  it('asks before shipping with money owed; going back sends nothing more, confirming resends with confirmBalance', async () => {
    const moves: unknown[] = [];
    fakeRoutes({
      [`GET /staff/orders/${ID}`]: { data: order() },
      [`GET /staff/orders/${ID}/messages`]: { data: { messages: [] } },
      [`POST /staff/orders/${ID}/status`]: (request) => {
        moves.push(request.body);
        const message = 'This order still has $75.00 owed: confirm to continue without it being paid.';
        return (request.body as { confirmBalance?: boolean }).confirmBalance
          ? { data: order((d) => (d.order.orderStatus = 'Shipped')).order }
          : {
              status: 409,
              data: { error: message, message, details: [{ path: 'confirmBalance', message }] },
            };
      },
    });
    const user = userEvent.setup();
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    const status = await screen.findByRole('region', { name: 'Status' });
    await user.selectOptions(await within(status).findByLabelText('Carrier'), 'UPS');
    await user.type(within(status).getByLabelText('Tracking number'), '1Z999AA10123456784');
    await user.click(within(status).getByRole('button', { name: 'Move to Shipped' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Money is still owed' });
    expect(dialog).toHaveTextContent('This order still has $75.00 owed');
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent('$75.00 owed');
    const shipment = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
    expect(moves).toEqual([{ status: 'Shipped', note: '', shipment }]);

    await user.click(within(status).getByRole('button', { name: 'Move to Shipped' }));
    await user.click(await screen.findByRole('button', { name: 'Continue with balance owed' }));
    await waitFor(() => expect(moves).toHaveLength(3));
    expect(moves[2]).toEqual({ status: 'Shipped', note: '', shipment, confirmBalance: true });
  });

  it('spells out the next step beside a change request, with the client’s pictures', async () => {
    const picture = { url: fileUrl(FILE, 'like-this.png'), name: 'like-this.png' };
    fakeRoutes({
      [`GET /staff/orders/${ID}`]: {
        data: order((d) => {
          d.order.orderStatus = 'Revision Requested';
          d.summary.orderStatus = 'Revision Requested';
          d.allowedTransitions = ['In Progress', 'Cancelled'];
          d.order.proofs = [
            {
              _id: 'pr1',
              files: [],
              note: '',
              createdAt: '2026-03-01T10:00:00.000Z',
              decision: 'changes-requested',
              decidedAt: '2026-03-01T12:00:00.000Z',
              comment: 'Like this',
              commentFiles: [picture],
            },
          ];
        }),
      },
      [`GET /staff/orders/${ID}/messages`]: { data: { messages: [] } },
    });
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    const proofs = await screen.findByRole('region', { name: 'Proofs' });
    expect(within(proofs).getByRole('note')).toHaveTextContent(
      'Next step: send a new proof with the requested changes.',
    );
    expect(within(proofs).getByText('Like this')).toBeInTheDocument();
    expect(
      within(proofs).getByRole('list', { name: 'Pictures with the changes to proof 1' }),
    ).toBeInTheDocument();
  });
});
