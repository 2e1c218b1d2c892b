import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { TEST_PASSWORD } from '../../test/harness.ts';

/*
 * Tokens end with the sessions (issue 38): an attack run kept using a client's API tokens after a
 * password change, "Sign out everywhere" and a disable + enable. Against the real server.
 */
const API = '/api/v1';

describe('API tokens end with the account’s sessions', () => {
  const t = useTestContext();
  const admin = useUser(t, { role: 'admin' });

  /** A client signed in, holding two API tokens, each working. */
  async function clientWithTokens() {
    const { user, token: session } = await t.createUser({ role: 'client' });
    const tokens: string[] = [];
    for (const name of ['Shop sync', 'Backup']) {
      const made = await t.request(`${API}/user/api-tokens`, {
        method: 'POST',
        token: session,
        body: { name, scopes: ['orders:read'] },
      });
      expect(made.status).toBe(201);
      tokens.push(made.body.token as string);
    }
    for (const token of tokens) expect((await listOrders(token)).status).toBe(200);
    return { user, session, tokens };
  }
  const listOrders = (token: string) => t.request(`${API}/order/getorder`, { token });
  const storedTokens = async (userId: string) =>
    Number((await t.db('api_tokens').where({ user_id: userId }).count({ n: '*' }))[0].n);
  const noticesOf = async (userId: string) =>
    (await t.db('notifications').where({ user_id: userId }).pluck('message')) as string[];
  const expectEnded = async (userId: string, tokens: string[], because: string) => {
    for (const token of tokens) expect((await listOrders(token)).status).toBe(401);
    expect(await storedTokens(userId)).toBe(0);
    expect(await noticesOf(userId)).toContain(
      `Your API tokens “Shop sync” and “Backup” were revoked because ${because}. Create new ones under Integrations.`,
    );
  };

  it('a password change revokes them, and the client is told which', async () => {
    const { user, session, tokens } = await clientWithTokens();
    const changed = await t.request(`${API}/user/password`, {
      method: 'POST',
      token: session,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'a new long password' },
    });
    expect(changed.status).toBe(200);
    await expectEnded(user.id, tokens, 'your password was changed');
    // The new session reads the notice in the bell.
    const bell = await t.request(`${API}/user/getuser/notifications`, { token: changed.body.token });
    expect(bell.body.notification[0].message).toMatch(/“Shop sync” and “Backup” were revoked/);
  });

  it('the client’s own “Sign out everywhere” ends every session, this one included, and the tokens', async () => {
    const { user, session, tokens } = await clientWithTokens();
    const out = await t.request(`${API}/user/sign-out-everywhere`, { method: 'POST', token: session });
    expect([out.status, out.body.message]).toEqual([200, 'Signed out everywhere']);
    expect((await t.request(`${API}/user/getuser/info`, { token: session })).status).toBe(401);
    await expectEnded(user.id, tokens, 'you signed out everywhere');
  });

  it('an API token cannot sign the account out (403): only a person in a session can', async () => {
    const { tokens } = await clientWithTokens();
    const out = await t.request(`${API}/user/sign-out-everywhere`, { method: 'POST', token: tokens[0] });
    expect(out.status).toBe(403);
    expect((await listOrders(tokens[1])).status).toBe(200);
  });

  it('staff’s “Sign out everywhere” revokes them', async () => {
    const { user, tokens } = await clientWithTokens();
    const out = await t.request(`${API}/staff/users/${user.id}/sign-out`, {
      method: 'POST',
      token: admin.token,
    });
    expect(out.status).toBe(200);
    await expectEnded(user.id, tokens, 'our staff signed your account out everywhere');
  });

  it('disabling revokes them and enabling again brings none back', async () => {
    const { user, tokens } = await clientWithTokens();
    const toggle = (disabled: boolean) =>
      t.request(`${API}/staff/clients/${user.id}`, {
        method: 'PATCH',
        token: admin.token,
        body: { disabled },
      });
    expect((await toggle(true)).status).toBe(200);
    expect((await toggle(false)).status).toBe(200);
    await expectEnded(user.id, tokens, 'your account was disabled');
  });

  it('one token is named alone; a client without tokens hears nothing', async () => {
    const { user, token: session } = await t.createUser({ role: 'client' });
    await t.request(`${API}/user/sign-out-everywhere`, { method: 'POST', token: session });
    expect(await noticesOf(user.id)).toEqual([]);
    const other = await t.createUser({ role: 'client' });
    const made = await t.request(`${API}/user/api-tokens`, {
      method: 'POST',
      token: other.token,
      body: { name: 'Only one', scopes: ['orders:read'] },
    });
    expect(made.status).toBe(201);
    await t.request(`${API}/user/sign-out-everywhere`, { method: 'POST', token: other.token });
    expect(await noticesOf(other.user.id)).toEqual([
      'Your API token “Only one” was revoked because you signed out everywhere. Create new ones under Integrations.',
    ]);
  });
});
