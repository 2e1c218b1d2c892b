import type { ClientPlan } from '@stitchdesk/shared';
import { describe, expect, it, vi } from 'vitest';
import { useTestMailer, useUser } from '../../test/context.ts';
import { createTestContext } from '../../test/harness.ts';
import { placeOrder, postJson } from '../../test/staff.ts';
import { deliverStripeEvent, useStripeTestContext } from '../../test/stripe.ts';
import { duplicatePlanMessage, planActiveMessage } from '../../services/plans/plan-words.ts';
import { NO_PLAN_TO_CANCEL, PLAN_ARRANGED_OFFLINE } from '../../services/plans/cancel-plan.ts';
import { CARDS_OFF } from '../../services/billing/stripe/webhook.ts';
import { PLAN_CHECKOUT_PAID } from '../../services/billing/stripe/plan-checkout-release.ts';

/**
 * The spec's monthly plans bought by card (issue 35 item 6), against the real database and a fake
 * of Stripe's API: a subscription-mode session, its events signed as Stripe signs them, the plan's
 * periods and its end, each event recorded once.
 */
describe('monthly plans through Stripe', () => {
  const { mailer, smtp } = useTestMailer();
  const { t, stripe } = useStripeTestContext(() => ({ mailer: mailer() }));
  const admin = useUser(t, { role: 'admin' });

  const newClient = async () => {
    const { user, token } = await t.createUser({ role: 'client' });
    return { id: user.id, email: user.email, token };
  };
  const buy = (token: string, body: unknown) => postJson(t, '/user/plans/checkout', token, body);
  const myPlans = async (token: string) => {
    const answer = await t.request('/api/v1/user/plans', { token });
    expect(answer.status, answer.text).toBe(200);
    return answer.body.plans as ClientPlan[];
  };
  const deliver = async (event: Record<string, unknown>) => {
    const answer = await deliverStripeEvent(t, stripe, event);
    expect(answer.status, answer.text).toBe(200);
    return answer.body as { duplicate: boolean };
  };
  const paymentsOf = (clientId: string) =>
    t.db('plan_payments').where({ client_id: clientId }).orderBy('period_start');
  const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

  /** Buys the plan through the fake (both events Stripe sends on a first payment); its subscription. */
  async function bought(client: { token: string }, service: 'digitizing' | 'vector', plan: string) {
    const answer = await buy(client.token, { service, plan });
    expect(answer.status, answer.text).toBe(201);
    const completed = stripe.complete(answer.body.sessionId);
    await deliver(completed);
    const subscriptionId = completed.data.object.subscription as string;
    await deliver(stripe.invoicePaid(subscriptionId, 'subscription_create'));
    return stripe.subscriptions.get(subscriptionId)!;
  }

  it('opens a monthly subscription session for the plan, its metadata on the session and the subscription', async () => {
    const client = await newClient();
    const answer = await buy(client.token, { service: 'digitizing', plan: 'Gold', priceCents: 1 });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toEqual({
      url: expect.stringMatching(/\/pay\/cs_test_/),
      sessionId: expect.any(String),
    });

    const session = stripe.sessions.get(answer.body.sessionId)!;
    const metadata = { kind: 'plan-subscription', clientId: client.id, service: 'digitizing', plan: 'Gold' };
    expect(session.mode).toBe('subscription');
    expect(session.line_items_sent).toEqual([
      {
        quantity: '1',
        price_data: {
          currency: 'usd',
          unit_amount: '80000',
          recurring: { interval: 'month' },
          product_data: { name: 'Gold digitizing plan', metadata },
        },
      },
    ]);
    expect(session.metadata).toEqual(metadata);
    expect(session.subscription_data_sent).toEqual({ metadata });
    expect(session.customer_email).toBe(client.email);
    expect(session.client_reference_id).toBe(client.id);
    expect(session.success_url).toBe(
      `${t.url}/clientpanel/profile/plans?checkout=success&service=digitizing`,
    );
    expect(session.cancel_url).toBe(
      `${t.url}/clientpanel/profile/plans?checkout=cancelled&service=digitizing`,
    );

    // The session alone starts nothing: the plan starts when Stripe says it is paid.
    expect(await myPlans(client.token)).toEqual([]);
  });

  it('tells the panel that cards are taken (GET /settings/public)', async () => {
    const answer = await t.request('/api/v1/settings/public');
    expect(answer.body.cardPayments).toBe(true);
  });

  it('prices the plan in the shop’s currency', async () => {
    const client = await newClient();
    await t.db('shop_settings').update({ currency: 'EUR' });
    try {
      const answer = await buy(client.token, { service: 'vector', plan: 'Silver' });
      expect(answer.status, answer.text).toBe(201);
      expect(stripe.sessions.get(answer.body.sessionId)!.line_items_sent[0].price_data).toMatchObject({
        currency: 'eur',
        unit_amount: '50000',
        product_data: { name: 'Silver vector art plan' },
      });
    } finally {
      await t.db('shop_settings').update({ currency: 'USD' });
    }
  });

  it('refuses a plan or service not in the catalogue (400) and opens nothing', async () => {
    const client = await newClient();
    const before = stripe.sessions.size;
    const bronze = await buy(client.token, { service: 'digitizing', plan: 'Bronze' });
    expect(bronze.status).toBe(400);
    expect((await buy(client.token, { service: 'patches', plan: 'Gold' })).status).toBe(400);
    expect((await buy(client.token, {})).status).toBe(400);
    expect(stripe.sessions.size).toBe(before);
  });

  it('starts the plan on the paid session: the subscription’s period, covered orders, the payment recorded once', async () => {
    const client = await newClient();
    const subscription = await bought(client, 'digitizing', 'Gold');
    const item = subscription.items.data[0];
    const [plan] = await myPlans(client.token);
    expect(plan).toMatchObject({
      service: 'digitizing',
      plan: 'Gold',
      status: 'active',
      source: 'stripe',
      covering: true,
      periodStart: isoOf(item.current_period_start),
      periodEnd: isoOf(item.current_period_end),
      remaining: { left_chest: 80, jacket_back: 15 },
    });
    const row = await t.db('client_plans').where({ client_id: client.id }).first();
    expect(row.stripe_subscription_id).toBe(subscription.id);
    // The period came from Stripe's subscription object, read through the SDK.
    expect(stripe.requests).toContainEqual(
      expect.objectContaining({ method: 'GET', path: `/v1/subscriptions/${subscription.id}` }),
    );
    const payments = await paymentsOf(client.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount_cents: 80000, currency: 'USD', plan: 'Gold' });
    // The Plans page's list: the charge, the month it paid for, Stripe's receipt page.
    const listed = await t.request('/api/v1/user/plans', { token: client.token });
    const invoice = stripe.invoices.get(subscription.latest_invoice as string)!;
    expect(listed.body.payments).toEqual([
      {
        service: 'digitizing',
        plan: 'Gold',
        amountCents: 80000,
        currency: 'USD',
        paidAt: isoOf(invoice.status_transitions.paid_at),
        periodStart: isoOf(item.current_period_start),
        periodEnd: isoOf(item.current_period_end),
        receiptUrl: invoice.hosted_invoice_url,
        refunded: false,
      },
    ]);
    const stranger = await newClient();
    expect((await t.request('/api/v1/user/plans', { token: stranger.token })).body.payments).toEqual([]);
    const bell = await t.db('notifications').where({ user_id: client.id });
    expect(bell.map((n) => n.message)).toEqual([planActiveMessage('Gold', 'digitizing')]);

    const order = await placeOrder(t, client.token, 'digitizing');
    expect(order.price).toMatchObject({ amountCents: 0, coveredBy: { plan: 'Gold' } });

    // Already on a plan of this service: no second subscription, and the reason says until when.
    const sessions = stripe.sessions.size;
    const again = await buy(client.token, { service: 'digitizing', plan: 'Diamond' });
    expect(again.status).toBe(409);
    const renews = new Date(item.current_period_end * 1000).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(again.body.message).toBe(
      `You already have the Gold digitizing plan, renewing on ${renews}: a second subscription cannot start while it runs. Cancel it, and a new one can start once it has ended`,
    );
    expect(stripe.sessions.size).toBe(sessions);
  });

  it('refuses a second checkout of the service while the first one’s session is open, and allows one once it expired', async () => {
    const client = await newClient();
    const first = await buy(client.token, { service: 'vector', plan: 'Gold' });
    expect(first.status, first.text).toBe(201);
    // Stripe closes the session when our claim lapses: 30 minutes and one.
    const session = stripe.sessions.get(first.body.sessionId)!;
    expect(session.expires_at_sent ?? null).not.toBeNull();
    const second = await buy(client.token, { service: 'vector', plan: 'Silver' });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(
      /^You are already buying the Gold vector art plan in another window: finish paying there, or start again after [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC$/,
    );
    // Another service is another checkout.
    expect((await buy(client.token, { service: 'digitizing', plan: 'Silver' })).status).toBe(201);

    // Stripe says the session expired: the client may start again.
    await deliver(stripe.event('checkout.session.expired', { ...session, status: 'expired' }));
    const third = await buy(client.token, { service: 'vector', plan: 'Silver' });
    expect(third.status, third.text).toBe(201);
    // Or our claim lapses on its own.
    await t
      .db('plan_checkouts')
      .where({ client_id: client.id, service: 'vector' })
      .update({ expires_at: t.db.raw("now() - interval '1 second'") });
    expect((await buy(client.token, { service: 'vector', plan: 'Diamond' })).status).toBe(201);
  });

  it('gives up an unpaid checkout when the client leaves it: the session expires at Stripe and another may open', async () => {
    const client = await newClient();
    const neighbour = await newClient();
    const release = (token: string, service: string) =>
      t.request(`/api/v1/user/plans/checkout/${service}`, { method: 'DELETE', token });
    const first = await buy(client.token, { service: 'digitizing', plan: 'Gold' });
    expect(first.status, first.text).toBe(201);
    // Another client's release, or another service's, leaves it open.
    expect((await release(neighbour.token, 'digitizing')).status).toBe(204);
    expect((await release(client.token, 'vector')).status).toBe(204);
    expect(stripe.sessions.get(first.body.sessionId)!.status).toBe('open');
    expect((await buy(client.token, { service: 'digitizing', plan: 'Silver' })).status).toBe(409);

    expect((await release(client.token, 'digitizing')).status).toBe(204);
    expect(stripe.sessions.get(first.body.sessionId)!.status).toBe('expired');
    expect((await release(client.token, 'digitizing')).status).toBe(204);
    const second = await buy(client.token, { service: 'digitizing', plan: 'Silver' });
    expect(second.status, second.text).toBe(201);

    // Paid already (Stripe's event not here yet): not given up.
    stripe.complete(second.body.sessionId);
    const paid = await release(client.token, 'digitizing');
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(PLAN_CHECKOUT_PAID);
    expect((await buy(client.token, { service: 'digitizing', plan: 'Gold' })).status).toBe(409);
    expect((await release(client.token, 'patches')).status).toBe(404);
  });

  it('opens one session of twenty simultaneous checkouts of a service; the others are refused', async () => {
    const client = await newClient();
    const before = stripe.sessions.size;
    stripe.latencyMs = 50;
    let answers;
    try {
      answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          buy(client.token, { service: 'digitizing', plan: i % 2 ? 'Gold' : 'Silver' }),
        ),
      );
    } finally {
      stripe.latencyMs = 0;
    }
    const statuses = answers.map((a) => a.status).sort();
    // The checkout's rate limit may answer some 429s; never a second 201.
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 409 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(0);
    expect(stripe.sessions.size).toBe(before + 1);
    expect(await t.db('plan_checkouts').where({ client_id: client.id })).toHaveLength(1);
  });

  it('cancels and refunds a second subscription paid in another window, once however often its events come; the plan in force stays', async () => {
    const client = await newClient();
    // Two windows: both sessions opened before either was paid (the second as if the first's claim
    // had lapsed: the checkout refuses it otherwise).
    const firstTab = await buy(client.token, { service: 'digitizing', plan: 'Gold' });
    expect(firstTab.status, firstTab.text).toBe(201);
    await t.db('plan_checkouts').where({ client_id: client.id }).delete();
    const secondTab = await buy(client.token, { service: 'digitizing', plan: 'Diamond' });
    expect(secondTab.status, secondTab.text).toBe(201);

    const first = stripe.complete(firstTab.body.sessionId);
    await deliver(first);
    const firstSubscription = first.data.object.subscription as string;
    await deliver(stripe.invoicePaid(firstSubscription, 'subscription_create'));
    const [kept] = await myPlans(client.token);
    expect(kept).toMatchObject({ plan: 'Gold', status: 'active' });

    // The second: its first invoice may come before its session's event; both come twice, the
    // session's also under another event id.
    const second = stripe.complete(secondTab.body.sessionId);
    const secondSubscription = second.data.object.subscription as string;
    const invoiceId = stripe.subscriptions.get(secondSubscription)!.latest_invoice as string;
    const firstInvoice = stripe.event('invoice.paid', {
      ...stripe.invoices.get(invoiceId),
      payments: undefined,
    });
    await deliver(firstInvoice);
    await deliver(second);
    expect(await deliver(second)).toMatchObject({ duplicate: true });
    expect(await deliver({ ...second, id: `${second.id}_resent` })).toMatchObject({ duplicate: false });
    await deliver({ ...firstInvoice, id: `${firstInvoice.id}_resent` });

    const intent = stripe.invoicePaymentIntent(invoiceId);
    await vi.waitFor(
      async () => {
        const row = await t
          .db('plan_duplicates')
          .where({ stripe_subscription_id: secondSubscription })
          .first();
        expect(row?.refunded_at).toBeTruthy();
      },
      { timeout: 10_000 },
    );
    const cancels = stripe.requests.filter(
      (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${secondSubscription}`,
    );
    expect(cancels).toHaveLength(1);
    const refunds = stripe.refunds.filter((r) => r.payment_intent === intent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: 100000,
      metadata: { kind: 'duplicate-plan', subscriptionId: secondSubscription },
    });
    expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds')).toHaveLength(1);
    expect(stripe.subscriptions.get(secondSubscription)!.status).toBe('canceled');
    expect(await t.db('plan_duplicates').where({ client_id: client.id })).toHaveLength(1);

    // Stripe's notice of the cancel changes nothing of the plan in force.
    await deliver(
      stripe.event('customer.subscription.deleted', stripe.subscriptions.get(secondSubscription)!),
    );
    const [after] = await myPlans(client.token);
    expect(after).toEqual(kept);
    const row = await t.db('client_plans').where({ client_id: client.id }).first();
    expect(row.stripe_subscription_id).toBe(firstSubscription);
    // Only the plan in force's payment is the client's.
    expect((await paymentsOf(client.id)).map((p) => p.stripe_subscription_id)).toEqual([firstSubscription]);
    const listed = (await t.request('/api/v1/user/plans', { token: client.token })).body.payments;
    expect(listed.map((p: { plan: string; refunded: boolean }) => [p.plan, p.refunded])).toEqual([
      ['Diamond', true],
      ['Gold', false],
    ]);
    expect(listed[0]).toMatchObject({ amountCents: 100000, receiptUrl: null, periodStart: null });

    const bell = (await t.db('notifications').where({ user_id: client.id }).orderBy('id')).map(
      (n) => n.message,
    );
    expect(bell).toEqual([
      planActiveMessage('Gold', 'digitizing'),
      duplicatePlanMessage('Gold', 'Diamond', 'digitizing', { cents: 100000, currency: 'USD' }),
    ]);
    expect(bell[1]).toBe(
      'You already have the Gold digitizing plan, so the Diamond digitizing plan paid for in another window was cancelled and its $1,000.00 is being refunded to your card. Your Gold plan goes on unchanged',
    );
    // The same words by e-mail, once.
    const mail = await smtp.waitFor((m) => m.to.includes(client.email));
    expect(mail.subject).toBe('Your second Diamond digitizing plan was cancelled and refunded');
    expect(mail.text).toContain(bell[1]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((m) => m.to.includes(client.email))).toHaveLength(1);
  });

  it('renews on the next invoice: a new period from the full allowance, the renewal recorded once however often it comes', async () => {
    const client = await newClient();
    const subscription = await bought(client, 'digitizing', 'Silver');
    await placeOrder(t, client.token, 'digitizing');
    expect((await myPlans(client.token))[0]).toMatchObject({ used: { left_chest: 1 } });

    const renewal = stripe.invoicePaid(subscription.id, 'subscription_cycle');
    expect(await deliver(renewal)).toEqual({ received: true, duplicate: false });
    const item = subscription.items.data[0];
    const [plan] = await myPlans(client.token);
    expect(plan).toMatchObject({
      periodStart: isoOf(item.current_period_start),
      periodEnd: isoOf(item.current_period_end),
      used: { left_chest: 0, jacket_back: 0 },
      remaining: { left_chest: 50, jacket_back: 10 },
    });
    expect(await paymentsOf(client.id)).toHaveLength(2);

    // The same event again, and the same invoice under another event id: nothing more.
    expect(await deliver(renewal)).toEqual({ received: true, duplicate: true });
    expect(await deliver({ ...renewal, id: `${renewal.id}_resent` })).toMatchObject({ duplicate: false });
    expect(await paymentsOf(client.id)).toHaveLength(2);
    expect((await myPlans(client.token))[0]).toMatchObject({
      periodStart: plan.periodStart,
      used: { left_chest: 0 },
    });
    const events = await t.db('stripe_events').whereIn('id', [renewal.id, `${renewal.id}_resent`]);
    expect(events).toHaveLength(2);
  });

  it('cancels at the period’s end through Stripe; the subscription’s end stops it there, and then it can be bought again', async () => {
    const client = await newClient();
    const subscription = await bought(client, 'vector', 'Gold');
    const cancel = await postJson(t, '/user/plans/vector/cancel', client.token, {});
    expect(cancel.status, cancel.text).toBe(200);
    expect(cancel.body.plans).toEqual([
      expect.objectContaining({ service: 'vector', status: 'canceling', covering: true }),
    ]);
    expect(stripe.requests).toContainEqual({
      method: 'POST',
      path: `/v1/subscriptions/${subscription.id}`,
      body: { cancel_at_period_end: 'true' },
    });
    expect(subscription.cancel_at_period_end).toBe(true);
    // Stripe's own notice of the change, and asking again, change nothing more.
    await deliver(stripe.event('customer.subscription.updated', subscription));
    const calls = stripe.requests.length;
    expect((await postJson(t, '/user/plans/vector/cancel', client.token, {})).status).toBe(200);
    expect(stripe.requests.length).toBe(calls);
    expect((await placeOrder(t, client.token, 'vector')).price.amountCents).toBe(0);

    // Stripe ends the subscription: the period paid for still covers until it runs out.
    const ended = stripe.endSubscription(subscription.id);
    await deliver(ended);
    expect(await deliver(ended)).toMatchObject({ duplicate: true });
    const [plan] = await myPlans(client.token);
    expect(plan).toMatchObject({ status: 'ended', covering: true });
    expect((await placeOrder(t, client.token, 'vector')).price.amountCents).toBe(0);
    // A late renewal of an ended subscription starts nothing.
    await deliver(stripe.invoicePaid(subscription.id, 'subscription_cycle'));
    expect((await myPlans(client.token))[0].periodStart).toBe(plan.periodStart);

    // Once its period is over, the plan is gone and orders are priced as usual.
    await t
      .db('client_plans')
      .where({ client_id: client.id })
      .update({
        period_start: t.db.raw("period_start - interval '2 months'"),
        period_end: t.db.raw("now() - interval '1 second'"),
      });
    expect(await myPlans(client.token)).toEqual([]);
    expect((await placeOrder(t, client.token, 'vector')).price.amountCents).toBeGreaterThan(0);
    expect((await buy(client.token, { service: 'vector', plan: 'Silver' })).status).toBe(201);
  });

  it('lets the client resume at Stripe: a subscription updated without cancel_at_period_end is active again', async () => {
    const client = await newClient();
    const subscription = await bought(client, 'digitizing', 'Diamond');
    expect((await postJson(t, '/user/plans/digitizing/cancel', client.token, {})).status).toBe(200);
    subscription.cancel_at_period_end = false;
    await deliver(stripe.event('customer.subscription.updated', subscription));
    expect((await myPlans(client.token))[0].status).toBe('active');
  });

  it('refuses to cancel a plan sold offline (409) or one the client does not have (404)', async () => {
    const client = await newClient();
    const put = await postJson(
      t,
      `/staff/clients/${client.id}/plans/digitizing`,
      admin.token,
      { plan: 'Gold', periodStart: new Date().toISOString().slice(0, 10) },
      'PUT',
    );
    expect(put.status, put.text).toBe(200);
    const calls = stripe.requests.length;
    const offline = await postJson(t, '/user/plans/digitizing/cancel', client.token, {});
    expect(offline.status).toBe(409);
    expect(offline.body.message).toBe(PLAN_ARRANGED_OFFLINE);
    const none = await postJson(t, '/user/plans/vector/cancel', client.token, {});
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(NO_PLAN_TO_CANCEL);
    expect((await postJson(t, '/user/plans/patches/cancel', client.token, {})).status).toBe(404);
    expect(stripe.requests.length).toBe(calls);
    expect((await myPlans(client.token))[0]).toMatchObject({ status: 'active', source: 'staff' });
  });

  it('touches only the subscription’s own client and service', async () => {
    const buyer = await newClient();
    const neighbour = await newClient();
    const day = new Date().toISOString().slice(0, 10);
    for (const [id, service] of [
      [buyer.id, 'vector'],
      [neighbour.id, 'digitizing'],
    ] as const) {
      const put = await postJson(
        t,
        `/staff/clients/${id}/plans/${service}`,
        admin.token,
        { plan: 'Silver', periodStart: day },
        'PUT',
      );
      expect(put.status, put.text).toBe(200);
    }
    const before = await t.db('client_plans').whereNot({ client_id: buyer.id }).orderBy('id');
    const subscription = await bought(buyer, 'digitizing', 'Platinum');
    await deliver(stripe.invoicePaid(subscription.id, 'subscription_cycle'));
    expect((await postJson(t, '/user/plans/digitizing/cancel', neighbour.token, {})).status).toBe(409);
    await deliver(stripe.endSubscription(subscription.id));

    expect(await t.db('client_plans').whereNot({ client_id: buyer.id }).orderBy('id')).toEqual(before);
    const plans = await myPlans(buyer.token);
    expect(plans.map((p) => [p.service, p.plan, p.source, p.status])).toEqual([
      ['digitizing', 'Platinum', 'stripe', 'ended'],
      ['vector', 'Silver', 'staff', 'active'],
    ]);
    expect(await paymentsOf(neighbour.id)).toEqual([]);
  });

  it('does not exist without the Stripe keys (404)', async () => {
    const plain = await createTestContext();
    try {
      const { token } = await plain.createUser({ role: 'client' });
      const answer = await postJson(plain, '/user/plans/checkout', token, {
        service: 'digitizing',
        plan: 'Gold',
      });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(CARDS_OFF);
      expect((await postJson(plain, '/user/plans/digitizing/cancel', token, {})).status).toBe(404);
      const release = await plain.request('/api/v1/user/plans/checkout/digitizing', {
        method: 'DELETE',
        token,
      });
      expect(release.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
