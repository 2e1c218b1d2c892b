import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/*
 * A stand-in for Stripe's HTTP API, for tests and the bench only (Stripe cannot be reached here):
 * the few endpoints the shop calls (Checkout Sessions, refunds and their list, subscriptions and
 * their cancel, invoices), answered as Stripe
 * answers them, and a checkout page that "pays" a session — it posts the signed
 * `checkout.session.completed` (and, for a subscription, the first `invoice.paid`) to the shop's
 * webhook, as Stripe would, and sends the browser back to the session's success_url. A subscription
 * session starts a monthly subscription whose renewals and end the tests drive (`invoicePaid`,
 * `endSubscription`).
 * The official SDK reaches it through STRIPE_API_URL.
 */

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_stitchdesk';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_stitchdesk';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Stripe's objects, as loose JSON
type Json = Record<string, any>;

export interface FakeStripe {
  /** STRIPE_API_URL for the app under test. */
  url: string;
  /** The environment that turns card payments on against this server. */
  env: Record<string, string>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  refunds: Json[];
  /** Every API request, in order: method, path and the form body decoded. */
  requests: { method: string; path: string; body: Json }[];
  /** The Idempotency-Key of every API request that sent one, in order. */
  idempotencyKeys: string[];
  /** Where the checkout page posts its events (the app's webhook URL); set before paying in a browser. */
  webhookUrl: string | null;
  /** Marks a session paid (a payment intent of its own) and returns the event Stripe would send. */
  complete(sessionId: string, options?: { type?: string; paymentStatus?: string }): Json;
  /**
   * Of a completed subscription session: its subscription's `invoice.paid` event, the first one
   * (`subscription_create`) or, after moving the subscription on by a month, a renewal's
   * (`subscription_cycle`).
   */
  invoicePaid(subscriptionId: string, billingReason?: 'subscription_create' | 'subscription_cycle'): Json;
  /** The payment intent that paid an invoice (the refund of a duplicate plan names it). */
  invoicePaymentIntent(invoiceId: string): string;
  /** Ends a subscription (Stripe does so at the period's end once cancel_at_period_end is set). */
  endSubscription(subscriptionId: string): Json;
  /** A signed event body and its Stripe-Signature header, as Stripe posts them. */
  sign(event: Json, options?: { timestamp?: number; secret?: string }): { body: string; signature: string };
  /** An event of `type` about `object`, with a fresh id. */
  event(type: string, object: Json): Json;
  /** A refund made in Stripe's dashboard (not through the API): kept, listed with its charge. */
  dashboardRefund(paymentIntent: string, amountCents: number, reason?: string): Json;
  /** The charge of a paid payment intent as a `charge.refunded` event carries it (no refund list). */
  chargeOf(paymentIntent: string): Json;
  /** Milliseconds each API answer waits first (0: none). */
  latencyMs: number;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`a[b][0][c]=v`) back into nested objects and arrays. */
export function decodeStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Json = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[i + 1]);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part];
    });
  }
  return root;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: Json): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
  res.end(JSON.stringify(body));
}

const now = () => Math.floor(Date.now() / 1000);

