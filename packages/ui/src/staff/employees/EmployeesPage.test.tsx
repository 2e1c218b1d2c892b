import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffEmployee } from '@stitchdesk/shared';
import { fakeRoutes, type FakeRequest } from '../../test/fake-api.ts';
import { renderStaff } from '../../test/render-staff.tsx';

const ADMIN_ID = '00000000-0000-4000-8000-00000000a001';
const admin: StaffEmployee = {
  id: ADMIN_ID,
  username: 'Owner',
  email: 'owner@example.test',
  role: 'admin',
  disabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const sam: StaffEmployee = {
  id: '00000000-0000-4000-8000-00000000e001',
  username: 'Sam',
  email: 'sam@example.test',
  role: 'employee',
  disabled: false,
  createdAt: '2026-01-02T00:00:00.000Z',
};

describe('EmployeesPage', () => {
  let requests: FakeRequest[];

  const install = () => {
    let employees = [admin, sam];
    requests = fakeRoutes({
      'GET /staff/employees': () => ({ data: { employees } }),
      'POST /staff/employees': ({ body }) => {
        const input = body as { username: string; email: string };
        const created: StaffEmployee = { ...sam, id: '00000000-0000-4000-8000-00000000e002', ...input };
        employees = [...employees, created];
        return { status: 201, data: { message: 'Employee created', employee: created } };
      },
      'PATCH /staff/employees/:id': ({ url, body }) => {
        const id = url.split('/').pop();
        employees = employees.map((e) => (e.id === id ? { ...e, ...(body as object) } : e));
        return { data: { message: 'Employee updated', employee: employees.find((e) => e.id === id) } };
      },
    });
  };

  it('checks the form with the shared rules before sending anything', async () => {
    install();
    const user = userEvent.setup();
    renderStaff('/staff/employees', { role: 'admin', userId: ADMIN_ID });
    await user.click(await screen.findByRole('button', { name: 'Create employee' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('creates an employee and lists them', async () => {
    install();
    const user = userEvent.setup();
    renderStaff('/staff/employees', { role: 'admin', userId: ADMIN_ID });
    await user.type(await screen.findByLabelText('Username'), 'Lee');
    await user.type(screen.getByLabelText('Email'), 'lee@example.test');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pw');
    await user.click(screen.getByRole('button', { name: 'Create employee' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        username: 'Lee',
        email: 'lee@example.test',
        password: 'long-enough-pw',
      }),
    );
    expect(await screen.findByText('lee@example.test', { exact: false })).toBeInTheDocument();
  });

  it('renames and disables an employee, but offers no Disable for oneself', async () => {
    install();
    const user = userEvent.setup();
    renderStaff('/staff/employees', { role: 'admin', userId: ADMIN_ID });
    await screen.findByText('Sam');
    expect(screen.queryByRole('button', { name: 'Disable Owner' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disable Sam' }));
    expect(await screen.findByRole('button', { name: 'Enable Sam' })).toBeInTheDocument();
    expect(await screen.findByText('Sam disabled')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ disabled: true });

    await user.click(screen.getByRole('button', { name: 'Rename Sam' }));
    const field = screen.getByLabelText('New username for Sam');
    await user.clear(field);
    await user.type(field, 'Samantha');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const accounts = screen.getByRole('region', { name: /Staff accounts/ });
    expect(await within(accounts).findByText('Samantha')).toBeInTheDocument();
  });
});
