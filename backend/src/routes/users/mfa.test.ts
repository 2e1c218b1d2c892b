import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { useMailedTestContext, useTestContext } from '../../test/context.ts';
import { mailTo } from '../../test/mail-links.ts';
import { TEST_PASSWORD, type TestContext } from '../../test/harness.ts';
import { WRONG_CODE } from '../../services/accounts/mfa.ts';
import {
  MFA_NOT_ON,
  MFA_REQUIRED_FOR_STAFF,
  WRONG_PASSWORD_FOR_MFA,
} from '../../services/accounts/mfa-disable.ts';
import { TICKET_EXPIRED } from './mfa-login-limits.ts';
import { MFA_DISABLED } from './mfa.ts';
import { STAFF_MFA_REQUIRED } from '../../middleware/auth.ts';

const API = '/api/v1';

/** The code an authenticator shows for `secret` at `seconds` from now. */
const codeAt = (secret: string, seconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + seconds });

/** Requests of `t`'s API, and accounts with two-factor on. */
function mfaHelpers(t: TestContext) {
  const post = (path: string, body: unknown, token?: string) =>
    t.request(`${API}${path}`, { method: 'POST', body, token });
  const info = (token: string) => t.request(`${API}/user/getuser/info`, { token });

  /** A user with two-factor on: its secret and recovery codes. */
  async function withMfa(role: 'client' | 'employee' = 'client') {
    const { user, token } = await t.createUser({ role });
    const setup = await post('/user/mfa/setup', undefined, token);
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl } = setup.body;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Stitchdesk:/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    // The code of the step before, so the tests' "now" codes are new to the account.
    const enabled = await post('/user/mfa/enable', { code: await codeAt(secret, -30) }, token);
    expect(enabled.status).toBe(200);
    return { user, token, secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
  }
  const disable = (token: string, password: string, code: string) =>
    post('/user/mfa/disable', { password, code }, token);
  return { post, info, withMfa, disable };
}

describe('two-factor sign-in (TOTP)', () => {
  // Every test logs in from 127.0.0.1: only the per-account limits are under test here.
  const t = useTestContext({ env: { LOGIN_ATTEMPTS_PER_IP: '1000' } });
  const { post, info, withMfa } = mfaHelpers(t);

  it('turns on with a first code, answers ten recovery codes kept only as hashes', async () => {
    const { user, token } = await t.createUser();
    expect((await info(token)).body.user.mfaEnabled).toBe(false);
    const { secret } = (await post('/user/mfa/setup', undefined, token)).body;
    const wrong = await post('/user/mfa/enable', { code: '000000' }, token);
    expect(wrong.status).toBe(400);
    const enabled = await post('/user/mfa/enable', { code: await codeAt(secret) }, token);
    expect(enabled.status).toBe(200);
    const codes: string[] = enabled.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await info(token)).body.user.mfaEnabled).toBe(true);
    const row = await t.db('users').where({ id: user.id }).first();
    expect(row.mfa_secret).not.toContain(secret);
    const stored = JSON.stringify(await t.db('mfa_recovery_codes').where({ user_id: user.id }));
    for (const code of codes) expect(stored).not.toContain(code);
    expect((await post('/user/mfa/setup', undefined, token)).status).toBe(409);
  });

  it('the password earns a ticket, not a token; the code earns the token, once', async () => {
    const { user, secret } = await withMfa();
    const first = await post('/user/login', { email: user.email, password: TEST_PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ mfaRequired: true, ticket: expect.any(String) });
    // The ticket is no session token.
    expect((await info(first.body.ticket)).status).toBe(401);

    const code = await codeAt(secret);
    const signedIn = await post('/user/login/mfa', { ticket: first.body.ticket, code });
    expect(signedIn.status).toBe(200);
    expect((await info(signedIn.body.token)).status).toBe(200);

    // The same code again, even with a fresh ticket, is refused within its window.
    const second = await post('/user/login', { email: user.email, password: TEST_PASSWORD });
    const replay = await post('/user/login/mfa', { ticket: second.body.ticket, code });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe(WRONG_CODE);
    const next = await post('/user/login/mfa', {
      ticket: second.body.ticket,
      code: await codeAt(secret, 30),
    });
    expect(next.status).toBe(200);
  });

  it('a recovery code works once; a reused one is refused', async () => {
    const { user, recoveryCodes } = await withMfa();
    const ticket = async () =>
      (await post('/user/login', { email: user.email, password: TEST_PASSWORD })).body.ticket;
    const used = await post('/user/login/mfa', {
      ticket: await ticket(),
      code: recoveryCodes[3].toUpperCase(),
    });
    expect(used.status).toBe(200);
    const reused = await post('/user/login/mfa', { ticket: await ticket(), code: recoveryCodes[3] });
    expect(reused.status).toBe(401);
    expect((await post('/user/login/mfa', { ticket: await ticket(), code: recoveryCodes[4] })).status).toBe(
      200,
    );
  });

  it('wrong codes count like wrong passwords: the login limit answers 429', async () => {
    const { user, secret } = await withMfa();
    const { ticket } = (await post('/user/login', { email: user.email, password: TEST_PASSWORD })).body;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await post('/user/login/mfa', { ticket, code: '123456' })).status);
    // The password step counted one of the ten attempts.
    expect(statuses.filter((s) => s === 401).length).toBe(9);
    expect(statuses.at(-1)).toBe(429);
    const right = await post('/user/login/mfa', { ticket, code: await codeAt(secret) });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBeTruthy();
  });

  it('refuses a forged or stale ticket', async () => {
    const { user, secret, token } = await withMfa();
    const forged = await post('/user/login/mfa', { ticket: token, code: await codeAt(secret) });
    expect(forged.status).toBe(401);
    expect(forged.body.error).toBe(TICKET_EXPIRED);
    const { ticket } = (await post('/user/login', { email: user.email, password: TEST_PASSWORD })).body;
    await post('/user/sign-out-everywhere', undefined, token);
    const stale = await post('/user/login/mfa', { ticket, code: await codeAt(secret) });
    expect(stale.status).toBe(401);
    expect(stale.body.error).toBe(TICKET_EXPIRED);
  });
});

