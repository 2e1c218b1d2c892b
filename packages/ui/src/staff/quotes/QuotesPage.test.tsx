import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffQuote } from '@stitchdesk/shared';
import { fakeRoutes, type FakeRequest } from '../../test/fake-api.ts';
import { renderStaff } from '../../test/render-staff.tsx';

describe('QuotesPage', () => {
  let requests: FakeRequest[];

  it('lists open quotes first and marks one handled', async () => {
    let quotes: StaffQuote[] = [
      {
        id: 'q1',
        name: 'Bo',
        email: 'bo@example.test',
        services: 'patches',
        message: '50 patches please',
        handled: false,
        status: 'new',
        createdAt: '2026-01-03T09:00:00.000Z',
        artwork: [
          {
            url: 'https://desk.example.test/api/v1/files/f1/logo.png?exp=1&sig=s',
            name: 'logo.png',
            size: 14_540,
            contentType: 'image/png',
          },
        ],
      },
    ];
    requests = fakeRoutes({
      'GET /staff/quotes': ({ params }) => {
        const list =
          params.handled === undefined ? quotes : quotes.filter((q) => String(q.handled) === params.handled);
        return { data: { quotes: list, total: list.length, page: 1, pageSize: 25 } };
      },
      'PATCH /staff/quotes/:id': ({ body }) => {
        quotes = quotes.map((q) => ({ ...q, ...(body as object) }));
        return { data: { message: 'Quote updated', quote: quotes[0] } };
      },
    });
    const user = userEvent.setup();
    renderStaff('/staff/quotes', { role: 'employee' });
    expect(await screen.findByText('50 patches please')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/staff/quotes')?.params).toMatchObject({ handled: 'false' });
    const artwork = screen.getByRole('link', { name: /logo\.png/ });
    expect(artwork).toHaveAttribute('href', 'https://desk.example.test/api/v1/files/f1/logo.png?exp=1&sig=s');
    expect(artwork).toHaveTextContent('logo.png14.2 KB');

    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('No quote requests.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      url: '/staff/quotes/q1',
      body: { handled: true },
    });

    await user.click(screen.getByRole('button', { name: 'Handled' }));
    await waitFor(() => expect(screen.getByText('50 patches please')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark open' })).toBeInTheDocument();
  });
});
