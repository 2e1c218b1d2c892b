import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime, type StaffClientPage } from '@stitchdesk/shared';
import { apiError, calls, fakeRoutes } from '../../test/fake-api.ts';
import { renderStaff } from '../../test/render-staff.tsx';
import { CLIENT, CLIENT_MACHINES, emptyClientPage } from '../../test/staff-fixtures.ts';

const PATH = `/staff/clients/${CLIENT.id}`;
const ORDER_ID = '3f1c4d2e-0000-4000-8000-0000000000b7';
const SAM = { id: '00000000-0000-4000-8000-00000000e001', username: 'Sam' };
const OWNER_ID = '00000000-0000-4000-8000-00000000a001';

/** A client with something in every part of the page. */
function fullClientPage(): StaffClientPage {
  const page = emptyClientPage();
  return {
    ...page,
    client: {
      ...page.client,
      emailVerified: false,
      orderCount: 14,
      assignedEmployee: SAM,
      notes: 'Prefers PES, call before 5 pm',
      notesUpdatedAt: '2026-11-20T15:04:00.000Z',
      notesUpdatedBy: SAM,
    },
    addresses: [
      {
        _id: '00000000-0000-4000-8000-0000000ad001',
        name: 'Ana Client',
        company: 'Ana Caps',
        line1: '12 Loom Street',
        line2: '',
        city: 'Portland',
        region: 'OR',
        postalCode: '97201',
        country: 'US',
        phone: '',
        defaultShipping: true,
        defaultBilling: false,
        createdAt: '2026-02-01T10:00:00.000Z',
        updatedAt: '2026-02-01T10:00:00.000Z',
      },
    ],
    machineProfile: CLIENT_MACHINES,
    plans: [
      {
        service: 'digitizing',
        plan: 'Silver',
        status: 'active',
        periodStart: '2026-12-01T00:00:00.000Z',
        periodEnd: '2027-01-01T00:00:00.000Z',
        used: { left_chest: 38, jacket_back: 0 },
        remaining: { left_chest: 12, jacket_back: 10 },
        source: 'staff',
        covering: true,
      },
    ],
    owed: { currency: 'USD', outstandingCents: 123450, orders: 2 },
    recentOrders: [
      {
        id: ORDER_ID,
        number: 1042,
        title: 'Team logo',
        serviceType: 'Digitizing',
        status: 'In Progress',
        createdAt: '2026-12-02T12:00:00.000Z',
        amountCents: 4500,
        balanceCents: 4500,
      },
    ],
  };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('staff ClientPage', () => {
  it('shows the client whole, in words people read: no ids, ISO dates or hex codes', async () => {
    fakeRoutes({ 'GET /staff/clients/:id': () => ({ data: fullClientPage() }) });
    renderStaff(PATH, { role: 'employee' });

    expect(await screen.findByRole('heading', { name: 'Ana Client', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ana@example.test' })).toHaveAttribute(
      'href',
      'mailto:ana@example.test',
    );
    expect(screen.getByText('(unconfirmed)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show their orders in the queue' })).toHaveAttribute(
      'href',
      `/staff?client=${CLIENT.id}`,
    );

    const orders = within(region('Recent orders'));
    expect(orders.getByRole('link', { name: '#1042 Team logo' })).toHaveAttribute(
      'href',
      `/staff/orders/${ORDER_ID}`,
    );
    expect(orders.getByText(/Dec 2, 2026/)).toBeInTheDocument();
    expect(orders.getByText('In Progress')).toBeInTheDocument();
    expect(orders.getByText('The 1 newest of 14 orders; the queue lists them all.')).toBeInTheDocument();

    const machines = within(region('Machine profile'));
    expect(machines.getByText('DST, PES (version 1)')).toBeInTheDocument();
    expect(machines.getByText('200 × 300 mm')).toBeInTheDocument();
    expect(machines.getByText('Madeira')).toBeInTheDocument();
    expect(machines.getByText('Polyneon 40')).toBeInTheDocument();
    expect(machines.getByText('1,000 stitches per minute')).toBeInTheDocument();

    expect(within(region('Assigned employee')).getByText('Sam')).toBeInTheDocument();
    expect(within(region('Owed')).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(region('Owed')).getByText(/on 2 orders/)).toBeInTheDocument();
    const plans = within(region('Plans'));
    expect(plans.getByText('12 of 50 left chests left')).toBeInTheDocument();
    expect(plans.getByText(/Dec 1, 2026 to Jan 1, 2027/)).toBeInTheDocument();
    const addresses = within(region('Addresses'));
    expect(addresses.getByText('Default shipping')).toBeInTheDocument();
    expect(addresses.getByText('12 Loom Street')).toBeInTheDocument();
    expect(addresses.getByText('United States')).toBeInTheDocument();
    expect(screen.getByLabelText('Private notes')).toHaveValue('Prefers PES, call before 5 pm');
    // The reader's time zone: "Nov 20, 2026, 3:04 PM" in UTC.
    expect(
      screen.getByText(`Last saved ${formatDateTime('2026-11-20T15:04:00.000Z')} by Sam`),
    ).toBeInTheDocument();

    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/i);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toMatch(/#[0-9a-f]{6}\b/i);
  });

  it('says what a client without any of it has, part by part', async () => {
    fakeRoutes({ 'GET /staff/clients/:id': () => ({ data: emptyClientPage() }) });
    renderStaff(PATH, { role: 'employee' });

    await screen.findByRole('heading', { name: 'Ana Client', level: 1 });
    expect(screen.queryByText('(unconfirmed)')).not.toBeInTheDocument();
    expect(within(region('Recent orders')).getByText('No orders yet.')).toBeInTheDocument();
    expect(within(region('Machine profile')).getByText(/has not set a machine profile/)).toHaveTextContent(
      'Deliveries use the defaults: DST, 15 needles, a 180 × 130 mm hoop.',
    );
    expect(within(region('Assigned employee')).getByText(/No one/)).toBeInTheDocument();
    expect(within(region('Owed')).getByText('Nothing owed.')).toBeInTheDocument();
    expect(within(region('Plans')).getByText(/No plan/)).toBeInTheDocument();
    expect(within(region('Addresses')).getByText('No saved addresses.')).toBeInTheDocument();
    expect(within(region('Allowances')).getByText('Never changed: the defaults apply.')).toBeInTheDocument();
    expect(screen.getByLabelText('Private notes')).toHaveValue('');
    expect(screen.queryByText(/Last saved/)).not.toBeInTheDocument();
  });

  it("gives an admin the account's buttons, and shows the client disabled once done", async () => {
    let page = emptyClientPage();
    const requests = fakeRoutes({
      'GET /staff/clients/:id': () => ({ data: page }),
      'PATCH /staff/clients/:id': ({ body }) => {
        page = { ...page, client: { ...page.client, ...(body as { disabled: boolean }) } };
        return { data: { message: 'Client disabled', client: page.client } };
      },
    });
    const user = userEvent.setup();
    renderStaff(PATH, { role: 'admin', userId: OWNER_ID });
    await user.click(await screen.findByRole('button', { name: 'Disable Ana Client' }));
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable Ana Client' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      url: `/staff/clients/${CLIENT.id}`,
      body: { disabled: true },
    });
  });

  it('shows an employee no account buttons', async () => {
    fakeRoutes({ 'GET /staff/clients/:id': () => ({ data: emptyClientPage() }) });
    renderStaff(PATH, { role: 'employee' });
    await screen.findByRole('heading', { name: 'Ana Client', level: 1 });
    expect(screen.queryByRole('button', { name: /Disable|Sign out everywhere/ })).not.toBeInTheDocument();
  });

  it('saves the notes from the keyboard, says so until they change, and keeps a refused text', async () => {
    let refuse = false;
    const requests = fakeRoutes({
      'GET /staff/clients/:id': () => ({ data: emptyClientPage() }),
      'PUT /staff/clients/:id/notes': ({ body }) => {
        if (refuse) return apiError(503, 'The database is busy');
        const notes = (body as { notes: string }).notes.trim();
        return {
          data: {
            message: 'Notes saved',
            notes,
            notesUpdatedAt: '2026-12-03T09:30:00.000Z',
            notesUpdatedBy: { id: OWNER_ID, username: 'Owner' },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderStaff(PATH, { role: 'admin', userId: OWNER_ID });
    const notes = await screen.findByLabelText('Private notes');

    // Keyboard only: focus the field, type, Tab to the button and press Enter.
    notes.focus();
    await user.keyboard('  Pays on the 1st  ');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save notes' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent('Notes saved');
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      url: `/staff/clients/${CLIENT.id}/notes`,
      body: { notes: 'Pays on the 1st' },
    });
    expect(notes).toHaveValue('Pays on the 1st');
    expect(
      screen.getByText(`Last saved ${formatDateTime('2026-12-03T09:30:00.000Z')} by Owner`),
    ).toBeInTheDocument();

    await user.type(notes, '; ships to the shop');
    expect(screen.queryByText('Notes saved')).not.toBeInTheDocument();

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy');
    expect(notes).toHaveValue('Pays on the 1st; ships to the shop');
    expect(calls(requests).filter((call) => call.startsWith('PUT'))).toHaveLength(2);
  });

  it('checks the notes with the shared rules before sending them', async () => {
    const requests = fakeRoutes({ 'GET /staff/clients/:id': () => ({ data: emptyClientPage() }) });
    const user = userEvent.setup();
    renderStaff(PATH, { role: 'employee' });
    const notes = await screen.findByLabelText('Private notes');
    notes.removeAttribute('maxlength');
    await user.click(notes);
    await user.paste('x'.repeat(5001));
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(screen.getByText('Notes are at most 5,000 characters')).toBeInTheDocument();
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('shows the loading state, then "Client not found" for a client the API does not give', async () => {
    let answer: ((value: ReturnType<typeof apiError>) => void) | null = null;
    fakeRoutes({
      'GET /staff/clients/:id': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderStaff(PATH, { role: 'employee' });
    // The layout's own "Loading..." comes first, while it reads the account.
    expect(await screen.findByText('Loading client...')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(answer).not.toBeNull());
    answer!(apiError(404, 'Client not found'));
    expect(await screen.findByRole('heading', { name: 'Client not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All clients' })).toHaveAttribute('href', '/staff/clients');
  });

  it('shows another failure as an error, not as a missing client', async () => {
    fakeRoutes({ 'GET /staff/clients/:id': apiError(500, 'Something broke') });
    renderStaff(PATH, { role: 'employee' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Something broke');
    expect(screen.queryByText('Client not found')).not.toBeInTheDocument();
  });

  it('is reached from the client list by the name; the order count still filters the queue', async () => {
    const listed = { ...CLIENT, assignedTo: null, orderCount: 3, createdAt: '2026-01-02T10:00:00.000Z' };
    fakeRoutes({
      'GET /staff/clients': {
        data: {
          clients: [{ ...listed, disabled: false, emailVerified: true }],
          total: 1,
          page: 1,
          pageSize: 25,
        },
      },
      'GET /staff/clients/:id': () => ({ data: fullClientPage() }),
    });
    const user = userEvent.setup();
    renderStaff('/staff/clients', { role: 'employee' });
    expect(
      await screen.findByRole('link', { name: 'Show the 3 orders of Ana Client in the queue' }),
    ).toHaveAttribute('href', `/staff?client=${CLIENT.id}`);
    await user.click(screen.getByRole('link', { name: 'Ana Client' }));
    expect(await screen.findByRole('heading', { name: 'Ana Client', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recent orders' })).toBeInTheDocument();
  });
});
