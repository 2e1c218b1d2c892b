import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../services/notifications/notifications.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { placeOrder } from '../../test/staff.ts';

describe('notifications API', () => {
  let t: TestContext;
  let user: TestUser;
  let token = '';
  let other: { user: TestUser; token: string };

  beforeAll(async () => {
    t = await createTestContext();
    ({ user, token } = await t.createUser());
    other = await t.createUser();
  });
  afterAll(() => t?.close());

  const list = (headers: Record<string, string> = {}, as = token) =>
    t.request('/api/v1/user/getuser/notifications', { token: as, headers });

  it('lists the caller’s notifications newest first, with an ETag from their version and count', async () => {
    await notify(t.db, [user.id], 'First', null);
    await notify(t.db, [user.id, other.user.id], 'Second', null);
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const row = await t.db('users').where({ id: user.id }).first();
    // A new notification writes no users row: the count moves the ETag.
    expect(row.notifications_version).toBe(0);
    expect(response.headers.get('etag')).toBe(`W/"n-${user.id}-0-2"`);
    expect(response.body.notification).toEqual([
      {
        _id: expect.any(String),
        message: 'Second',
        readStatus: false,
        createdAt: expect.any(String),
        orderId: null,
        orderNumber: null,
        serviceType: null,
      },
      {
        _id: expect.any(String),
        message: 'First',
        readStatus: false,
        createdAt: expect.any(String),
        orderId: null,
        orderNumber: null,
        serviceType: null,
      },
    ]);
    const theirs = await list({}, other.token);
    expect(theirs.body.notification.map((n: { message: string }) => n.message)).toEqual(['Second']);
  });

  it('answers 304 to a matching If-None-Match without any query (the user row is cached)', async () => {
    const etag = (await list()).headers.get('etag')!;
    const queries: string[] = [];
    const listener = (query: { sql: string }) => queries.push(query.sql);
    t.db.on('query', listener);
    let response;
    try {
      response = await list({ 'If-None-Match': etag });
    } finally {
      t.db.removeListener('query', listener);
    }
    expect(response.status).toBe(304);
    expect(response.text).toBe('');
    expect(response.headers.get('etag')).toBe(etag);
    // A 304 only revalidates the stored answer, which carried the security headers.
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect((await list()).headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(queries).toEqual([]);
  });

  it('changes the ETag when a notification arrives', async () => {
    const etag = (await list()).headers.get('etag')!;
    await notify(t.db, [user.id], 'Third', null);
    const response = await list({ 'If-None-Match': etag });
    expect(response.status).toBe(200);
    expect(response.body.notification[0].message).toBe('Third');
    expect(response.headers.get('etag')).not.toBe(etag);
  });

  it('changes the ETag when another process adds a notification (the trigger tells every cache)', async () => {
    const etag = (await list()).headers.get('etag')!;
    expect((await list({ 'If-None-Match': etag })).status).toBe(304);
    // A plain insert, as another API process would commit it: only NOTIFY reaches this cache.
    await t.db('notifications').insert({ user_id: user.id, message: 'From elsewhere' });
    await t.deps.users.sync();
    const response = await list({ 'If-None-Match': etag });
    expect(response.status).toBe(200);
    expect(response.body.notification[0].message).toBe('From elsewhere');
  });

  it('marks all read, bumping the version only when something changed', async () => {
    const etag = (await list()).headers.get('etag')!;
    const response = await t.request('/api/v1/user/update/notification/readstatus', { method: 'PUT', token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Notifications marked as read' });
    const after = await list({ 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.body.notification.every((n: { readStatus: boolean }) => n.readStatus)).toBe(true);
    // Another client's notifications are untouched.
    const theirs = await list({}, other.token);
    expect(theirs.body.notification[0].readStatus).toBe(false);

    const version = (await t.db('users').where({ id: user.id }).first()).notifications_version;
    await t.request('/api/v1/user/update/notification/readstatus', { method: 'PUT', token });
    expect((await t.db('users').where({ id: user.id }).first()).notifications_version).toBe(version);
  });

  it('caps the list at the newest 100', async () => {
    const many = await t.createUser();
    await t.db('notifications').insert(
      Array.from({ length: 120 }, (_, i) => ({
        user_id: many.user.id,
        message: `n${i}`,
        created_at: new Date(Date.UTC(2030, 0, 1, 0, 0, i)),
      })),
    );
    const response = await list({}, many.token);
    expect(response.body.notification).toHaveLength(100);
    expect(response.body.notification[0].message).toBe('n119');
    expect(response.body.notification[99].message).toBe('n20');
  });

  it("names the order a notification is about by its number and service, for the bell's link", async () => {
    const client = await t.createUser();
    const order = await placeOrder(t, client.token, 'patches', 'Club badge');
    const response = await list({}, client.token);
    expect(response.body.notification[0]).toMatchObject({
      message: 'Your order Club badge has been placed',
      orderId: order._id,
      orderNumber: order.number,
      serviceType: 'Patches',
    });
  });

  it('needs a token', async () => {
    expect((await t.request('/api/v1/user/getuser/notifications')).status).toBe(401);
    expect((await t.request('/api/v1/user/update/notification/readstatus', { method: 'PUT' })).status).toBe(
      401,
    );
  });
});
