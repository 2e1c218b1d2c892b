import { API_PREFIX } from '@stitchdesk/shared';
import { orderPaymentMetadata } from '../../src/services/billing/stripe/session-metadata.ts';
import { FAKE_STRIPE_SECRET_KEY, startFakeStripe } from '../../src/test/fake-stripe.ts';
import type { BenchContext } from '../lib/context.ts';
import { ms, type Row } from '../lib/report.ts';
import { createClients, createOrders, settle } from '../lib/seed.ts';
import { startStitchdesk } from '../lib/stitchdesk.ts';

const ORDERS = 1_000;
const PRICE_CENTS = 5_000;
const STATEMENT_READS = 50;
/** Under the checkout allowance of one client (60 sessions an hour). */
const CHECKOUTS = 50;
const WEBHOOKS = 300;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** The target is the server's own time: its median less Stripe's median round trip. */
function checkoutRow(checkout: number[], stripeDirect: number[]): Row {
  const own = percentile(checkout, 50) - percentile(stripeDirect, 50);
  return {
    scenario: `Checkout Session creation without Stripe's own time (${CHECKOUTS}; p50 ${ms(percentile(checkout, 50))}, p99 ${ms(percentile(checkout, 99))} with it)`,
    stitchdesk: ms(own),
    baseline: `p50 ${ms(percentile(stripeDirect, 50))} (the same session created straight at the fake Stripe)`,
    ratio: '–',
    target: '< 20 ms',
    met: own < 20,
  };
}

/**
 * Card payments, on a server of its own with card payments on against the fake Stripe (the tests'
 * stand-in, which answers at once): a client with 1,000 priced, unpaid orders. The statement read
 * (all 1,000 owe money: every line and total worked out); a Checkout Session's creation, Stripe's
 * own time being the fake's; a signed `checkout.session.completed` until the webhook's answer, which
 * comes once the payment is committed to the ledger. Sequential requests, each timed from the client.
 */
export async function paymentsScenario(ctx: BenchContext): Promise<Row[]> {
  const fake = await startFakeStripe();
  const server = await startStitchdesk(fake.env);
  try {
    const [client] = await createClients(server.db, 'pay', 1, ctx.passwordHash);
    const orderIds = await createOrders(server.db, client.id, ORDERS);
    await server
      .db('orders')
      .whereIn('id', orderIds)
      // Priced as staff would price them, untaxed: a priced order keeps its tax rate (migration 0300).
      .update({
        price_cents: PRICE_CENTS,
        work_price_cents: PRICE_CENTS,
        tax_rate_basis_points: 0,
        paid_cents: 0,
      });
    await settle(server.db);
    const authorization = `Bearer ${await server.tokenFor(client)}`;
    const timed = async (url: string, init: RequestInit, expect: number) => {
      const started = performance.now();
      const response = await fetch(url, init);
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (response.status !== expect) throw new Error(`${url}: ${response.status}, not ${expect}`);
      return elapsed;
    };

    ctx.log(`payments: statement of ${ORDERS} orders, ${STATEMENT_READS} reads`);
    const statementUrl = `${server.url}${API_PREFIX}/user/statement`;
    for (let i = 0; i < 5; i++) await timed(statementUrl, { headers: { authorization } }, 200);
    const statement: number[] = [];
    for (let i = 0; i < STATEMENT_READS; i++)
      statement.push(await timed(statementUrl, { headers: { authorization } }, 200));

    ctx.log(`payments: ${CHECKOUTS} checkout sessions`);
    const checkout: number[] = [];
    for (let i = 0; i < CHECKOUTS; i++)
      checkout.push(
        await timed(
          `${server.url}${API_PREFIX}/order/${orderIds[i]}/checkout`,
          {
            method: 'POST',
            headers: { authorization, 'content-type': 'application/json' },
            body: JSON.stringify({ amount: 'balance' }),
          },
          201,
        ),
      );

    // Stripe's own time, as the server meets it: the same session created straight at the fake,
    // from this process, over HTTP. Subtracted from the server's figure for the target.
    const stripeDirect: number[] = [];
    const sessionForm = new URLSearchParams({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String(PRICE_CENTS),
      'line_items[0][price_data][product_data][name]': 'Order #1 — balance',
      'line_items[0][quantity]': '1',
      success_url: `${server.url}/clientpanel`,
      cancel_url: `${server.url}/clientpanel`,
    }).toString();
    for (let i = 0; i < CHECKOUTS; i++)
      stripeDirect.push(
        await timed(
          `${fake.url}/v1/checkout/sessions`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${FAKE_STRIPE_SECRET_KEY}`,
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: sessionForm,
          },
          200,
        ),
      );

    ctx.log(`payments: ${WEBHOOKS} signed webhooks recording a payment each`);
    const webhook: number[] = [];
    for (let i = 0; i < WEBHOOKS; i++) {
      const orderId = orderIds[ORDERS - 1 - i];
      const metadata = orderPaymentMetadata(client.id, [{ orderId, amountCents: PRICE_CENTS }]);
      const event = fake.event('checkout.session.completed', {
        id: `cs_bench_${i}`,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_bench_${i}`,
        metadata,
      });
      const { body, signature } = fake.sign(event);
      webhook.push(
        await timed(
          `${server.url}${API_PREFIX}/payments/stripe/webhook`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            body,
          },
          200,
        ),
      );
    }
    const recorded = await server
      .db('payments')
      .where({ provider: 'stripe' })
      .count<{ n: string }[]>({ n: '*' });
    if (Number(recorded[0].n) !== WEBHOOKS)
      throw new Error(`${recorded[0].n} payments recorded of ${WEBHOOKS}`);

    const row = (scenario: string, samples: number[], targetMs: number, p: 50 | 99): Row => ({
      scenario,
      stitchdesk: `p50 ${ms(percentile(samples, 50))}, p99 ${ms(percentile(samples, 99))}`,
      baseline: '–',
      ratio: '–',
      target: `p${p} < ${targetMs} ms`,
      met: percentile(samples, p) < targetMs,
    });
    return [
      row(`Statement of a client with ${ORDERS} orders owing (${STATEMENT_READS} reads)`, statement, 50, 50),
      checkoutRow(checkout, stripeDirect),
      row(`Signed webhook → payment recorded (${WEBHOOKS} events)`, webhook, 100, 99),
    ];
  } finally {
    await server.stop();
    await fake.close();
  }
}
