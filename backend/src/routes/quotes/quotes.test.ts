import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';

const valid = {
  name: 'Ann Buyer',
  email: 'ann@example.com',
  services: 'patches',
  message: 'Need 50 woven patches',
};

describe('POST /api/v1/quotes', () => {
  let t: TestContext;
  let admins: TestUser[] = [];
  // Each test speaks from its own address so the per-IP limit of one does not spill into another.
  let ip = 0;
  const from = () => ({ 'X-Forwarded-For': `203.0.113.${(ip += 1)}` });

  beforeAll(async () => {
    t = await createTestContext({ env: { TRUST_PROXY: 'true' } });
    admins = [(await t.createUser({ role: 'admin' })).user, (await t.createUser({ role: 'admin' })).user];
    await t.createUser({ role: 'admin', disabled: true });
    await t.createUser({ role: 'employee' });
  });
  afterAll(() => t?.close());

  const send = (body: unknown, headers: Record<string, string> = from()) =>
    t.request('/api/v1/quotes', { method: 'POST', body, headers });

  it('stores the request without a token and notifies every active admin', async () => {
    const response = await send(valid);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Message sent successfully!' });
    const stored = await t.db('quotes').where({ email: 'ann@example.com' });
    expect(stored).toMatchObject([
      { name: 'Ann Buyer', services: 'patches', message: 'Need 50 woven patches', handled: false },
    ]);
    const notes = await t
      .db('notifications')
      .where({ message: 'New quote request from Ann Buyer' })
      .orderBy('user_id');
    expect(notes.map((n) => n.user_id).sort()).toEqual(admins.map((a) => a.id).sort());
  });

  it('defaults the service to digitizing', async () => {
    const response = await send({ name: 'Default', email: 'd@example.com', message: 'hi' });
    expect(response.status).toBe(201);
    expect((await t.db('quotes').where({ email: 'd@example.com' }).first()).services).toBe('digitizing');
  });

  it('answers success to a filled honeypot but keeps nothing', async () => {
    const before = await t.db('quotes').count<{ count: number }[]>('* as count');
    const response = await send({ ...valid, email: 'bot@example.com', website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Message sent successfully!' });
    expect(await t.db('quotes').count('* as count')).toEqual(before);
  });

  it('validates name, e-mail format, service and message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: '' }, 'Name is required'],
      [{ ...valid, email: 'not-an-email' }, 'Enter a valid e-mail address'],
      [{ ...valid, services: 'embroidery' }, 'Choose a service'],
      [{ ...valid, message: '   ' }, 'Message is required'],
    ];
    for (const [body, message] of cases) {
      const response = await send(body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(message);
    }
    const badJson = await t.request('/api/v1/quotes', {
      method: 'POST',
      body: '{"name":',
      headers: { 'content-type': 'application/json', ...from() },
    });
    expect(badJson.status).toBe(400);
    const huge = await send({ ...valid, message: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    const wrongTypes = await send({ name: ['a'], email: 5, services: {}, message: null });
    expect(wrongTypes.status).toBe(400);
    const sqlish = await send({ ...valid, name: "x'); DELETE FROM quotes; --", email: 'sql@example.com' });
    expect(sqlish.status).toBe(201);
    expect((await t.db('quotes').where({ email: 'sql@example.com' }).first()).name).toBe(
      "x'); DELETE FROM quotes; --",
    );
  });

  it('allows 5 requests per IP in 10 minutes, then 429 with Retry-After', async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.77' };
    for (let i = 0; i < 5; i += 1)
      expect((await send({ ...valid, name: `Burst ${i}` }, headers)).status).toBe(201);
    const sixth = await send(valid, headers);
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(sixth.body.error).toBe('Too many quote requests. Please try again later.');
    // The same wait in the body, for the form to say when to try again.
    expect(sixth.body.retryAfterSeconds).toBe(retryAfter);
    // Someone else is not held back.
    expect((await send(valid)).status).toBe(201);
  });
});

describe('POST /api/v1/quotes with QUOTE_RATE_LIMIT and QUOTE_RATE_WINDOW', () => {
  const t = useTestContext({
    env: { TRUST_PROXY: 'true', QUOTE_RATE_LIMIT: '2', QUOTE_RATE_WINDOW: '2h' },
  });

  const send = (body: unknown, address: string) =>
    t.request('/api/v1/quotes', { method: 'POST', body, headers: { 'X-Forwarded-For': address } });

  it('allows the configured count in the configured window, a rejected request included', async () => {
    expect((await send({ ...valid, email: 'not-an-email' }, '192.0.2.10')).status).toBe(400);
    expect((await send(valid, '192.0.2.10')).status).toBe(201);
    const third = await send(valid, '192.0.2.10');
    expect(third.status).toBe(429);
    const retryAfter = Number(third.headers.get('retry-after'));
    // The oldest of the two requests leaves the 2-hour window in just under 2 hours.
    expect(retryAfter).toBeGreaterThan(2 * 3600 - 60);
    expect(retryAfter).toBeLessThanOrEqual(2 * 3600);
    expect(third.body).toEqual({
      error: 'Too many quote requests. Please try again later.',
      message: 'Too many quote requests. Please try again later.',
      retryAfterSeconds: retryAfter,
    });
    expect((await send(valid, '192.0.2.11')).status).toBe(201);
  });
});
