import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import {
  MAX_API_TOKENS_PER_USER,
  apiTokensResponseSchema,
  createdApiTokenSchema,
  type CreatedApiToken,
} from '@stitchdesk/shared';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createKnex } from '../../db/knex.ts';
import { TOKEN_NOT_ACCEPTED, TOKEN_RATE_LIMITED, missingScope } from '../../middleware/auth.ts';
import { UserCache } from '../../services/accounts/user-cache.ts';
import { useTestContext, useUser } from '../../test/context.ts';
import { upload, validBlock } from '../../test/order-fixtures.ts';

describe('API tokens /api/v1/user/api-tokens', () => {
  const t = useTestContext();
  const client = useUser(t, { role: 'client' });

  const mint = async (scopes: string[], as = client.token, name = 'Shop system') => {
    const response = await t.request<CreatedApiToken>('/api/v1/user/api-tokens', {
      method: 'POST',
      token: as,
      body: { name, scopes },
    });
    expect(response.status).toBe(201);
    return createdApiTokenSchema.parse(response.body);
  };

  it('creates a token shown once, stores only its SHA-256, and lists it without the secret', async () => {
    const created = await mint(['orders:write', 'orders:read', 'orders:read'], client.token, '  Web store  ');
    expect(created).toMatchObject({ name: 'Web store', scopes: ['orders:read', 'orders:write'] });
    expect(created.token).toMatch(/^sdk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    const stored = await t.db('api_tokens').where({ id: created.id }).first();
    expect(stored.token_hash).toEqual(createHash('sha256').update(created.token).digest());
    expect(JSON.stringify(stored)).not.toContain(created.token.split('_')[2]);

    const list = await t.request('/api/v1/user/api-tokens', { token: client.token });
    expect(list.status).toBe(200);
    const { tokens } = apiTokensResponseSchema.parse(list.body);
    const listed = tokens.find((token) => token.id === created.id);
    expect(listed).toMatchObject({ name: 'Web store', prefix: created.prefix, lastUsedAt: null });
    expect(list.text).not.toContain(created.token);
  });

  it('with orders:read lists orders and cannot place one (403 naming the scope)', async () => {
    const file = await upload(t, client.token);
    const placed = await t.request('/api/v1/order/createorder/digitizing', {
      method: 'POST',
      token: client.token,
      body: { digitizing: validBlock('digitizing', [{ url: file.url, name: file.name }]) },
    });
    expect(placed.status).toBe(201);
    const reader = await mint(['orders:read']);

    const list = await t.request('/api/v1/order/getorder', { token: reader.token });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain(placed.body.order._id);

    const refused = await t.request('/api/v1/order/createorder/digitizing', {
      method: 'POST',
      token: reader.token,
      body: { digitizing: validBlock('digitizing', [{ url: file.url, name: file.name }]) },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(missingScope('orders:write'));
    const [{ count }] = await t
      .db('orders')
      .where({ user_id: client.user.id })
      .count<{ count: string }[]>('*');
    expect(Number(count)).toBe(1);

    const writer = await mint(['orders:write']);
    const second = await upload(t, writer.token);
    const written = await t.request('/api/v1/order/createorder/digitizing', {
      method: 'POST',
      token: writer.token,
      body: { digitizing: validBlock('digitizing', [{ url: second.url, name: second.name }], 'By token') },
    });
    expect(written.status).toBe(201);
  });

  it('notes the last use at most once a minute', async () => {
    const reader = await mint(['orders:read']);
    expect((await t.request('/api/v1/order/getorder', { token: reader.token })).status).toBe(200);
    const first = (await t.db('api_tokens').where({ id: reader.id }).first()).last_used_at as Date;
    expect(first).toBeInstanceOf(Date);
    expect((await t.request('/api/v1/order/getorder', { token: reader.token })).status).toBe(200);
    expect((await t.db('api_tokens').where({ id: reader.id }).first()).last_used_at).toEqual(first);
    await t
      .db('api_tokens')
      .where({ id: reader.id })
      .update({ last_used_at: new Date(Date.now() - 61_000) });
    expect((await t.request('/api/v1/order/getorder', { token: reader.token })).status).toBe(200);
    const moved = (await t.db('api_tokens').where({ id: reader.id }).first()).last_used_at as Date;
    expect(moved.getTime()).toBeGreaterThan(Date.now() - 30_000);
  });

  it('is refused at once after revocation, in another API process on the same database too', async () => {
    // A second API process: its own pool and user cache, listening to the same database.
    const db = createKnex(t.config.databaseUrl!, { poolMax: 2 });
    const users = new UserCache({
      db,
      connectionString: t.config.databaseUrl!,
      logger: pino({ level: 'silent' }),
    });
    await users.start();
    const server: Server = await new Promise((resolve) => {
      const s = createApp({ ...t.deps, db, users }).listen(0, '127.0.0.1', () => resolve(s));
    });
    const other = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const onOther = (token: string) =>
      fetch(`${other}/api/v1/order/getorder`, { headers: { authorization: `Bearer ${token}` } });
    try {
      const reader = await mint(['orders:read']);
      // Both processes have served it (and cached its user).
      expect((await t.request('/api/v1/order/getorder', { token: reader.token })).status).toBe(200);
      expect((await onOther(reader.token)).status).toBe(200);
      expect(users.listening).toBe(true);

      const revoked = await t.request(`/api/v1/user/api-tokens/${reader.id}`, {
        method: 'DELETE',
        token: client.token,
      });
      expect(revoked.status).toBe(204);
      expect((await t.request('/api/v1/order/getorder', { token: reader.token })).status).toBe(401);
      expect((await onOther(reader.token)).status).toBe(401);
      // The client's session is untouched.
      expect((await onOther(client.token)).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await users.close();
      await db.destroy();
    }
  });

  it('never reaches staff routes, token management or session-only routes', async () => {
    const all = await mint(['orders:read', 'orders:write', 'files:read', 'webhooks:manage']);
    const staffList = await t.request('/api/v1/staff/clients', { token: all.token });
    expect(staffList.status).toBe(403);
    expect(staffList.body.message).toBe(TOKEN_NOT_ACCEPTED);
    for (const [path, method, body] of [
      ['/api/v1/user/api-tokens', 'GET', undefined],
      ['/api/v1/user/api-tokens', 'POST', { name: 'Minted by a token', scopes: ['orders:read'] }],
      [`/api/v1/user/api-tokens/${all.id}`, 'DELETE', undefined],
      ['/api/v1/user/password', 'POST', { currentPassword: 'x', newPassword: 'y' }],
      ['/api/v1/user/logout', 'POST', undefined],
    ] as const) {
      const response = await t.request(path, { method, token: all.token, body });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect(await t.db('api_tokens').where({ id: all.id }).first()).toBeTruthy();
    // A made-up token is not a credential.
    expect((await t.request('/api/v1/order/getorder', { token: `${all.token.slice(0, -2)}AA` })).status).toBe(
      401,
    );
    expect((await t.request('/api/v1/order/getorder', { token: 'sdk_nonsense' })).status).toBe(401);
  });

  it('refuses a token of a disabled or no longer client account (401)', async () => {
    // Changed here by direct UPDATEs, which reach the user cache by NOTIFY: sync() waits for it.
    const other = await t.createUser({ role: 'client' });
    const token = await mint(['orders:read'], other.token);
    await t.db('users').where({ id: other.user.id }).update({ disabled: true });
    await t.deps.users.sync();
    expect((await t.request('/api/v1/order/getorder', { token: token.token })).status).toBe(401);
    await t.db('users').where({ id: other.user.id }).update({ disabled: false, role: 'employee' });
    await t.deps.users.sync();
    expect((await t.request('/api/v1/order/getorder', { token: token.token })).status).toBe(401);
    expect((await t.request('/api/v1/staff/clients', { token: token.token })).status).toBe(401);
  });

  it("answers 404 for another client's token id and leaves it working", async () => {
    const other = await t.createUser({ role: 'client' });
    const theirs = await mint(['orders:read'], other.token);
    const response = await t.request(`/api/v1/user/api-tokens/${theirs.id}`, {
      method: 'DELETE',
      token: client.token,
    });
    expect(response.status).toBe(404);
    expect((await t.request('/api/v1/order/getorder', { token: theirs.token })).status).toBe(200);
    expect(
      (await t.request('/api/v1/user/api-tokens/not-a-uuid', { method: 'DELETE', token: client.token }))
        .status,
    ).toBe(404);
  });

  it('rejects bad input with 400, and a staff member cannot create tokens', async () => {
    for (const body of [
      { name: '', scopes: ['orders:read'] },
      { name: '   ', scopes: ['orders:read'] },
      { name: '\u0007\u0008', scopes: ['orders:read'] },
      { name: 'x'.repeat(61), scopes: ['orders:read'] },
      { name: 'ok', scopes: [] },
      { name: 'ok', scopes: ['orders:delete'] },
      { name: 'ok', scopes: 'orders:read' },
      { name: 'ok', scopes: ['orders:read'], admin: true },
      { scopes: ['orders:read'] },
    ]) {
      const response = await t.request('/api/v1/user/api-tokens', {
        method: 'POST',
        token: client.token,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const named = await mint(['orders:read'], client.token, 'Tab\there');
    expect(named.name).toBe('Tabhere');
    const staff = await t.createUser({ role: 'employee' });
    const response = await t.request('/api/v1/user/api-tokens', {
      method: 'POST',
      token: staff.token,
      body: { name: 'x', scopes: ['orders:read'] },
    });
    expect(response.status).toBe(403);
  });

  it(`keeps at most ${MAX_API_TOKENS_PER_USER} tokens a client`, async () => {
    const busy = await t.createUser({ role: 'client' });
    for (let i = 0; i < MAX_API_TOKENS_PER_USER; i += 1) await mint(['orders:read'], busy.token, `T${i}`);
    const response = await t.request('/api/v1/user/api-tokens', {
      method: 'POST',
      token: busy.token,
      body: { name: 'One too many', scopes: ['orders:read'] },
    });
    expect(response.status).toBe(409);
  });

  it('limits each token on its own (429), and its uploads count against its client', async () => {
    const reader = await mint(['orders:read', 'orders:write']);
    const spare = await mint(['orders:read']);
    await t
      .db('api_tokens')
      .where({ id: reader.id })
      .update({ window_started_at: t.db.fn.now(), window_count: t.config.apiTokenRateLimit });
    const limited = await t.request('/api/v1/order/getorder', { token: reader.token });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(TOKEN_RATE_LIMITED);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // A window that has ended starts again.
    await t
      .db('api_tokens')
      .where({ id: reader.id })
      .update({ window_started_at: new Date(Date.now() - t.config.apiTokenRateWindowSeconds * 1000 - 1000) });
    expect((await t.request('/api/v1/order/getorder', { token: reader.token })).status).toBe(200);
    expect((await t.request('/api/v1/order/getorder', { token: spare.token })).status).toBe(200);

    const writer = await mint(['orders:write']);
    await t
      .db('throttle_events')
      .insert(
        Array.from({ length: t.config.uploadRateLimit }, () => ({ bucket: 'upload', key: client.user.id })),
      );
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'a.png');
    const uploaded = await t.request('/api/v1/uploads', { method: 'POST', token: writer.token, body: form });
    expect(uploaded.status).toBe(429);
    await t.db('throttle_events').where({ bucket: 'upload', key: client.user.id }).delete();
  });

  it('is described in the OpenAPI document: a second scheme, and each client route’s scope', async () => {
    const doc = (await t.request('/api/v1/openapi.json')).body;
    expect(doc.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.apiToken.description).toContain('orders:read');
    expect(doc.paths['/api/v1/order/getorder'].get.security).toEqual([
      { bearerAuth: [] },
      { apiToken: ['orders:read'] },
    ]);
    expect(doc.paths['/api/v1/order/createorder/{service}'].post.security).toContainEqual({
      apiToken: ['orders:write'],
    });
    expect(doc.paths['/api/v1/user/api-tokens'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/v1/staff/clients'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});
