import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  PLAN_CATALOGUE,
  type ClientPlan,
  type PlanPayment,
  type UserPlansResponse,
} from '@stitchdesk/shared';
import { apiError, calls, fakeRoutes, type RouteAnswer } from '../../test/fake-api.ts';
import { renderPanel, testPlatform } from '../../test/render-panel.tsx';

const catalogue = PLAN_CATALOGUE.map((offer) => ({ ...offer, allowance: { ...offer.allowance } }));

const goldByCard: ClientPlan = {
  service: 'digitizing',
  plan: 'Gold',
  status: 'active',
  periodStart: '2026-12-01T00:00:00.000Z',
  periodEnd: '2026-12-31T00:00:00.000Z',
  used: { left_chest: 43, jacket_back: 0 },
  remaining: { left_chest: 37, jacket_back: 15 },
  source: 'stripe',
  covering: true,
};

function server(
  plans: () => ClientPlan[],
  cardPayments: boolean,
  extra: Record<string, RouteAnswer> = {},
  payments: PlanPayment[] = [],
) {
  return fakeRoutes({
    'GET /user/plans': () => ({ data: { catalogue, plans: plans(), payments } satisfies UserPlansResponse }),
    'GET /settings/public': { data: { settings: {}, cardPayments } },
    ...extra,
  });
}

