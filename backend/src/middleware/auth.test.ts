import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import type Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { auth } from './auth.ts';

describe('auth({ roles })', () => {
  let t: TestContext;
  let url: string;
  let close: () => void;

  beforeAll(async () => {
    t = await createTestContext();
    const router = new Router({ prefix: '/api/v1' });
    router.get('/__staff', auth({ roles: ['employee', 'admin'] }), (ctx) => {
      ctx.body = ctx.state.user;
    });
    const app = createApp(t.deps);
    app.middleware.splice(
      app.middleware.findIndex((m) => m.name === 'apiNotFound'),
      0,
      router.routes() as Koa.Middleware,
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/__staff`;
    close = () => {
      server.closeAllConnections();
      server.close();
    };
  });
  afterAll(async () => {
    close();
    await t.close();
  });

  const get = (token?: string) => fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('lets allowed roles through with the user loaded from the database', async () => {
    const { user, token } = await t.createUser({ role: 'employee', username: 'Esa' });
    const res = await get(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: user.id,
      role: 'employee',
      email: user.email,
      username: 'Esa',
      notificationsVersion: 0,
      notificationsCount: 0,
      ordersVersion: 0,
      session: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), expiresAt: expect.any(Number) },
      apiToken: null,
      allowances: { uploads: null, orders: null, storageQuotaMb: null },
      mfaEnabled: false,
    });
  });

  it('answers 403 for a signed-in user of another role', async () => {
    const { token } = await t.createUser({ role: 'client' });
    const res = await get(token);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: 'You do not have access to this resource',
      message: 'You do not have access to this resource',
    });
  });

  it('uses the role in the database, not the one in the token', async () => {
    const { user, token } = await t.createUser({ role: 'admin' });
    expect((await get(token)).status).toBe(200);
    await t.db('users').where({ id: user.id }).update({ role: 'client' });
    // A direct UPDATE, as from another process: this one hears of it through NOTIFY.
    await t.deps.users.sync();
    expect((await get(token)).status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await get()).status).toBe(401);
  });
});
