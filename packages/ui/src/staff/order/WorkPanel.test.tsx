import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeRoutes } from '../../test/fake-api.ts';
import { detail } from '../../test/staff-fixtures.ts';
import { renderStaff } from '../../test/render-staff.tsx';

const ID = '3f1c4d2e-0000-4000-8000-0000000000dd';
const SAM = '5a5a5a5a-0000-4000-8000-000000000001';

describe('staff order page: assignee and due time', () => {
  it('assigns the order to an employee and shows why a due change failed', async () => {
    const order = detail({ id: ID, title: 'Team logo', status: 'In Progress', allowed: ['Cancelled'] });
    order.employees = [{ id: SAM, username: 'Sam' }];
    const requests = fakeRoutes({
      'GET /staff/orders/:id': { status: 200, data: order },
      'POST /staff/orders/:id/assignee': { status: 200, data: order },
      'POST /staff/orders/:id/due': apiError(400, 'The due time must be in the future'),
    });
    const user = userEvent.setup();
    renderStaff(`/staff/orders/${ID}`, { role: 'employee' });

    await user.selectOptions(await screen.findByLabelText('Assigned to'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Save assignee' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url.endsWith('/assignee'))?.body).toEqual({ employeeId: SAM }),
    );

    await user.type(screen.getByLabelText('Reason (optional, kept in the history)'), 'Client asked');
    await user.click(screen.getByRole('button', { name: 'Change due time' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'The due time must be in the future',
      ),
    );
  });
});
