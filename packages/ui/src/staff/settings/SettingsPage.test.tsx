import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SETTINGS_SAVED, type ShopSettings } from '@stitchdesk/shared';
import { fakeRoutes, type FakeRequest } from '../../test/fake-api.ts';
import { queue } from '../../test/staff-fixtures.ts';
import { renderStaff } from '../../test/render-staff.tsx';

const stored: ShopSettings = {
  businessName: 'Thread & Needle Co.',
  address: ['12 Loom Street', 'Springfield, IL 62701'],
  contactEmail: 'orders@thread.test',
  contactPhone: '+1 217 555 0100',
  socialLinks: { facebook: 'https://facebook.com/thread', instagram: null, linkedin: null },
  taxId: 'EIN 12-3456789',
  taxRatePercent: 8.25,
  taxLabel: 'Sales tax',
  currency: 'USD',
  paymentInstructions: 'Bank transfer to account 123',
  superRushFeeCents: 1500,
  reminderDays: [3, 7],
  holdFilesUntilPaid: false,
  requireStaffMfa: false,
};

function install(
  answer?: (request: FakeRequest) => { status?: number; data: unknown },
  loaded: Promise<void> = Promise.resolve(),
) {
  return fakeRoutes({
    'GET /staff/orders': () => ({ data: queue([]) }),
    'GET /staff/settings': async () => {
      await loaded;
      return { data: { settings: stored } };
    },
    'PUT /staff/settings': (request) =>
      answer?.(request) ?? { data: { message: SETTINGS_SAVED, settings: request.body as ShopSettings } },
  });
}

const puts = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'PUT');

describe('Settings page', () => {
  it('is in the nav and open to an admin only', async () => {
    install();
    const { router } = renderStaff('/staff/settings', { role: 'employee' });
    expect(await screen.findByRole('heading', { name: 'Order queue' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff');
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('loads every field, shows dollars for the fee and saves cents', async () => {
    let load = () => {};
    const loaded = new Promise<void>((resolve) => (load = resolve));
    const requests = install(undefined, loaded);
    const user = userEvent.setup();
    renderStaff('/staff/settings', { role: 'admin' });
    expect(await screen.findByText('Loading settings...')).toBeInTheDocument();
    load();
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/staff/settings');

    expect(await screen.findByLabelText('Business name')).toHaveValue('Thread & Needle Co.');
    expect(screen.getByLabelText('Address')).toHaveValue('12 Loom Street\nSpringfield, IL 62701');
    expect(screen.getByLabelText('Super Rush fee ($)')).toHaveValue('15.00');
    expect(screen.getByLabelText('Tax rate (%)')).toHaveValue('8.25');
    expect(screen.getByLabelText('Payment reminder days')).toHaveValue('3, 7');
    expect(screen.getByLabelText('Facebook')).toHaveValue('https://facebook.com/thread');

    const name = screen.getByLabelText('Business name');
    await user.clear(name);
    await user.type(name, 'Loom House');
    const fee = screen.getByLabelText('Super Rush fee ($)');
    await user.clear(fee);
    await user.type(fee, '22.50');
    const days = screen.getByLabelText('Payment reminder days');
    await user.clear(days);
    await user.type(days, '10, 5');
    await user.click(screen.getByLabelText('Hold finished files until paid'));
    await user.click(screen.getByLabelText('Require two-factor sign-in for staff'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(SETTINGS_SAVED)).toBeInTheDocument();
    expect(puts(requests)[0].body).toEqual({
      ...stored,
      businessName: 'Loom House',
      superRushFeeCents: 2250,
      reminderDays: [5, 10],
      holdFilesUntilPaid: true,
      requireStaffMfa: true,
    });
  });

  it('allows a fee of 0', async () => {
    const requests = install();
    const user = userEvent.setup();
    renderStaff('/staff/settings', { role: 'admin' });
    const fee = await screen.findByLabelText('Super Rush fee ($)');
    await user.clear(fee);
    await user.type(fee, '0');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText(SETTINGS_SAVED);
    expect((puts(requests)[0].body as ShopSettings).superRushFeeCents).toBe(0);
  });

  it("shows the shared schema's message under each wrong field and sends nothing", async () => {
    const requests = install();
    const user = userEvent.setup();
    renderStaff('/staff/settings', { role: 'admin' });
    await user.clear(await screen.findByLabelText('Business name'));
    await user.type(screen.getByLabelText('Contact phone'), 'x');
    const rate = screen.getByLabelText('Tax rate (%)');
    await user.clear(rate);
    await user.type(rate, '120');
    const fee = screen.getByLabelText('Super Rush fee ($)');
    await user.clear(fee);
    await user.type(fee, 'fifteen');
    await user.type(screen.getByLabelText('Instagram'), 'instagram.com/thread');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(screen.getByLabelText('Business name')).toHaveAccessibleDescription('Enter the business name');
    expect(screen.getByLabelText('Contact phone')).toHaveAccessibleDescription('Enter a valid phone number');
    expect(screen.getByLabelText('Tax rate (%)')).toHaveAccessibleDescription(
      'Tax rate must be between 0 and 100',
    );
    expect(screen.getByLabelText('Super Rush fee ($)')).toHaveAccessibleDescription(
      'Enter the Super Rush fee in dollars, such as 15.00 (0 for none)',
    );
    expect(screen.getByLabelText('Instagram')).toHaveAccessibleDescription(
      'Enter a full web address starting with https://',
    );
    expect(screen.getByLabelText('Business name')).toHaveAttribute('aria-invalid', 'true');
    expect(puts(requests)).toHaveLength(0);
  });

  it('says so when the server refuses the save', async () => {
    install(() => ({ status: 500, data: { message: 'Something went wrong' } }));
    const user = userEvent.setup();
    renderStaff('/staff/settings', { role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong'));
  });
});