describe('turning two-factor sign-in off', () => {
  const { t, smtp } = useMailedTestContext({ LOGIN_ATTEMPTS_PER_IP: '1000' });
  const { post, info, withMfa, disable } = mfaHelpers(t);

  it('takes the password and a current code; clears the secret and recovery codes, and says so by e-mail', async () => {
    const { user, token, secret } = await withMfa();
    const off = await disable(token, TEST_PASSWORD, await codeAt(secret));
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(MFA_DISABLED);
    const row = await t.db('users').where({ id: user.id }).first();
    expect(row).toMatchObject({ mfa_secret: null, mfa_pending_secret: null, mfa_last_time_step: null });
    expect(await t.db('mfa_recovery_codes').where({ user_id: user.id })).toEqual([]);
    expect((await info(token)).body.user.mfaEnabled).toBe(false);
    const mail = await mailTo(smtp, user.email, 'Two-factor sign-in is off');
    expect(mail.text).toContain('If it was not you, change your password now');
    // The password alone signs in again.
    const login = await post('/user/login', { email: user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ token: expect.any(String) });
    // Nothing left to turn off.
    const again = await disable(token, TEST_PASSWORD, await codeAt(secret, 30));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(MFA_NOT_ON);
  });

  it('a recovery code does too; a wrong password spends nothing, a wrong or reused code is refused', async () => {
    const { user, token, secret, recoveryCodes } = await withMfa();
    const wrongPassword = await disable(token, 'not-the-password', recoveryCodes[0]);
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error).toBe(WRONG_PASSWORD_FOR_MFA);
    const wrongCode = await disable(token, TEST_PASSWORD, '000000');
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.error).toBe(WRONG_CODE);
    // The code of the step enabling used is spent: a replay is a wrong code.
    const replay = await disable(token, TEST_PASSWORD, await codeAt(secret, -30));
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe(WRONG_CODE);
    // The session survived every refusal, and two-factor is still on.
    expect((await info(token)).body.user.mfaEnabled).toBe(true);
    const off = await disable(token, TEST_PASSWORD, recoveryCodes[0].toUpperCase());
    expect(off.status).toBe(200);
    expect((await t.db('users').where({ id: user.id }).first()).mfa_secret).toBeNull();
  });

  it('wrong ones count like wrong passwords: the login limit answers 429, then the right pair waits too', async () => {
    const { user, token, secret } = await withMfa();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await disable(token, i % 2 ? 'not-the-password' : TEST_PASSWORD, '123456')).status);
    expect(statuses).toEqual(Array(10).fill(400));
    const right = await disable(token, TEST_PASSWORD, await codeAt(secret));
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBeTruthy();
    expect((await t.db('users').where({ id: user.id }).first()).mfa_secret).not.toBeNull();
  });

  it('a right pair starts the count again', async () => {
    const { token, secret, recoveryCodes } = await withMfa();
    for (let i = 0; i < 9; i++) expect((await disable(token, TEST_PASSWORD, '123456')).status).toBe(400);
    expect((await disable(token, TEST_PASSWORD, recoveryCodes[1])).status).toBe(200);
    // Turned on again, the account has its ten attempts back.
    const setup = await post('/user/mfa/setup', undefined, token);
    expect((await post('/user/mfa/enable', { code: await codeAt(setup.body.secret) }, token)).status).toBe(
      200,
    );
    for (let i = 0; i < 9; i++) expect((await disable(token, TEST_PASSWORD, '123456')).status).toBe(400);
    expect((await disable(token, TEST_PASSWORD, await codeAt(setup.body.secret, 30))).status).toBe(200);
    expect(secret).not.toBe(setup.body.secret);
  });
});

