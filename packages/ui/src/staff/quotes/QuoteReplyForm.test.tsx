import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuoteReply, StaffQuote } from '@stitchdesk/shared';
import { apiError, fakeRoutes, type FakeHandler, type FakeRequest } from '../../test/fake-api.ts';
import { renderStaff } from '../../test/render-staff.tsx';

const QUOTE: StaffQuote = {
  id: 'q1',
  name: 'Bo',
  email: 'bo@example.test',
  services: 'patches',
  message: '50 patches please',
  handled: false,
  status: 'new',
  createdAt: '2026-01-03T09:00:00.000Z',
  artwork: [],
  replies: [],
};

const replyBy = (message: string): QuoteReply => ({
  id: 'r1',
  message,
  sentAt: '2026-01-04T10:30:00.000Z',
  by: { username: 'Ann' },
  offer: null,
});

/**
 * The quotes inbox over a fake server whose reply route is `reply`; the quote is listed until
 * replied, then with the history the reply's answer gave it, as the server lists it.
 */
function serve(reply: FakeHandler): FakeRequest[] {
  let quotes = [QUOTE];
  return fakeRoutes({
    'GET /staff/quotes': ({ params }) => {
      const list =
        params.handled === undefined ? quotes : quotes.filter((q) => String(q.handled) === params.handled);
      return { data: { quotes: list, total: list.length, page: 1, pageSize: 25 } };
    },
    'POST /staff/quotes/:id/reply': async (request) => {
      const answer = await reply(request);
      if ((answer.status ?? 200) < 400) quotes = [(answer.data as { quote: StaffQuote }).quote];
      return answer;
    },
  });
}

const replied = (message: string) => ({
  status: 201,
  data: {
    message: 'Reply sent',
    quote: { ...QUOTE, handled: true, status: 'replied', replies: [replyBy(message)] },
  },
});

async function openReply() {
  const user = userEvent.setup();
  renderStaff('/staff/quotes', { role: 'employee' });
  const quote = await screen.findByRole('article', { name: 'Quote from Bo' });
  expect(within(quote).getByText('New')).toBeInTheDocument();
  const button = within(quote).getByRole('button', { name: 'Reply' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const form = screen.getByRole('form', { name: 'Reply to Bo' });
  expect(within(form).getByLabelText('Message')).toHaveFocus();
  return { user, form };
}

describe('Replying to a quote', () => {
  it('sends the message with an offer priced in whole cents, then says so and refreshes the list', async () => {
    const requests = serve(({ body }) => replied((body as { message: string }).message));
    const { user, form } = await openReply();

    await user.type(within(form).getByLabelText('Message'), 'Here is our price.');
    await user.click(within(form).getByLabelText('Include an offer'));
    // The quote asked for patches, so the offer starts as Custom Patches.
    expect(within(form).getByLabelText('Service')).toHaveValue('patches');
    await user.selectOptions(within(form).getByLabelText('Service'), 'Custom Apparel');
    await user.type(within(form).getByLabelText('Title'), '50 caps, front logo');
    await user.type(within(form).getByLabelText('Price (US dollars)'), '310.50');
    await user.type(within(form).getByLabelText('Instructions (optional)'), 'Navy caps');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Reply sent to bo@example.test');
    const posted = requests.filter((r) => r.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ url: '/staff/quotes/q1/reply' });
    expect(posted[0].body).toEqual({
      message: 'Here is our price.',
      offer: {
        service: 'customApparel',
        title: '50 caps, front logo',
        amountCents: 31050,
        instructions: 'Navy caps',
      },
    });
    // Replied is handled: the Open list reads again and the quote has left it.
    expect(await screen.findByText('No quote requests.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All' }));
    const quote = await screen.findByRole('article', { name: 'Quote from Bo' });
    expect(within(quote).getByText('Replied')).toBeInTheDocument();
    // The list carries the quote's history, so it shows under any filter.
    expect(within(quote).getByRole('region', { name: 'Replies' })).toHaveTextContent('Here is our price.');
  });

  it('shows the history once the list is read again after the reply, while the quote stays listed', async () => {
    serve(({ body }) => replied((body as { message: string }).message));
    const user = userEvent.setup();
    renderStaff('/staff/quotes', { role: 'employee' });
    await user.click(await screen.findByRole('button', { name: 'All' }));
    const quote = await screen.findByRole('article', { name: 'Quote from Bo' });
    await user.click(within(quote).getByRole('button', { name: 'Reply' }));
    await user.type(within(quote).getByLabelText('Message'), 'Thanks, we will send a price.');
    await user.click(within(quote).getByRole('button', { name: 'Send reply' }));

    const history = await within(quote).findByRole('region', { name: 'Replies' });
    expect(history).toHaveTextContent('Thanks, we will send a price.');
    expect(history).toHaveTextContent('Ann');
    expect(history).not.toHaveTextContent('2026-01-04');
    expect(within(quote).queryByRole('form')).not.toBeInTheDocument();
    expect(within(quote).getByRole('button', { name: 'Reply' })).toHaveFocus();
    await waitFor(() => expect(within(quote).getByText('Replied')).toBeInTheDocument());
  });

  it('sends nothing for an empty message or a price that is not an amount, and says why under each field', async () => {
    const requests = serve(() => replied('never'));
    const { user, form } = await openReply();

    await user.click(within(form).getByLabelText('Include an offer'));
    await user.selectOptions(within(form).getByLabelText('Service'), 'Choose a service');
    await user.type(within(form).getByLabelText('Price (US dollars)'), '31O.50');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));

    expect(within(form).getByLabelText('Message')).toHaveAccessibleDescription('Write a reply');
    expect(within(form).getByLabelText('Service')).toHaveAccessibleDescription('Choose a service');
    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription('Give the offer a title');
    expect(within(form).getByLabelText('Price (US dollars)')).toHaveAccessibleDescription(
      'Enter the price in dollars, like 150 or 149.50.',
    );

    await user.type(within(form).getByLabelText('Message'), 'Our price');
    // Typing clears that field's error, and only that one.
    expect(within(form).getByLabelText('Message')).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(form).getByLabelText('Title'), 'Patches');
    await user.selectOptions(within(form).getByLabelText('Service'), 'Custom Patches');
    await user.clear(within(form).getByLabelText('Price (US dollars)'));
    await user.type(within(form).getByLabelText('Price (US dollars)'), '0');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(within(form).getByLabelText('Price (US dollars)')).toHaveAccessibleDescription(
      'The price must be more than $0.00',
    );
    expect(within(form).getByLabelText('Message')).not.toHaveAttribute('aria-invalid');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal in its words and keeps what was typed", async () => {
    let answer = apiError(404, 'Quote not found');
    serve(() => answer);
    const { user, form } = await openReply();
    await user.type(within(form).getByLabelText('Message'), 'Hello Bo');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Quote not found');
    expect(within(form).getByLabelText('Message')).toHaveValue('Hello Bo');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    answer = replied('Hello Bo');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Reply sent to bo@example.test');
  });
});
