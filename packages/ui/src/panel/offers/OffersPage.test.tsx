import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuoteOffer } from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { apiError, calls, fakeRoutes, PUBLIC_SETTINGS, type FakeRequest } from '../../test/fake-api.ts';
import { renderPanel } from '../../test/render-panel.tsx';

const OPEN_ID = '0190a0a0-0000-7000-8000-0000000000a1';
const ORDER_ID = '0190a0a0-0000-7000-8000-0000000000b1';

const offer = (overrides: Partial<QuoteOffer>): QuoteOffer => ({
  id: OPEN_ID,
  service: 'digitizing',
  title: 'Crest for the club jackets',
  instructions: 'Six colours, 4 inches wide',
  price: { amountCents: 31050 },
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  orderId: null,
  orderNumber: null,
  ...overrides,
});

const OPEN = offer({});
const EXPIRED = offer({
  id: '0190a0a0-0000-7000-8000-0000000000a2',
  title: 'Old cap logo',
  status: 'expired',
  instructions: '',
  expiresAt: '2026-10-01T10:00:00.000Z',
});

const PLACED_ORDER = {
  _id: ORDER_ID,
  number: 1042,
  serviceType: 'Digitizing',
  status: 'Pending',
};

const listOf = (...offers: QuoteOffer[]) => ({ status: 200, data: { offers } });
const offerCard = (title: string) => screen.findByRole('region', { name: title });

describe('Offers page', () => {
  it('lists each offer in people’s words; accepting sends one POST with an Idempotency-Key and links the order', async () => {
    let accepted = false;
    const log = fakeRoutes({
      'GET /user/offers': () =>
        accepted
          ? listOf(offer({ status: 'accepted', orderId: ORDER_ID, orderNumber: 1042 }))
          : listOf(OPEN, EXPIRED),
      'POST /user/offers/:id/accept': () => {
        accepted = true;
        return {
          status: 201,
          data: { message: 'Offer accepted: your order is placed', order: PLACED_ORDER },
        };
      },
    });
    renderPanel('/clientpanel/offers');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    const card = await offerCard('Crest for the club jackets');
    expect(within(card).getByText('Digitizing')).toBeInTheDocument();
    expect(within(card).getByText('$310.50')).toBeInTheDocument();
    expect(within(card).getByText('Dec 20, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Six colours, 4 inches wide')).toBeInTheDocument();
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/0190a0a0|2026-12-20T|digitizing/);

    await userEvent.click(within(card).getByRole('button', { name: 'Accept offer $310.50' }));
    const link = await within(card).findByRole('link', { name: '#1042' });
    expect(link).toHaveAttribute('href', `/clientpanel/orders/Digitizing/${ORDER_ID}`);
    expect(within(card).getByText(/Offer accepted: your order is placed/)).toBeInTheDocument();
    const posts = log.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].url).toBe(`/user/offers/${OPEN_ID}/accept`);
    expect(posts[0].headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    // The list read again shows the offer accepted, still linking its order.
    expect(await within(card).findByText('Accepted')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Accept offer/ })).not.toBeInTheDocument();
  });

  it('says the shop’s tax is added to the offered price before Accept', async () => {
    fakeRoutes({
      'GET /user/offers': listOf(OPEN),
      'GET /settings/public': {
        status: 200,
        data: { ...PUBLIC_SETTINGS, settings: { ...PUBLIC_SETTINGS.settings, taxRatePercent: 8.25 } },
      },
    });
    renderPanel('/clientpanel/offers');
    const card = await offerCard('Crest for the club jackets');
    const price = within(card).getByText('Price').nextElementSibling;
    await waitFor(() => expect(price).toHaveTextContent('$310.50 plus Sales tax (8.25%)'));
  });

  it('a retry after a failed accept sends the same Idempotency-Key, so one order is placed', async () => {
    const keys: string[] = [];
    fakeRoutes({
      'GET /user/offers': listOf(OPEN),
      'POST /user/offers/:id/accept': (request: FakeRequest) => {
        keys.push(request.headers['idempotency-key']);
        return keys.length === 1
          ? apiError(503, 'The shop is busy, please try again')
          : { status: 201, data: { message: 'Offer accepted: your order is placed', order: PLACED_ORDER } };
      },
    });
    renderPanel('/clientpanel/offers');
    const card = await offerCard('Crest for the club jackets');
    await userEvent.click(within(card).getByRole('button', { name: 'Accept offer $310.50' }));
    expect(await within(card).findByText('The shop is busy, please try again')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Accept offer $310.50' }));
    expect(await within(card).findByRole('link', { name: '#1042' })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('declining asks first; "Keep" steps back, "Decline offer" declines', async () => {
    let declined = false;
    const log = fakeRoutes({
      'GET /user/offers': () => listOf(declined ? offer({ status: 'declined' }) : OPEN),
      'POST /user/offers/:id/decline': () => {
        declined = true;
        return { status: 200, data: { message: 'Offer declined', offer: offer({ status: 'declined' }) } };
      },
    });
    renderPanel('/clientpanel/offers');
    const card = await offerCard('Crest for the club jackets');
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const question = within(card).getByRole('group', { name: 'Decline this offer?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(calls(log).filter((call) => call.startsWith('POST'))).toEqual([]);
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Decline offer' }));
    expect(await within(card).findByText('You declined this offer.')).toBeInTheDocument();
    expect(calls(log).filter((call) => call.startsWith('POST'))).toEqual([
      `POST /user/offers/${OPEN_ID}/decline`,
    ]);
    expect(within(card).queryByRole('button', { name: /Accept offer/ })).not.toBeInTheDocument();
  });

  it('an expired offer says so and offers no Accept', async () => {
    fakeRoutes({ 'GET /user/offers': listOf(EXPIRED) });
    renderPanel('/clientpanel/offers');
    const card = await offerCard('Old cap logo');
    expect(within(card).getByText('Expired')).toBeInTheDocument();
    expect(within(card).getByText(/This offer expired on Oct 1, 2026/)).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the server’s words when accepting fails (an offer that expired meanwhile)', async () => {
    fakeRoutes({
      'GET /user/offers': listOf(OPEN),
      'POST /user/offers/:id/accept': apiError(410, 'This offer has expired'),
    });
    renderPanel('/clientpanel/offers');
    const card = await offerCard('Crest for the club jackets');
    await userEvent.click(within(card).getByRole('button', { name: 'Accept offer $310.50' }));
    expect(await within(card).findByText('This offer has expired')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when there are no offers yet, and shows a failed load in the server’s words', async () => {
    fakeRoutes({ 'GET /user/offers': listOf() });
    const first = renderPanel('/clientpanel/offers');
    expect(
      await screen.findByText('No offers yet — when we answer a quote request with a price, it shows here.'),
    ).toBeInTheDocument();
    first.unmount();
    fakeRoutes({ 'GET /user/offers': apiError(403, 'This token may not read orders') });
    renderPanel('/clientpanel/offers');
    await waitFor(() =>
      expect(screen.getAllByText('This token may not read orders').length).toBeGreaterThan(0),
    );
  });
});
