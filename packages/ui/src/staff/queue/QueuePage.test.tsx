import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeRoutes, type FakeRequest } from '../../test/fake-api.ts';
import { CLIENT, queue, summary } from '../../test/staff-fixtures.ts';
import { renderStaff } from '../../test/render-staff.tsx';

describe('QueuePage', () => {
  let requests: FakeRequest[];

  const install = () => {
    requests = fakeRoutes({
      'GET /staff/orders': ({ params }) => ({
        data: {
          ...queue(
            params.status === 'Completed'
              ? [summary({ id: 'o2', title: 'Jacket back', status: 'Completed' })]
              : [
                  summary({ id: 'o1', title: 'Team logo' }),
                  summary({ id: 'o2', title: 'Jacket back', status: 'Completed' }),
                ],
            { Pending: 1, Completed: 1 },
          ),
        },
      }),
    });
  };

  it('shows the orders with a count on each status tab', async () => {
    install();
    renderStaff('/staff', { role: 'employee' });
    const row = (await screen.findByRole('link', { name: 'Team logo' })).closest('tr')!;
    expect(row).toHaveTextContent('Pending');
    expect(screen.getByRole('link', { name: 'Team logo' })).toHaveAttribute('href', '/staff/orders/o1');
    // The client's name leads to their page (both the phone-width line and the wide column name them).
    for (const link of within(row).getAllByRole('link', { name: CLIENT.username }))
      expect(link).toHaveAttribute('href', `/staff/clients/${CLIENT.id}`);
    const tabs = screen.getByRole('group', { name: 'Filter by status' });
    expect(within(tabs).getByRole('button', { name: 'All 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(tabs).getByRole('button', { name: 'Completed 1' })).toBeInTheDocument();
    expect(within(tabs).getByRole('button', { name: 'Cancelled 0' })).toBeInTheDocument();
  });

  it('filters by status tab, service and text, each in the request and the URL', async () => {
    install();
    const user = userEvent.setup();
    const { router } = renderStaff('/staff', { role: 'admin' });
    await screen.findByRole('link', { name: 'Team logo' });

    await user.click(screen.getByRole('button', { name: 'Completed 1' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Team logo' })).not.toBeInTheDocument());
    expect(requests.at(-1)?.params).toEqual({ status: 'Completed' });

    await user.selectOptions(screen.getByLabelText('Service'), 'Vector Art');
    await waitFor(() => expect(requests.at(-1)?.params).toEqual({ status: 'Completed', service: 'vector' }));

    await user.type(screen.getByLabelText('Search'), 'jacket{Enter}');
    await waitFor(() =>
      expect(requests.at(-1)?.params).toEqual({ status: 'Completed', service: 'vector', q: 'jacket' }),
    );
    expect(router.state.location.search).toBe('?status=Completed&service=vector&q=jacket');
  });

  it('pages through a long queue', async () => {
    requests = fakeRoutes({
      'GET /staff/orders': ({ params }) => ({
        data: {
          ...queue([summary({ id: `p${params.page ?? 1}`, title: `Order on page ${params.page ?? 1}` })]),
          total: 60,
          page: Number(params.page ?? 1),
        },
      }),
    });
    const user = userEvent.setup();
    renderStaff('/staff', { role: 'admin' });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Order on page 2' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });
});
