import type { Order } from '@stitchdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REUSED } from '../../lib/idempotency.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { upload, validBlock } from '../../test/order-fixtures.ts';

describe('POST /order/createorder with Idempotency-Key', () => {
  let t: TestContext;
  let client: TestUser;
  let token = '';

  beforeAll(async () => {
    t = await createTestContext();
    ({ user: client, token } = await t.createUser());
  });
  afterAll(() => t?.close());

  async function body(title: string) {
    const up = await upload(t, token, { name: 'ref.png' });
    return { digitizing: validBlock('digitizing', [{ url: up.url, name: up.name }], title) };
  }

  const create = (payload: unknown, key?: string, as = token) =>
    t.request('/api/v1/order/createorder/Digitizing', {
      method: 'POST',
      token: as,
      body: payload,
      headers: key === undefined ? {} : { 'Idempotency-Key': key },
    });

  const ordersOf = async (userId: string) =>
    Number((await t.db('orders').where({ user_id: userId }).count({ n: '*' }))[0].n);

  it('answers a repeated request with the first answer and creates one order', async () => {
    const payload = await body('Retried logo');
    const first = await create(payload, 'submit-1');
    expect(first.status).toBe(201);
    const again = await create(payload, 'submit-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((again.body.order as Order)._id).toBe((first.body.order as Order)._id);
    expect(again.body).toEqual(first.body);
    expect(await ordersOf(client.id)).toBe(1);
    const events = await t.db('order_events').where({ order_id: first.body.order._id }).count({ n: '*' });
    expect(Number(events[0].n)).toBe(1);
  });

  it('a retry whose files were uploaded again (new URLs, same names) gets the first answer', async () => {
    const before = await ordersOf(client.id);
    const first = await create(await body('Uploaded twice'), 'submit-reupload');
    const again = await create(await body('Uploaded twice'), 'submit-reupload');
    expect(again.status).toBe(201);
    expect(again.body.order._id).toBe(first.body.order._id);
    expect(await ordersOf(client.id)).toBe(before + 1);
  });

  it('refuses the same key with a different body (422) and creates nothing', async () => {
    const before = await ordersOf(client.id);
    const response = await create(await body('Another logo'), 'submit-1');
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await ordersOf(client.id)).toBe(before);
  });

  it('places one order for concurrent requests with the same key', async () => {
    const before = await ordersOf(client.id);
    const payload = await body('Double click');
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(payload, 'submit-burst')));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.order._id)).size).toBe(1);
    expect(await ordersOf(client.id)).toBe(before + 1);
  });

  it('keys are per user: another client with the same key places their own order', async () => {
    const other = await t.createUser();
    const up = await upload(t, other.token, { name: 'ref.png' });
    const payload = { digitizing: validBlock('digitizing', [{ url: up.url, name: up.name }], 'Theirs') };
    const response = await create(payload, 'submit-1', other.token);
    expect(response.status).toBe(201);
    expect(await ordersOf(other.user.id)).toBe(1);
  });

  it('a failed request leaves no key behind: the retry runs again', async () => {
    const payload = {
      digitizing: validBlock('digitizing', [{ url: 'http://nowhere/x.png', name: 'x.png' }], 'Bad'),
    };
    const failed = await create(payload, 'submit-bad');
    expect(failed.status).toBe(400);
    const stored = await t.db('idempotency_keys').where({ user_id: client.id, key: 'submit-bad' });
    expect(stored).toEqual([]);
  });

  it('a key older than 24 hours starts a new request', async () => {
    await t
      .db('idempotency_keys')
      .where({ user_id: client.id, key: 'submit-1' })
      .update({ created_at: t.db.raw("now() - interval '25 hours'") });
    const before = await ordersOf(client.id);
    const response = await create(await body('A day later'), 'submit-1');
    expect(response.status).toBe(201);
    expect(response.headers.get('idempotent-replayed')).toBeNull();
    expect(await ordersOf(client.id)).toBe(before + 1);
  });

  it('rejects a malformed key with 400 and without a key still places orders', async () => {
    const bad = await create(await body('Bad key'), 'has space');
    expect(bad.status).toBe(400);
    expect((await create(await body('No key'))).status).toBe(201);
  });

  it('admits the header from an allowed cross-origin page (desktop app)', async () => {
    const response = await t.request('/api/v1/order/createorder/Digitizing', {
      method: 'OPTIONS',
      headers: {
        Origin: 'app://stitchdesk',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
  });
});
