import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderStatus, StaffOrderDetail } from '@stitchdesk/shared';
import { fakeRoutes, type FakeRequest } from '../../test/fake-api.ts';
import { CLIENT, CLIENT_MACHINES, detail, fileUrl } from '../../test/staff-fixtures.ts';
import { renderStaff } from '../../test/render-staff.tsx';
import { uploadAnswer, uploadedFileOf } from '../../test/uploads.ts';

const ID = '3f1c4d2e-0000-4000-8000-0000000000aa';

describe('staff OrderPage', () => {
  let requests: FakeRequest[];

  it('shows the client artwork: pictures for images, a link for other files', async () => {
    const order = detail({
      id: ID,
      title: 'Team logo',
      status: 'Pending',
      allowed: ['In Progress', 'Cancelled'],
      attachment: [
        { url: fileUrl('11111111-1111-4111-8111-111111111111', 'logo.png'), name: 'logo.png' },
        { url: fileUrl('22222222-2222-4222-8222-222222222222', 'brief.pdf'), name: 'brief.pdf' },
      ],
    });
    requests = fakeRoutes({ 'GET /staff/orders/:id': () => ({ data: order }) });
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    expect(await screen.findByRole('heading', { name: 'Team logo', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'logo.png' })).toHaveAttribute(
      'src',
      order.order.digitizing.attachment[0].url,
    );
    expect(screen.getByRole('link', { name: 'View PDF brief.pdf' })).toHaveAttribute(
      'href',
      order.order.digitizing.attachment[1].url,
    );
    expect(screen.getByRole('button', { name: 'Download ZIP' })).toBeEnabled();
  });

  it("says when the client's finished files are held until paid", async () => {
    const order = detail({ id: ID, title: 'Team logo', status: 'Completed', allowed: [] });
    const held = { ...order, order: { ...order.order, filesHeld: true } };
    fakeRoutes({ 'GET /staff/orders/:id': () => ({ data: held }) });
    const view = renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    expect(await screen.findByText('Client’s finished files held until paid')).toBeInTheDocument();
    view.unmount();
    fakeRoutes({ 'GET /staff/orders/:id': () => ({ data: order }) });
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    expect(await screen.findByRole('heading', { name: 'Team logo', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Client’s finished files held until paid')).not.toBeInTheDocument();
  });

  it('offers only the allowed moves and posts the chosen one with its note', async () => {
    let current: StaffOrderDetail = detail({
      id: ID,
      title: 'Team logo',
      status: 'Pending',
      allowed: ['In Progress', 'Cancelled'],
    });
    requests = fakeRoutes({
      'GET /staff/orders/:id': () => ({ data: current }),
      'POST /staff/orders/:id/status': ({ body }) => {
        const { status } = body as { status: OrderStatus };
        current = detail({
          id: ID,
          title: 'Team logo',
          status,
          allowed: ['Completed', 'Cancelled'],
          nextSteps: [
            {
              status: 'Completed',
              ready: false,
              requirements: [
                { label: 'Files delivered', met: false, detail: 'Deliver the finished files below' },
              ],
            },
            { status: 'Cancelled', ready: true, requirements: [] },
          ],
        });
        return { data: current.order };
      },
    });
    const user = userEvent.setup();
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    const status = await screen.findByRole('region', { name: 'Status' });
    const buttons = within(status)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Move to In Progress', 'Cancel order']);

    await user.type(within(status).getByLabelText('Note for the history (optional)'), 'Starting now');
    await user.click(within(status).getByRole('button', { name: 'Move to In Progress' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')).toMatchObject({
        url: `/staff/orders/${ID}/status`,
        body: { status: 'In Progress', note: 'Starting now' },
      }),
    );
    // The server's checklist: Completed is offered but disabled, and says what it waits for.
    const complete = await within(status).findByRole('button', { name: 'Move to Completed' });
    expect(complete).toBeDisabled();
    expect(complete).toHaveAccessibleDescription(
      'Files delivered(missing)— Deliver the finished files below Waiting for: Files delivered.',
    );
    expect(within(status).getByRole('list', { name: 'What Completed needs' })).toHaveTextContent(
      '✗Files delivered(missing)— Deliver the finished files below',
    );
    expect(within(status).getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  });

  it('calls the way back from a revision "Accept revision"', async () => {
    requests = fakeRoutes({
      'GET /staff/orders/:id': () => ({
        data: detail({ id: ID, title: 'Team logo', status: 'Revision Requested', allowed: ['In Progress'] }),
      }),
    });
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    expect(await screen.findByRole('button', { name: 'Accept revision' })).toBeEnabled();
    expect(screen.getByText('Files can be delivered when the order is In Progress.')).toBeInTheDocument();
  });

  it('uploads chosen files with progress, then delivers their ids', async () => {
    let current = detail({
      id: ID,
      title: 'Team logo',
      status: 'In Progress',
      allowed: ['Completed', 'Cancelled'],
    });
    const uploaded = ['aaaaaaaa-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000002'];
    let uploads = 0;
    requests = fakeRoutes({
      'GET /staff/orders/:id': () => ({ data: current }),
      'POST /uploads': ({ body }) => {
        const file = uploadedFileOf({ body });
        return uploadAnswer(file, fileUrl(uploaded[uploads++], file.name));
      },
      'POST /staff/orders/:id/deliveries': () => {
        current = detail({
          id: ID,
          title: 'Team logo',
          status: 'Completed',
          allowed: [],
          delivered: [fileUrl(uploaded[0], 'final.png'), fileUrl(uploaded[1], 'final.pdf')],
        });
        return { data: current.order };
      },
    });
    const user = userEvent.setup();
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    const input = await screen.findByLabelText('Choose files to deliver');
    await user.upload(input, [
      new File(['png-bytes'], 'final.png', { type: 'image/png' }),
      new File(['pdf-bytes'], 'final.pdf', { type: 'application/pdf' }),
    ]);
    const list = screen.getByRole('list', { name: 'Files to deliver' });
    expect(within(list).getByText('final.png')).toBeInTheDocument();
    expect(
      within(list).getByRole('progressbar', { name: 'Upload progress of final.pdf' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deliver 2 files' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url.endsWith('/deliveries'))?.body).toEqual({
        fileIds: uploaded,
        note: '',
      }),
    );
    expect(await screen.findByRole('img', { name: 'final.png' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View PDF final.pdf' })).toBeInTheDocument();
    expect(screen.getByText('No further moves from Completed.')).toBeInTheDocument();
  });

  it("shows the client's machines before the work, and links the client's name to their page", async () => {
    const order = detail({
      id: ID,
      title: 'Team logo',
      status: 'In Progress',
      allowed: ['Completed'],
      clientMachineProfile: CLIENT_MACHINES,
    });
    requests = fakeRoutes({ 'GET /staff/orders/:id': () => ({ data: order }) });
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    const machines = await screen.findByRole('region', { name: "Client's machine profile" });
    expect(within(machines).getByText('DST, PES (version 1)')).toBeInTheDocument();
    expect(within(machines).getByText('6')).toBeInTheDocument();
    expect(within(machines).getByText('200 × 300 mm')).toBeInTheDocument();
    expect(within(machines).getByText('Madeira')).toBeInTheDocument();
    // Read before delivering: the panel comes ahead of the delivery in the page.
    const delivered = screen.getByRole('region', { name: 'Delivered files' });
    expect(machines.compareDocumentPosition(delivered) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const client = screen.getByRole('region', { name: 'Client' });
    expect(within(client).getByRole('link', { name: CLIENT.username })).toHaveAttribute(
      'href',
      `/staff/clients/${CLIENT.id}`,
    );
    expect(within(client).getByRole('link', { name: 'Show their orders in the queue' })).toHaveAttribute(
      'href',
      `/staff?client=${CLIENT.id}`,
    );
  });

  it('says the defaults apply when the client never set a machine profile', async () => {
    const order = detail({ id: ID, title: 'Team logo', status: 'Pending', allowed: ['In Progress'] });
    requests = fakeRoutes({ 'GET /staff/orders/:id': () => ({ data: order }) });
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    const machines = await screen.findByRole('region', { name: "Client's machine profile" });
    expect(machines).toHaveTextContent(
      'The client has not set a machine profile. Deliveries use the defaults: DST, 15 needles, a 180 × 130 mm hoop.',
    );
    expect(within(machines).queryByRole('term')).not.toBeInTheDocument();
  });

  it("shows the API error for an order outside the staff member's view", async () => {
    requests = fakeRoutes({
      'GET /staff/orders/:id': () => ({
        status: 404,
        data: { error: 'Order not found', message: 'Order not found' },
      }),
    });
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Order not found');
  });
});