describe('Plans page', () => {
  it('buys a plan by card: the server opens the checkout and the client goes there', async () => {
    const openExternal = vi.fn();
    const log = server(() => [], true, {
      'POST /user/plans/checkout': {
        status: 201,
        data: { url: 'https://checkout.test/pay/cs_1', sessionId: 'cs_1' },
      },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/profile/plans', { platform: testPlatform({ kind: 'desktop', openExternal }) });
    expect(await screen.findByText(/Choose one below and pay by card/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Buy / })).toHaveLength(8);

    await user.click(screen.getByRole('button', { name: 'Buy Gold digitizing plan' }));
    expect(await screen.findByText('Opening the secure checkout…')).toBeInTheDocument();
    expect(openExternal).toHaveBeenCalledWith('https://checkout.test/pay/cs_1');
    const post = log.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ service: 'digitizing', plan: 'Gold' });
    expect(calls(log)).toEqual(['POST /user/plans/checkout']);
  });

  it('says why a checkout could not be opened', async () => {
    server(() => [], true, {
      'POST /user/plans/checkout': apiError(409, 'You are already on the Gold digitizing plan'),
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/profile/plans', { platform: testPlatform({ kind: 'desktop' }) });
    await user.click(await screen.findByRole('button', { name: 'Buy Silver vector art plan' }));
    expect(await screen.findByText('You are already on the Gold digitizing plan')).toBeInTheDocument();
  });

  it('shows the card plan’s month, used and left; Cancel asks first, then it ends with its month', async () => {
    let plans = [goldByCard];
    const log = server(() => plans, true, {
      'POST /user/plans/:service/cancel': () => {
        plans = [{ ...goldByCard, status: 'canceling' }];
        return { data: { plans } };
      },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/profile/plans');
    const card = await screen.findByRole('region', { name: 'Digitizing — Gold' });
    expect(within(card).getByText('Renews Dec 31, 2026')).toBeInTheDocument();
    expect(within(card).getByText('37 of 80 left chests left this month')).toBeInTheDocument();
    expect(within(card).getByText('(43 left chests used)')).toBeInTheDocument();
    expect(within(card).getByText('15 of 15 jacket backs left this month')).toBeInTheDocument();
    // On a plan of this service already: nothing to buy there; the other service's plans are on sale.
    const digitizingOffers = screen.getByRole('region', { name: 'Digitizing plans' });
    expect(within(digitizingOffers).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Buy .* vector art plan$/ })).toHaveLength(4);

    await user.click(within(card).getByRole('button', { name: 'Cancel plan' }));
    const confirm = within(card).getByRole('group', { name: 'Cancel your Gold plan?' });
    expect(within(confirm).getByText(/stays active until Dec 31, 2026/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(calls(log)).not.toContain('POST /user/plans/digitizing/cancel');

    await user.click(within(card).getByRole('button', { name: 'Cancel plan' }));
    await user.click(
      within(within(card).getByRole('group', { name: 'Cancel your Gold plan?' })).getByRole('button', {
        name: 'Cancel plan',
      }),
    );
    expect(await within(card).findByText('Ends Dec 31, 2026')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
    expect(calls(log).filter((c) => c.startsWith('POST'))).toEqual(['POST /user/plans/digitizing/cancel']);
  });

  it('offers no Buy or Cancel when the shop takes no cards; a plan arranged offline has no Cancel', async () => {
    server(() => [{ ...goldByCard, source: 'staff' }], false);
    renderPanel('/clientpanel/profile/plans');
    const card = await screen.findByRole('region', { name: 'Digitizing — Gold' });
    expect(within(card).getByText(/Arranged with our team/)).toBeInTheDocument();
    expect(within(card).queryByText(/Renews/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy|Cancel/ })).not.toBeInTheDocument();
  });

  it('back from checkout, waits for Stripe’s word, then says the plan is active', async () => {
    let reads = 0;
    server(() => (++reads > 1 ? [goldByCard] : []), true);
    renderPanel('/clientpanel/profile/plans?checkout=success&service=digitizing');
    expect(await screen.findByText('Thank you: confirming your payment with Stripe…')).toBeInTheDocument();
    expect(
      await screen.findByText('Your Gold plan is active.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Digitizing — Gold' })).toBeInTheDocument();
  });

  it('still says the plan is active after cancelling it on the page it came back to', async () => {
    let plans: ClientPlan[] = [goldByCard];
    server(() => plans, true, {
      'POST /user/plans/:service/cancel': () => {
        plans = [{ ...goldByCard, status: 'canceling' }];
        return { data: { plans } };
      },
    });
    const user = userEvent.setup();
    renderPanel('/clientpanel/profile/plans?checkout=success&service=digitizing');
    expect(await screen.findByText('Your Gold plan is active.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel plan' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Cancel your Gold plan?' })).getByRole('button', {
        name: 'Cancel plan',
      }),
    );
    expect(await screen.findByText('Ends Dec 31, 2026')).toBeInTheDocument();
    expect(screen.getByText('Your Gold plan is active.')).toBeInTheDocument();
    expect(screen.queryByText(/confirming your payment/)).not.toBeInTheDocument();
  });

  it('says a cancelled checkout charged nothing, and gives up its session once so another can open', async () => {
    const log = server(() => [], true, { 'DELETE /user/plans/checkout/:service': { status: 204 } });
    renderPanel('/clientpanel/profile/plans?checkout=cancelled&service=vector');
    expect(await screen.findByText('Checkout cancelled: nothing was charged.')).toBeInTheDocument();
    await vi.waitFor(() => expect(calls(log)).toContain('DELETE /user/plans/checkout/vector'));
    expect(calls(log).filter((c) => c.startsWith('DELETE'))).toEqual(['DELETE /user/plans/checkout/vector']);
  });

  it('says so when the checkout left was paid after all', async () => {
    server(() => [], true, {
      'DELETE /user/plans/checkout/:service': apiError(409, 'That checkout has already been paid'),
    });
    renderPanel('/clientpanel/profile/plans?checkout=cancelled&service=digitizing');
    expect(await screen.findByText('That checkout has already been paid')).toBeInTheDocument();
    expect(screen.queryByText(/nothing was charged/)).not.toBeInTheDocument();
  });

  it('asks nothing of the server on an old cancel link that names no service', async () => {
    const log = server(() => [], true);
    renderPanel('/clientpanel/profile/plans?checkout=cancelled');
    expect(await screen.findByText('Checkout cancelled: nothing was charged.')).toBeInTheDocument();
    expect(calls(log).filter((c) => !c.startsWith('GET'))).toEqual([]);
  });
});

describe('Plans page: what the plans were charged', () => {
  const receipt = 'https://invoice.test/i/in_1';
  const payments: PlanPayment[] = [
    {
      service: 'digitizing',
      plan: 'Diamond',
      amountCents: 100000,
      currency: 'USD',
      paidAt: '2026-12-02T15:00:00.000Z',
      periodStart: null,
      periodEnd: null,
      receiptUrl: null,
      refunded: true,
    },
    {
      service: 'digitizing',
      plan: 'Gold',
      amountCents: 80000,
      currency: 'USD',
      paidAt: '2026-12-02T14:00:00.000Z',
      periodStart: '2026-12-02T14:00:00.000Z',
      periodEnd: '2027-01-02T14:00:00.000Z',
      receiptUrl: receipt,
      refunded: false,
    },
    {
      service: 'vector',
      plan: 'Silver',
      amountCents: 50000,
      currency: 'EUR',
      paidAt: '2026-11-05T10:00:00.000Z',
      periodStart: '2026-11-05T10:00:00.000Z',
      periodEnd: '2026-12-05T10:00:00.000Z',
      receiptUrl: null,
      refunded: false,
    },
  ];

  it('lists each charge with its day, what it paid for, its amount and receipt; a refunded second plan says so', async () => {
    server(() => [goldByCard], true, {}, payments);
    renderPanel('/clientpanel/profile/plans');
    const list = await screen.findByRole('region', { name: 'Plan payments' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Dec 2, 2026');
    expect(rows[1]).toHaveTextContent('Gold digitizing plan · Dec 2, 2026 to Jan 2, 2027');
    expect(rows[1]).toHaveTextContent('$800.00');
    expect(within(rows[1]).getByRole('link', { name: 'Receipt for $800.00 on Dec 2, 2026' })).toHaveAttribute(
      'href',
      receipt,
    );
    expect(rows[0]).toHaveTextContent(/Diamond digitizing plan · a second one, .* cancelled and refunded/);
    expect(within(rows[0]).getByText('Refunded')).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('link')).not.toBeInTheDocument();
    // In the shop's currency as charged, no receipt when Stripe gave none.
    expect(rows[2]).toHaveTextContent('Silver vector art plan · Nov 5, 2026 to Dec 5, 2026');
    expect(rows[2]).toHaveTextContent('€500.00');
    expect(within(rows[2]).queryByRole('link')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/2026-12-02T|in_1/);
  });

  it('says when there is nothing charged yet', async () => {
    server(() => [{ ...goldByCard, source: 'staff' }], false);
    renderPanel('/clientpanel/profile/plans');
    const list = await screen.findByRole('region', { name: 'Plan payments' });
    expect(within(list).getByText(/No card payments for plans yet/)).toBeInTheDocument();
    expect(within(list).queryByRole('listitem')).not.toBeInTheDocument();
  });
});
