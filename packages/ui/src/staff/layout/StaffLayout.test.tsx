import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeRoutes, type FakeRequest } from '../../test/fake-api.ts';
import { queue } from '../../test/staff-fixtures.ts';
import { renderStaff } from '../../test/render-staff.tsx';

describe('staff console guard and layout', () => {
  let requests: FakeRequest[];
  beforeEach(() => {
    requests = fakeRoutes({
      'GET /staff/orders': () => ({ data: queue([]) }),
      'GET /staff/employees': () => ({ data: { employees: [] } }),
    });
  });

  it('sends a signed-out visitor to the login page', async () => {
    renderStaff('/staff', { role: null });
    expect(await screen.findByText('Login page at /login')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends a client home without loading anything of the console', async () => {
    renderStaff('/staff/quotes', { role: 'client' });
    expect(await screen.findByText('Home page at /')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Staff console' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows an employee the queue with Queue, Quotes and Clients, but no Employees link', async () => {
    renderStaff('/staff', { role: 'employee' });
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Queue' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Quotes' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Clients' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Employees' })).not.toBeInTheDocument();
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });

  it('sends an employee who opens the employees page back to the queue', async () => {
    const { router } = renderStaff('/staff/employees', { role: 'employee' });
    expect(await screen.findByRole('heading', { name: 'Order queue' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff');
    expect(requests.some((r) => r.url === '/staff/employees')).toBe(false);
  });

  it('gives an admin the Employees link', async () => {
    renderStaff('/staff', { role: 'admin' });
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Employees' })).toHaveAttribute('href', '/staff/employees');
  });

  it('signs out to the home page', async () => {
    const user = userEvent.setup();
    const { router } = renderStaff('/staff', { role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Home page at /')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('ends the session when the API answers 401 (account disabled)', async () => {
    requests = fakeRoutes({
      'GET /staff/orders': () => ({
        status: 401,
        data: { error: 'Account disabled', message: 'Account disabled' },
      }),
    });
    renderStaff('/staff', { role: 'employee' });
    expect(await screen.findByText('Login page at /login')).toBeInTheDocument();
    expect(await screen.findByText('session expired login again')).toBeInTheDocument();
  });
});
