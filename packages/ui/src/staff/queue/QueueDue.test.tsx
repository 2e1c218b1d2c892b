import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRoutes, type FakeRequest } from '../../test/fake-api.ts';
import { queue, summary } from '../../test/staff-fixtures.ts';
import { renderStaff } from '../../test/render-staff.tsx';

const NOW = Date.parse('2026-03-02T12:00:00.000Z');
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

afterEach(() => vi.useRealTimers());

/** The server's order: Super Rush first, then by due time. */
function rows() {
  return [
    { ...summary({ id: 'r1', title: 'Rush cap' }), superRush: true, dueAt: inMinutes(42) },
    {
      ...summary({ id: 'n1', title: 'Late logo', status: 'In Progress' }),
      dueAt: inMinutes(-65),
      overdue: true,
    },
    { ...summary({ id: 'n2', title: 'Calm logo' }), dueAt: inMinutes(1) },
    { ...summary({ id: 'c1', title: 'Done logo', status: 'Completed' }), dueAt: inMinutes(-500) },
  ];
}

function rowOf(title: string) {
  return screen.getByRole('link', { name: title }).closest('tr')!;
}

describe('Queue: Super Rush, due countdown, overdue, flag filter', () => {
  let requests: FakeRequest[];

  it('keeps the server order, marks rush and overdue in words, and ticks without re-fetching', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    requests = fakeRoutes({ 'GET /staff/orders': () => ({ data: queue(rows()) }) });
    renderStaff('/staff', { role: 'employee' });
    await screen.findByRole('link', { name: 'Rush cap' });

    // The orders' own links (each row also links its client's name to the client page).
    const links = within(screen.getByRole('table', { name: 'Orders' }))
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/staff/orders/'));
    expect(links.map((link) => link.textContent)).toEqual([
      'Rush cap',
      'Late logo',
      'Calm logo',
      'Done logo',
    ]);
    expect(rowOf('Rush cap')).toHaveTextContent('Super Rush');
    expect(rowOf('Rush cap')).toHaveTextContent('due in 42 min');
    expect(rowOf('Late logo')).toHaveTextContent('Overdue by 1 h 5 min');
    expect(rowOf('Late logo')).not.toHaveTextContent(/overdue by.*overdue by/i);
    expect(rowOf('Calm logo')).not.toHaveTextContent('Super Rush');
    expect(rowOf('Calm logo')).toHaveTextContent('due in 1 min');
    // Finished work has nothing left to count down.
    expect(rowOf('Done logo')).not.toHaveTextContent(/due in|Overdue/);

    const fetches = requests.filter((r) => r.url === '/staff/orders').length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * 60_000 + 1000);
    });
    expect(rowOf('Rush cap')).toHaveTextContent('due in 40 min');
    // The clock passed the due time: the row turns overdue by itself.
    expect(rowOf('Calm logo')).toHaveTextContent('Overdue by 1 min');
    // Only the queue's own 30 s refresh asked the server again (4 times in 121 s), never a tick.
    expect(requests.filter((r) => r.url === '/staff/orders').length - fetches).toBeLessThanOrEqual(4);
  });

  it('filters with ?flag= and the buttons say which is chosen', async () => {
    requests = fakeRoutes({
      'GET /staff/orders': ({ params }) => ({
        data: queue(
          params.flag === 'rush'
            ? rows().slice(0, 1)
            : params.flag === 'overdue'
              ? rows().slice(1, 2)
              : rows(),
        ),
      }),
    });
    const user = userEvent.setup();
    const { router } = renderStaff('/staff', { role: 'admin' });
    await screen.findByRole('link', { name: 'Rush cap' });
    const show = screen.getByRole('group', { name: 'Show' });
    expect(within(show).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(show).getByRole('button', { name: 'Rush only' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Late logo' })).not.toBeInTheDocument());
    expect(requests.at(-1)?.params).toEqual({ flag: 'rush' });
    expect(router.state.location.search).toBe('?flag=rush');
    expect(within(show).getByRole('button', { name: 'Rush only' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(show).getByRole('button', { name: 'Overdue only' }));
    expect(await screen.findByRole('link', { name: 'Late logo' })).toBeInTheDocument();
    expect(requests.at(-1)?.params).toEqual({ flag: 'overdue' });

    await user.click(within(show).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(requests.at(-1)?.params).toEqual({}));
    expect(router.state.location.search).toBe('');
  });
});
