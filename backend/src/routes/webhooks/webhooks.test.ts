import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { PDF_BYTES, placeOrder, postJson, setStatus, uploadForDelivery } from '../../test/staff.ts';
import { eventOf, startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.ts';
import { REDELIVERIES_PER_HOUR } from './webhooks.ts';
import {
  WEBHOOK_HTTPS_ONLY,
  WEBHOOK_PORT_REFUSED,
  WEBHOOK_PRIVATE_ADDRESS,
} from '../../services/webhooks/safe-target.ts';

const ALL_EVENTS = [
  'order.created',
  'order.status_changed',
  'proof.sent',
  'order.completed',
  'payment.recorded',
  'payment.refunded',
  'message.created',
];

describe('webhooks (receiver on loopback, WEBHOOKS_ALLOW_PRIVATE=true)', () => {
  let t: TestContext;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestContext({ workers: true, env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  async function register(token: string, events = ALL_EVENTS, url = receiver.url) {
    const response = await postJson(t, '/user/webhooks', token, { url, events });
    expect(response.status).toBe(201);
    return response.body as { id: string; secret: string; url: string; events: string[] };
  }

  it('registers, lists, updates and deletes an endpoint; the secret is shown once', async () => {
    const { token } = await t.createUser();
    const created = await register(token, ['order.created']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    const listed = await t.request('/api/v1/user/webhooks', { token });
    expect(listed.body.webhooks).toEqual([
      expect.objectContaining({
        id: created.id,
        url: receiver.url,
        events: ['order.created'],
        status: 'active',
      }),
    ]);
    expect(listed.text).not.toContain(created.secret);
    const stored = await t.db('webhook_endpoints').where({ id: created.id }).first();
    expect(stored.secret).not.toContain(created.secret.slice(6));

    const patched = await postJson(
      t,
      `/user/webhooks/${created.id}`,
      token,
      { events: ['proof.sent'] },
      'PATCH',
    );
    expect(patched.status).toBe(200);
    expect(patched.body.events).toEqual(['proof.sent']);
    expect((await postJson(t, `/user/webhooks/${created.id}`, token, undefined, 'DELETE')).status).toBe(204);
    expect((await t.request('/api/v1/user/webhooks', { token })).body.webhooks).toEqual([]);
  });

  it('answers 404 for another client’s endpoint, everywhere', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const { id } = await register(owner.token);
    const paths: [string, string, unknown?][] = [
      ['PATCH', `/user/webhooks/${id}`, { events: ['order.created'] }],
      ['DELETE', `/user/webhooks/${id}`],
      ['POST', `/user/webhooks/${id}/rotate-secret`, {}],
      ['GET', `/user/webhooks/${id}/deliveries`],
      ['POST', `/user/webhooks/${id}/deliveries/${id}/redeliver`, {}],
    ];
    for (const [method, path, body] of paths)
      expect((await t.request(`/api/v1${path}`, { method, token: other.token, body })).status).toBe(404);
    const staff = await t.createUser({ role: 'employee' });
    expect((await t.request('/api/v1/user/webhooks', { token: staff.token })).status).toBe(403);
  });

  it('accepts an API token with webhooks:manage, and refuses one without it (403)', async () => {
    const { token } = await t.createUser();
    const mint = async (scopes: string[]) =>
      (await postJson(t, '/user/api-tokens', token, { name: scopes.join(' '), scopes })).body.token as string;
    const manage = await mint(['webhooks:manage']);
    const readOnly = await mint(['orders:read']);
    expect(
      (await postJson(t, '/user/webhooks', manage, { url: receiver.url, events: ['order.created'] })).status,
    ).toBe(201);
    expect((await t.request('/api/v1/user/webhooks', { token: manage })).body.webhooks).toHaveLength(1);
    expect((await t.request('/api/v1/user/webhooks', { token: readOnly })).status).toBe(403);
  });

  it('refuses bad bodies with 400', async () => {
    const { token } = await t.createUser();
    for (const body of [
      { url: 'not a url', events: ['order.created'] },
      { url: receiver.url, events: [] },
      { url: receiver.url, events: ['order.exploded'] },
      { url: 'ftp://example.com/x', events: ['order.created'] },
    ])
      expect((await postJson(t, '/user/webhooks', token, body)).status).toBe(400);
  });

  it('delivers order.created for an order placed, signed so that standardwebhooks verifies it', async () => {
    const { token } = await t.createUser();
    const { secret } = await register(token);
    const order = await placeOrder(t, token, 'digitizing', 'Signed hook');
    const request = await receiver.waitFor(
      (r) => eventOf(r).type === 'order.created' && eventOf(r).data.orderId === order._id,
    );
    const verified = new Verifier(secret).verify(request.body, request.headers) as ReturnType<typeof eventOf>;
    expect(verified).toMatchObject({
      type: 'order.created',
      data: {
        orderId: order._id,
        number: order.number,
        title: 'Signed hook',
        serviceType: 'Digitizing',
        status: 'Pending',
      },
    });
    expect(request.headers['webhook-id']).toMatch(/^msg_/);
    expect(() =>
      new Verifier(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(request.body, request.headers),
    ).toThrow();
  });

  it('retries a delivery answered 500 under the same webhook-id, and logs both attempts', async () => {
    const { token } = await t.createUser();
    const { id, secret } = await register(token, ['order.created']);
    receiver.answers.push(500);
    const order = await placeOrder(t, token, 'vector', 'Retry hook');
    const ofOrder = () => receiver.received.filter((r) => eventOf(r).data.orderId === order._id);
    await expect.poll(() => ofOrder().length, { timeout: 15_000 }).toBe(2);
    const [first, second] = ofOrder();
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(new Verifier(secret).verify(second.body, second.headers)).toBeTruthy();
    await expect
      .poll(
        async () =>
          (await t.request(`/api/v1/user/webhooks/${id}/deliveries`, { token })).body.deliveries[0].status,
      )
      .toBe('succeeded');
    const log = (await t.request(`/api/v1/user/webhooks/${id}/deliveries`, { token })).body.deliveries;
    expect(log).toEqual([
      expect.objectContaining({ type: 'order.created', status: 'succeeded', attempts: 2, responseCode: 200 }),
    ]);

    expect(log[0].attemptLog).toEqual([
      expect.objectContaining({ number: 1, succeeded: false, responseCode: 500, redelivery: false }),
      expect.objectContaining({ number: 2, succeeded: true, responseCode: 200, redelivery: false }),
    ]);

    // A redelivery is one more attempt of the same delivery: the count goes on, the log keeps each.
    receiver.answers.push(503);
    const again = await postJson(t, `/user/webhooks/${id}/deliveries/${log[0].id}/redeliver`, token, {});
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ id: log[0].id, status: 'pending', attempts: 2 });
    await expect.poll(() => ofOrder().length, { timeout: 15_000 }).toBe(4);
    expect(ofOrder()[2].headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(ofOrder()[3].headers['webhook-id']).toBe(first.headers['webhook-id']);
    const deliveryOf = async () =>
      (await t.request(`/api/v1/user/webhooks/${id}/deliveries`, { token })).body.deliveries[0];
    await expect.poll(async () => (await deliveryOf()).status).toBe('succeeded');
    const after = await deliveryOf();
    expect(after).toMatchObject({ id: log[0].id, attempts: 4, responseCode: 200 });
    expect(
      after.attemptLog.map((a: { number: number; responseCode: number; redelivery: boolean }) => [
        a.number,
        a.responseCode,
        a.redelivery,
      ]),
    ).toEqual([
      [1, 500, false],
      [2, 200, false],
      [3, 503, true],
      [4, 200, false],
    ]);
  });

  it(`limits redeliveries to ${REDELIVERIES_PER_HOUR} an hour per client (429 after), however many are asked`, async () => {
    const { token } = await t.createUser();
    const { id } = await register(token, ['order.created']);
    await placeOrder(t, token, 'vector', 'Redelivered hook');
    const [delivery] = await t.db('webhook_deliveries').where({ endpoint_id: id }).select('id');
    const statuses: number[] = [];
    for (let i = 0; i < REDELIVERIES_PER_HOUR + 5; i += 1)
      statuses.push(
        (await postJson(t, `/user/webhooks/${id}/deliveries/${delivery.id}/redeliver`, token, {})).status,
      );
    expect(statuses.filter((s) => s === 202)).toHaveLength(REDELIVERIES_PER_HOUR);
    expect(statuses.slice(REDELIVERIES_PER_HOUR)).toEqual([429, 429, 429, 429, 429]);
  });

  it('turns an endpoint off when it answers 410, and tells the client', async () => {
    const { user, token } = await t.createUser();
    const { id } = await register(token, ['order.created']);
    receiver.answers.push(410);
    await placeOrder(t, token, 'digitizing', 'Gone hook');
    await expect
      .poll(async () => (await t.request('/api/v1/user/webhooks', { token })).body.webhooks[0].status, {
        timeout: 15_000,
      })
      .toBe('disabled');
    const bell = await t.db('notifications').where({ user_id: user.id }).pluck('message');
    expect(bell).toContain(`Your webhook endpoint ${receiver.url} was turned off: it answered 410 Gone`);
    const log = (await t.request(`/api/v1/user/webhooks/${id}/deliveries`, { token })).body.deliveries;
    expect(log[0]).toMatchObject({ status: 'failed', responseCode: 410, attempts: 1 });
    // Turned back on, it receives again.
    expect((await postJson(t, `/user/webhooks/${id}`, token, { enabled: true }, 'PATCH')).body.status).toBe(
      'active',
    );
  });

  it('signs with both secrets for a day after a rotation', async () => {
    const { token } = await t.createUser();
    const { id, secret: oldSecret } = await register(token, ['order.created']);
    const rotated = await postJson(t, `/user/webhooks/${id}/rotate-secret`, token, {});
    expect(rotated.status).toBe(200);
    const newSecret = rotated.body.secret as string;
    expect(newSecret).not.toBe(oldSecret);
    const order = await placeOrder(t, token, 'digitizing', 'Rotated hook');
    const request = await receiver.waitFor((r) => eventOf(r).data.orderId === order._id);
    expect(request.headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Verifier(oldSecret).verify(request.body, request.headers)).toBeTruthy();
    expect(new Verifier(newSecret).verify(request.body, request.headers)).toBeTruthy();
  });

  it('sends status changes, proofs, payments and the completion with signed links to the files', async () => {
    const staff = await t.createUser({ role: 'employee' });
    const { token } = await t.createUser();
    await register(token);
    const order = await placeOrder(t, token, 'digitizing', 'Lifecycle hook');
    const post = (path: string, body: unknown) =>
      postJson(t, `/staff/orders/${order._id}${path}`, staff.token, body);
    expect((await post('/status', { status: 'In Progress' })).status).toBe(200);
    const [proofFile] = await uploadForDelivery(t, staff.token, [
      { name: 'p.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    ]);
    expect((await post('/proofs', { fileIds: [proofFile] })).status).toBe(200);
    await setStatus(t, order._id, 'In Progress');
    expect((await post('/price', { amountCents: 5000, reason: 'Agreed' })).status).toBe(200);
    expect((await post('/payments', { amountCents: 2000, method: 'card' })).status).toBe(200);
    const [delivered] = await uploadForDelivery(t, staff.token, [
      { name: 'final.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    ]);
    // $30.00 is still owed: staff confirm the delivery anyway.
    expect((await post('/deliveries', { fileIds: [delivered], confirmBalance: true })).status).toBe(200);

    const of = (type: string) =>
      receiver.waitFor((r) => eventOf(r).type === type && eventOf(r).data.orderId === order._id);
    expect(eventOf(await of('order.status_changed')).data).toMatchObject({
      from: 'Pending',
      to: 'In Progress',
    });
    expect(eventOf(await of('proof.sent')).data).toMatchObject({ title: 'Lifecycle hook' });
    expect(eventOf(await of('payment.recorded')).data).toMatchObject({
      amountCents: 2000,
      paidCents: 2000,
      priceCents: 5000,
    });
    const completed = eventOf(await of('order.completed')).data as { files: { name: string; url: string }[] };
    expect(completed.files).toEqual([expect.objectContaining({ name: 'final.pdf' })]);
    const file = await fetch(completed.files[0].url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF_BYTES);
  });

  it('sends message.created for a message from either side, saying who wrote it', async () => {
    const staff = await t.createUser({ role: 'admin' });
    const { token } = await t.createUser();
    await register(token, ['message.created']);
    const order = await placeOrder(t, token, 'digitizing', 'Talking hook');
    expect(
      (await postJson(t, `/order/${order._id}/messages`, token, { body: 'Can it be bigger?' })).status,
    ).toBe(201);
    expect(
      (await postJson(t, `/staff/orders/${order._id}/messages`, staff.token, { body: 'Yes, 4 inches.' }))
        .status,
    ).toBe(201);
    const of = (from: string) =>
      receiver.waitFor(
        (r) =>
          eventOf(r).type === 'message.created' &&
          eventOf(r).data.orderId === order._id &&
          eventOf(r).data.from === from,
      );
    expect(eventOf(await of('client')).data).toMatchObject({
      number: order.number,
      body: 'Can it be bigger?',
      attachments: 0,
    });
    expect(eventOf(await of('shop')).data).toMatchObject({ body: 'Yes, 4 inches.' });
  });
});

describe('webhook URLs without WEBHOOKS_ALLOW_PRIVATE', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  it.each([
    ['https://127.0.0.1/hooks', WEBHOOK_PRIVATE_ADDRESS],
    ['https://localhost/hooks', WEBHOOK_PRIVATE_ADDRESS],
    ['https://10.1.2.3/hooks', WEBHOOK_PRIVATE_ADDRESS],
    ['https://[::1]/hooks', WEBHOOK_PRIVATE_ADDRESS],
    ['https://169.254.169.254/latest', WEBHOOK_PRIVATE_ADDRESS],
    ['http://203.0.113.9/hooks', WEBHOOK_HTTPS_ONLY],
    // IPv4-compatible IPv6 (deprecated), which URL parsing writes as ::7f00:1 and ::a9fe:a9fe.
    ['https://[::127.0.0.1]/hooks', WEBHOOK_PRIVATE_ADDRESS],
    ['https://[::a9fe:a9fe]/latest', WEBHOOK_PRIVATE_ADDRESS],
    ['https://[::8.8.8.8]/hooks', WEBHOOK_PRIVATE_ADDRESS],
    ['https://[fec0::1]/hooks', WEBHOOK_PRIVATE_ADDRESS],
    ['https://[100::1]/hooks', WEBHOOK_PRIVATE_ADDRESS],
    ['https://[2001:db8::1]/hooks', WEBHOOK_PRIVATE_ADDRESS],
    ['https://[64:ff9b::a9fe:a9fe]/hooks', WEBHOOK_PRIVATE_ADDRESS],
    ['https://8.8.8.8:0/hooks', WEBHOOK_PORT_REFUSED],
    ['https://8.8.8.8:22/hooks', WEBHOOK_PORT_REFUSED],
    ['https://8.8.8.8:80/hooks', WEBHOOK_PORT_REFUSED],
    ['https://8.8.8.8:1023/hooks', WEBHOOK_PORT_REFUSED],
  ])('refuses %s with 400 and a clear message', async (url, message) => {
    const { token } = await t.createUser();
    const response = await postJson(t, '/user/webhooks', token, { url, events: ['order.created'] });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message);
    expect(response.body.details).toEqual([{ path: 'url', message }]);
  });

  it.each([
    'https://8.8.8.8/hooks',
    'https://8.8.8.8:443/hooks',
    'https://8.8.8.8:1024/hooks',
    'https://[2606:4700:4700::1111]:8443/hooks',
  ])('registers the public %s', async (url) => {
    const { token } = await t.createUser();
    const response = await postJson(t, '/user/webhooks', token, { url, events: ['order.created'] });
    expect(response.status, response.text).toBe(201);
  });
});