/** `seconds` moved on by a calendar month in UTC, as Stripe's monthly billing cycle does. */
function monthAfter(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

/** An invoice as Stripe shows it unless asked to expand its payments: without them. */
function unexpanded(invoice: Json): Json {
  const { payments: _payments, ...shown } = invoice;
  return shown;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const refunds: Json[] = [];
  const requests: FakeStripe['requests'] = [];
  const signer = new Stripe(FAKE_STRIPE_SECRET_KEY);
  let base = '';

  const fake: FakeStripe = {
    url: '',
    env: {},
    sessions,
    subscriptions,
    invoices,
    refunds,
    requests,
    idempotencyKeys: [],
    webhookUrl: null,
    latencyMs: 0,
    dashboardRefund: () => {
      throw new Error('not started');
    },
    chargeOf: () => {
      throw new Error('not started');
    },
    complete(sessionId, options = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = options.paymentStatus ?? 'paid';
      if (session.mode === 'subscription') session.subscription ??= startSubscription(session).id;
      else session.payment_intent ??= id('pi');
      return fake.event(options.type ?? 'checkout.session.completed', session);
    },
    invoicePaid(subscriptionId, billingReason = 'subscription_cycle') {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const item = subscription.items.data[0];
      const before = { start: item.current_period_start, end: item.current_period_end };
      if (billingReason === 'subscription_cycle') {
        item.current_period_start = before.end;
        item.current_period_end = monthAfter(before.end);
      }
      const invoice = invoiceOf(subscription, billingReason, before);
      subscription.latest_invoice = invoice.id;
      return fake.event('invoice.paid', unexpanded(invoice));
    },
    invoicePaymentIntent(invoiceId) {
      const invoice = invoices.get(invoiceId);
      if (!invoice) throw new Error(`no invoice ${invoiceId}`);
      return invoice.payments.data[0].payment.payment_intent as string;
    },
    endSubscription(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      subscription.status = 'canceled';
      subscription.ended_at = now();
      subscription.canceled_at ??= now();
      return fake.event('customer.subscription.deleted', subscription);
    },
    event(type, object) {
      return {
        id: id('evt'),
        object: 'event',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: structuredClone(object) },
      };
    },
    sign(event, options = {}) {
      const body = JSON.stringify(event);
      const signature = signer.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? FAKE_STRIPE_WEBHOOK_SECRET,
        timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
      });
      return { body, signature };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  /** The monthly subscription a paid subscription session starts, its first period from now. */
  function startSubscription(session: Json): Json {
    const line = (session.line_items_sent as Json[])[0];
    const start = now();
    const subscription: Json = {
      id: id('sub'),
      object: 'subscription',
      status: 'active',
      customer: id('cus'),
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      currency: session.currency,
      metadata: session.subscription_data_sent?.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            quantity: Number(line?.quantity ?? 1),
            current_period_start: start,
            current_period_end: monthAfter(start),
            price: {
              object: 'price',
              currency: session.currency,
              unit_amount: Number(line?.price_data?.unit_amount ?? 0),
              recurring: { interval: line?.price_data?.recurring?.interval ?? 'month', interval_count: 1 },
            },
          },
        ],
        has_more: false,
      },
      latest_invoice: null,
    };
    subscriptions.set(subscription.id, subscription);
    const first = invoiceOf(subscription, 'subscription_create', { start, end: start });
    subscription.latest_invoice = first.id;
    session.invoice = first.id;
    return subscription;
  }

  /**
   * A paid invoice of the subscription's current period (its line's period), as Stripe's API
   * versions since 2025-03-31 shape it. The invoice's own period_start/period_end are not that
   * period: a renewal's are the period before it (`before`), the first invoice's its creation time.
   */
  function invoiceOf(
    subscription: Json,
    billingReason: string,
    before: { start: number; end: number },
  ): Json {
    const item = subscription.items.data[0];
    const amount = item.price.unit_amount * item.quantity;
    const period = { start: item.current_period_start, end: item.current_period_end };
    const invoiceId = id('in');
    const invoice: Json = {
      id: invoiceId,
      object: 'invoice',
      status: 'paid',
      billing_reason: billingReason,
      customer: subscription.customer,
      currency: subscription.currency,
      amount_due: amount,
      amount_paid: amount,
      amount_remaining: 0,
      created: now(),
      period_start: before.start,
      period_end: before.end,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
      },
      lines: {
        object: 'list',
        data: [
          {
            id: id('il'),
            object: 'line_item',
            amount,
            currency: subscription.currency,
            period,
            subscription: subscription.id,
            parent: {
              type: 'subscription_item_details',
              subscription_item_details: {
                subscription: subscription.id,
                subscription_item: item.id,
                invoice_item: null,
                proration: false,
                proration_details: null,
              },
            },
          },
        ],
        has_more: false,
      },
      status_transitions: { paid_at: now() },
      hosted_invoice_url: `${base}/invoice/${invoiceId}`,
      // Listed only when asked for (`expand: ['payments']`), as Stripe does.
      payments: {
        object: 'list',
        data: [
          {
            id: id('inpay'),
            object: 'invoice_payment',
            invoice: invoiceId,
            status: 'paid',
            amount_paid: amount,
            currency: subscription.currency,
            is_default: true,
            payment: { type: 'payment_intent', payment_intent: id('pi') },
          },
        ],
        has_more: false,
      },
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  const answered = new Map<string, Json>();
  const chargeIdOf = (intent: string) => `ch_${intent.slice(3)}`;
  const newRefund = (intent: string, session: Json, amount: number, extra: Json): Json => {
    const refund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: intent,
      charge: chargeIdOf(intent),
      status: 'succeeded',
      reason: null,
      metadata: {},
      created: Math.floor(Date.now() / 1000),
      ...extra,
    };
    refunds.push(refund);
    return refund;
  };
  /** What a payment intent paid, as a refund sees it: a payment session, or a subscription's invoice. */
  const paidByIntent = (intent: string): Json | undefined => {
    const session = [...sessions.values()].find((s) => s.payment_intent === intent);
    if (session) return session;
    const invoice = [...invoices.values()].find((i) =>
      (i.payments.data as Json[]).some((p) => p.payment.payment_intent === intent),
    );
    return invoice && { currency: invoice.currency, amount_total: invoice.amount_paid };
  };
  const sessionOf = (intent: string) => {
    const session = [...sessions.values()].find((s) => s.payment_intent === intent);
    if (!session) throw new Error(`no paid session with payment intent ${intent}`);
    return session;
  };
  fake.dashboardRefund = (intent, amountCents, reason) =>
    newRefund(intent, sessionOf(intent), amountCents, { reason: reason ?? null });
  fake.chargeOf = (intent) => {
    const session = sessionOf(intent);
    const refunded = refunds
      .filter((r) => r.payment_intent === intent)
      .reduce((sum, r) => sum + Number(r.amount), 0);
    return {
      id: chargeIdOf(intent),
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: refunded,
      currency: session.currency,
      payment_intent: intent,
      paid: true,
      refunded: refunded >= session.amount_total,
      status: 'succeeded',
      metadata: session.metadata ?? {},
    };
  };

  async function api(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const body = decodeStripeForm(await readBody(req));
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method: req.method ?? 'GET', path, body });
    if (idempotencyKey) fake.idempotencyKeys.push(idempotencyKey);
    if (fake.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.latencyMs));
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`)
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });

    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = id('cs_test');
      const lineItems = (body.line_items ?? []) as Json[];
      const amountTotal = lineItems.reduce(
        (sum, line) => sum + Number(line.price_data?.unit_amount ?? 0) * Number(line.quantity ?? 1),
        0,
      );
      const session: Json = {
        id: sessionId,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amountTotal,
        currency: lineItems[0]?.price_data?.currency ?? 'usd',
        client_reference_id: body.client_reference_id ?? null,
        customer_email: body.customer_email ?? null,
        metadata: body.metadata ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        payment_intent: null,
        subscription: null,
        invoice: null,
        line_items_sent: lineItems,
        subscription_data_sent: body.subscription_data ?? null,
        expires_at_sent: body.expires_at === undefined ? null : Number(body.expires_at),
        url: `${base}/pay/${sessionId}`,
      };
      sessions.set(sessionId, session);
      return send(res, 200, session);
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/(\w+)(\/expire)?$/.exec(path);
    if (sessionPath) {
      const session = sessions.get(sessionPath[1]);
      if (!session)
        return send(res, 404, {
          error: { type: 'invalid_request_error', message: `No such checkout.session: '${sessionPath[1]}'` },
        });
      if (sessionPath[2] && req.method === 'POST') {
        if (session.status !== 'open')
          return send(res, 400, {
            error: {
              type: 'invalid_request_error',
              message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
            },
          });
        session.status = 'expired';
      }
      return send(res, 200, session);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const intent = body.payment_intent as string;
      const session = paidByIntent(intent);
      if (!session)
        return send(res, 404, {
          error: { type: 'invalid_request_error', message: `No such payment_intent: '${intent}'` },
        });
      const again = idempotencyKey ? answered.get(idempotencyKey) : undefined;
      if (again) return send(res, 200, again);
      const amount = Number(body.amount ?? session.amount_total);
      const left =
        session.amount_total -
        refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + Number(r.amount), 0);
      if (amount > left)
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
          },
        });
      const refund = newRefund(intent, session, amount, {
        reason: body.reason ?? null,
        metadata: body.metadata ?? {},
      });
      if (idempotencyKey) answered.set(idempotencyKey, refund);
      return send(res, 200, refund);
    }
    const subscriptionPath = /^\/v1\/subscriptions\/(\w+)$/.exec(path);
    if (subscriptionPath) {
      const subscription = subscriptions.get(subscriptionPath[1]);
      if (!subscription)
        return send(res, 404, {
          error: { type: 'invalid_request_error', message: `No such subscription: '${subscriptionPath[1]}'` },
        });
      if (req.method === 'DELETE') {
        const again = idempotencyKey ? answered.get(idempotencyKey) : undefined;
        if (again) return send(res, 200, again);
        if (subscription.status === 'canceled')
          return send(res, 400, {
            error: {
              type: 'invalid_request_error',
              message: `No such subscription: '${subscription.id}' (it is already canceled)`,
            },
          });
        subscription.status = 'canceled';
        subscription.canceled_at = now();
        subscription.ended_at = now();
        if (idempotencyKey) answered.set(idempotencyKey, subscription);
        return send(res, 200, subscription);
      }
      if (req.method === 'POST') {
        if (body.cancel_at_period_end !== undefined)
          subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
        if (body.metadata) subscription.metadata = { ...subscription.metadata, ...body.metadata };
      }
      return send(res, 200, subscription);
    }
    const invoicePath = /^\/v1\/invoices\/(\w+)$/.exec(path);
    if (invoicePath && req.method === 'GET') {
      const invoice = invoices.get(invoicePath[1]);
      if (!invoice)
        return send(res, 404, {
          error: { type: 'invalid_request_error', message: `No such invoice: '${invoicePath[1]}'` },
        });
      // The SDK sends `expand[0]=payments`.
      const params = new URL(req.url ?? '/', base).searchParams;
      const expand = [...params].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);
      if (expand.includes('payments')) return send(res, 200, invoice);
      return send(res, 200, unexpanded(invoice));
    }
    if (req.method === 'GET' && path === '/v1/refunds') {
      const charge = new URL(req.url ?? '/', base).searchParams.get('charge');
      const data = refunds.filter((r) => charge === null || r.charge === charge);
      return send(res, 200, { object: 'list', url: '/v1/refunds', has_more: false, data });
    }
    return send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
    });
  }

  /** The checkout page a browser is sent to: one Pay button. */
  async function checkoutPage(req: IncomingMessage, res: ServerResponse, sessionId: string): Promise<void> {
    const session = sessions.get(sessionId);
    if (!session) {
      res.writeHead(404).end('No such session');
      return;
    }
    if (req.method === 'POST') {
      await readBody(req);
      const events = [fake.complete(sessionId)];
      if (session.subscription)
        events.push(fake.event('invoice.paid', unexpanded(invoices.get(session.invoice)!)));
      for (const event of events) {
        if (!fake.webhookUrl) break;
        const { body, signature } = fake.sign(event);
        await fetch(fake.webhookUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
          body,
        });
      }
      res.writeHead(303, { Location: session.success_url }).end();
      return;
    }
    const lines = (session.line_items_sent as Json[])
      .map((line) => `<li>${escapeHtml(String(line.price_data?.product_data?.name ?? ''))}</li>`)
      .join('');
    const total = (session.amount_total / 100).toFixed(2);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Test checkout</h1><ul>${lines}</ul><p>Total ${escapeHtml(session.currency.toUpperCase())} ${total}</p>
<form method="post"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p></main></body></html>`);
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const pay = /^\/pay\/([\w]+)$/.exec(path);
    const handled = pay ? checkoutPage(req, res, pay[1]) : api(req, res, path);
    handled.catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  fake.url = base;
  fake.env = {
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: base,
  };
  return fake;
}
