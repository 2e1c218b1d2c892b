import { screen, waitFor, within } from '@testing-library/react';
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
        replies: [],
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

  it("shows a quote's history from the list, as after a reload: who replied when, each offer and where it stands", async () => {
    const quote: StaffQuote = {
      id: 'q2',
      name: 'Cy',
      email: 'cy@example.test',
      services: 'digitizing',
      message: 'A jacket back',
      handled: true,
      status: 'won',
      createdAt: '2026-01-03T09:00:00.000Z',
      artwork: [],
      replies: [
        {
          id: 'r1',
          message: 'How large?',
          sentAt: '2026-01-04T10:30:00.000Z',
          by: { username: 'Ann' },
          offer: null,
        },
        {
          id: 'r2',
          message: 'Here is our price.',
          sentAt: '2026-01-05T08:15:00.000Z',
          by: null,
          offer: {
            service: 'digitizing',
            title: 'Jacket back, 12 inch',
            amountCents: 3_050,
            status: 'accepted',
            orderNumber: 1042,
          },
        },
      ],
    };
    fakeRoutes({
      'GET /staff/quotes': () => ({ data: { quotes: [quote], total: 1, page: 1, pageSize: 25 } }),
    });
    renderStaff('/staff/quotes', { role: 'employee' });
    const article = await screen.findByRole('article', { name: 'Quote from Cy' });
    expect(within(article).getByText('Won')).toBeInTheDocument();
    const items = within(within(article).getByRole('region', { name: 'Replies' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ann');
    expect(items[0]).toHaveTextContent('How large?');
    expect(items[0]).not.toHaveTextContent('Offer');
    expect(items[0]).not.toHaveTextContent('2026-01-04');
    expect(items[1]).toHaveTextContent('A former staff member');
    expect(items[1]).toHaveTextContent(
      'Offer: Jacket back, 12 inch (Digitizing) for $30.50 · Accepted, order #1042',
    );
  });
});
