import { describe, expect, it, vi } from 'vitest';
import { useMailedTestContext } from '../../test/context.ts';
import { queuedJobs } from '../../test/jobs.ts';
import { linkToken, mailTo } from '../../test/mail-links.ts';
import { TEST_PASSWORD } from '../../test/harness.ts';
import { LINK_EXPIRED, LINK_USED } from '../../services/accounts/account-links.ts';
import { EMAIL_TAKEN } from '../../services/accounts/users.ts';
import { RESET_ASKED, TOO_MANY_RESETS } from './account-links.ts';

const API = '/api/v1';
const NEW_PASSWORD = 'a brand new passphrase';

describe('password reset, e-mail confirmation and change', () => {
  // The per-address limit is tested in its own file's context; here every request is from 127.0.0.1.
  const { t, smtp } = useMailedTestContext({ PASSWORD_RESETS_PER_IP: '1000' });

  const post = (path: string, body?: unknown, token?: string) =>
    t.request(`${API}${path}`, { method: 'POST', body, token });
  const forgot = (email: string) => post('/user/password/forgot', { email });
  const login = (email: string, password: string) => post('/user/login', { email, password });
  const info = (token: string) => t.request(`${API}/user/getuser/info`, { token });
  /** Resolves once the queue has run every job of `task` whose payload's `field` is `value`. */
  const jobsRun = (task: Parameters<typeof queuedJobs>[1], field: string, value: string) =>
    vi.waitFor(async () => expect(await queuedJobs(t.db, task, field, value)).toBe(0), { timeout: 10_000 });

  describe('POST /user/password/forgot and /user/password/reset', () => {
    it('e-mails a single-use link; the new password works, the old one and every session stop', async () => {
      const { user, token: session } = await t.createUser({ email: 'reset-me@example.test' });
      expect((await info(session)).status).toBe(200);

      const asked = await forgot('Reset-Me@example.test');
      expect(asked.status).toBe(202);
      expect(asked.body).toEqual({ message: RESET_ASKED });
      const mail = await mailTo(smtp, user.email, 'Reset your password');
      expect(mail.text).toContain('https://desk.example.test/reset-password?token=');
      const token = linkToken(mail, '/reset-password');
      // Only the token's hash is kept.
      const stored = await t.db('account_links').where({ user_id: user.id, purpose: 'passwordReset' });
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(token);

      const reset = await post('/user/password/reset', { token, password: NEW_PASSWORD });
      expect(reset.status).toBe(200);

      expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
      const signedIn = await login(user.email, NEW_PASSWORD);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toEqual({ token: expect.any(String) });
      // The session from before the reset ended.
      expect((await info(session)).status).toBe(401);
      expect((await info(signedIn.body.token)).status).toBe(200);

      const again = await post('/user/password/reset', { token, password: 'yet another passphrase' });
      expect(again.status).toBe(400);
      expect(again.body.error).toBe(LINK_USED);
      expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('refuses a link past its hour with a message saying so', async () => {
      const { user } = await t.createUser({ email: 'late@example.test' });
      await forgot(user.email);
      const token = linkToken(await mailTo(smtp, user.email, 'Reset your password'), '/reset-password');
      const { expires_in } = await t
        .db('account_links')
        .where({ user_id: user.id })
        .first(t.db.raw('extract(epoch FROM expires_at - created_at)::int AS expires_in'));
      expect(expires_in).toBe(3600);
      await t
        .db('account_links')
        .where({ user_id: user.id })
        .update({ expires_at: t.db.raw("now() - interval '1 second'") });
      const res = await post('/user/password/reset', { token, password: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(LINK_EXPIRED);
      expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    });

    it('refuses an unknown token with 400, and only the latest link of an account works', async () => {
      expect(
        (await post('/user/password/reset', { token: 'not-a-token', password: NEW_PASSWORD })).status,
      ).toBe(400);
      const { user } = await t.createUser({ email: 'twice@example.test' });
      await forgot(user.email);
      const first = linkToken(await mailTo(smtp, user.email, 'Reset your password'), '/reset-password');
      await forgot(user.email);
      const second = linkToken(await mailTo(smtp, user.email, 'Reset your password', 1), '/reset-password');
      expect((await post('/user/password/reset', { token: first, password: NEW_PASSWORD })).status).toBe(400);
      expect((await post('/user/password/reset', { token: second, password: NEW_PASSWORD })).status).toBe(
        200,
      );
    });

    it('answers an unknown address exactly as a known one, and sends it nothing', async () => {
      await t.createUser({ email: 'known@example.test' });
      const known = await forgot('known@example.test');
      const unknown = await forgot('nobody-here@example.test');
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      await mailTo(smtp, 'known@example.test', 'Reset your password');
      await jobsRun('account:password-reset', 'email', 'nobody-here@example.test');
      expect(smtp.messages.filter((m) => m.to.includes('nobody-here@example.test'))).toEqual([]);
    });

    it('limits the e-mails per address under concurrency, unknown addresses alike, with Retry-After', async () => {
      await t.createUser({ email: 'flood@example.test' });
      for (const email of ['flood@example.test', 'flood-unknown@example.test']) {
        const answers = await Promise.all(Array.from({ length: 8 }, () => forgot(email)));
        const statuses = answers.map((a) => a.status).sort();
        expect(statuses).toEqual([202, 202, 202, 429, 429, 429, 429, 429]);
        const refused = answers.find((a) => a.status === 429)!;
        expect(refused.body.error).toBe(TOO_MANY_RESETS);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
      }
      await jobsRun('account:password-reset', 'email', 'flood@example.test');
      expect(smtp.messages.filter((m) => m.to.includes('flood@example.test'))).toHaveLength(3);
    });
  });

  describe('e-mail confirmation', () => {
    it('registration e-mails a link that confirms the address once; the client signs in before it', async () => {
      const account = { username: 'Nadia', email: 'nadia@example.test', password: 'pw-long-enough' };
      expect((await post('/user/register', account)).status).toBe(201);
      const { token: session } = (await login(account.email, account.password)).body;
      expect((await info(session)).body.user).toMatchObject({ email: account.email, emailVerified: false });

      const mail = await mailTo(smtp, account.email, 'Confirm your e-mail address');
      const token = linkToken(mail, '/confirm-email');
      const confirmed = await post('/user/email/verify', { token });
      expect(confirmed.status).toBe(200);
      expect((await info(session)).body.user.emailVerified).toBe(true);
      expect((await post('/user/email/verify', { token })).body.error).toBe(LINK_USED);

      const staff = await t.createUser({ role: 'admin' });
      const clients = await t.request(`${API}/staff/clients?q=nadia`, { token: staff.token });
      expect(clients.body.clients[0]).toMatchObject({ email: account.email, emailVerified: true });
    });

    it('"Send again" sends a new link while unconfirmed, and 409 once confirmed', async () => {
      const { user, token } = await t.createUser({ email: 'resend@example.test' });
      const staff = await t.createUser({ role: 'admin' });
      const clients = await t.request(`${API}/staff/clients?q=resend`, { token: staff.token });
      expect(clients.body.clients[0]).toMatchObject({ emailVerified: false });
      expect((await post('/user/email/resend', undefined, token)).status).toBe(202);
      const link = linkToken(await mailTo(smtp, user.email, 'Confirm your e-mail address'), '/confirm-email');
      expect((await post('/user/email/verify', { token: link })).status).toBe(200);
      expect((await post('/user/email/resend', undefined, token)).status).toBe(409);
    });
  });

  describe('POST /user/email and PATCH /user/profile', () => {
    it('changes the address once the link sent to the new one is opened; the old one is told', async () => {
      const { user, token } = await t.createUser({ email: 'old-address@example.test' });
      const wrong = await post(
        '/user/email',
        { email: 'new-address@example.test', password: 'not it at all' },
        token,
      );
      // 400, not 401: the session is fine (the app ends the session on any 401).
      expect(wrong.status).toBe(400);
      expect((await info(token)).status).toBe(200);

      const asked = await post(
        '/user/email',
        { email: 'new-address@example.test', password: TEST_PASSWORD },
        token,
      );
      expect(asked.status).toBe(202);
      const notice = await mailTo(smtp, user.email, 'Your e-mail address is being changed');
      expect(notice.text).toContain('new-address@example.test');
      expect(notice.text).not.toContain('token=');
      const mail = await mailTo(smtp, 'new-address@example.test', 'Confirm your new e-mail address');
      // Until the link is opened, nothing changes.
      expect((await info(token)).body.user.email).toBe(user.email);

      const confirmed = await post('/user/email/verify', { token: linkToken(mail, '/confirm-email') });
      expect(confirmed.status).toBe(200);
      expect((await info(token)).body.user).toMatchObject({
        email: 'new-address@example.test',
        emailVerified: true,
      });
      expect((await login('new-address@example.test', TEST_PASSWORD)).status).toBe(200);
      expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    });

    it('refuses an address another account has (409)', async () => {
      const other = await t.createUser({ email: 'taken-address@example.test' });
      const { token } = await t.createUser();
      const res = await post('/user/email', { email: other.user.email, password: TEST_PASSWORD }, token);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(EMAIL_TAKEN);
    });

    it('renames the account', async () => {
      const { token } = await t.createUser();
      const res = await t.request(`${API}/user/profile`, {
        method: 'PATCH',
        body: { username: 'New Name' },
        token,
      });
      expect(res.status).toBe(200);
      expect((await info(token)).body.user.username).toBe('New Name');
      const empty = await t.request(`${API}/user/profile`, {
        method: 'PATCH',
        body: { username: ' ' },
        token,
      });
      expect(empty.status).toBe(400);
    });
  });
});