describe('REQUIRE_STAFF_MFA', () => {
  const t = useTestContext({ env: { REQUIRE_STAFF_MFA: 'true' } });
  const { withMfa, disable } = mfaHelpers(t);

  it('staff cannot turn two-factor off while it is required of them (409); clients can', async () => {
    const employee = await withMfa('employee');
    const refused = await disable(employee.token, TEST_PASSWORD, await codeAt(employee.secret));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(MFA_REQUIRED_FOR_STAFF);
    expect((await t.db('users').where({ id: employee.user.id }).first()).mfa_secret).not.toBeNull();
    await expect
      .poll(async () => (await t.request(`${API}/staff/orders`, { token: employee.token })).status, {
        timeout: 10_000,
      })
      .toBe(200);

    const client = await withMfa('client');
    const off = await disable(client.token, TEST_PASSWORD, await codeAt(client.secret));
    expect(off.status).toBe(200);
  });

  it('tells staff without two-factor to set it up, clients never', async () => {
    const employee = await t.createUser({ role: 'employee' });
    const client = await t.createUser();
    const staffInfo = await t.request(`${API}/user/getuser/info`, { token: employee.token });
    expect(staffInfo.body.user.mfaSetupRequired).toBe(true);
    const clientInfo = await t.request(`${API}/user/getuser/info`, { token: client.token });
    expect(clientInfo.body.user.mfaSetupRequired).toBe(false);
  });

  it('the staff routes refuse staff without two-factor until it is on; /user/mfa/* stays open', async () => {
    const employee = await t.createUser({ role: 'employee' });
    const client = await t.createUser();
    const queue = (token: string) => t.request(`${API}/staff/orders`, { token });
    const refused = await queue(employee.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(STAFF_MFA_REQUIRED);
    // A client's own routes are not the console's: no two-factor needed.
    expect((await t.request(`${API}/order/getorder`, { token: client.token })).status).toBe(200);

    const setup = await t.request(`${API}/user/mfa/setup`, { method: 'POST', token: employee.token });
    expect(setup.status).toBe(200);
    const code = await generate({ secret: setup.body.secret });
    const enabled = await t.request(`${API}/user/mfa/enable`, {
      method: 'POST',
      body: { code },
      token: employee.token,
    });
    expect(enabled.status).toBe(200);
    // The user cache forgets the row on the change, so the same session opens the console at once.
    await expect.poll(async () => (await queue(employee.token)).status, { timeout: 10_000 }).toBe(200);
  });
});

describe("the shop's setting: two-factor sign-in required of staff", () => {
  const t = useTestContext();

  it('an admin turns it on in the settings: staff without two-factor are refused, then told', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const employee = await t.createUser({ role: 'employee' });
    const queue = () => t.request(`${API}/staff/orders`, { token: employee.token });
    expect((await queue()).status).toBe(200);
    const current = (await t.request(`${API}/staff/settings`, { token: admin.token })).body.settings;
    expect(current.requireStaffMfa).toBe(false);
    const saved = await t.request(`${API}/staff/settings`, {
      method: 'PUT',
      body: { ...current, requireStaffMfa: true },
      token: admin.token,
    });
    expect(saved.status).toBe(200);
    await expect.poll(async () => (await queue()).status, { timeout: 10_000 }).toBe(403);
    const info = await t.request(`${API}/user/getuser/info`, { token: employee.token });
    expect(info.body.user.mfaSetupRequired).toBe(true);
    // The admin who saved it has no two-factor either: the console refuses them too, until it is on.
    expect((await t.request(`${API}/staff/orders`, { token: admin.token })).status).toBe(403);
  });
});
