import { SignJWT, decodeProtectedHeader, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.ts';
import { verifyPassword } from '../../services/accounts/passwords.ts';
import { TEST_PASSWORD } from '../../test/harness.ts';

const API = '/api/v1';

describe('accounts API', () => {
  const t = useTestContext();

  const register = (body: unknown) => t.request(`${API}/user/register`, { method: 'POST', body });
  const login = (body: unknown) => t.request(`${API}/user/login`, { method: 'POST', body });
  const info = (token?: string) => t.request(`${API}/user/getuser/info`, { token });
  const assign = (body: unknown, token?: string) =>
    t.request(`${API}/user/update/assign-project`, { method: 'PATCH', body, token });

  describe('POST /user/register', () => {
    it('creates a client account and answers 201 with the new user', async () => {
      const res = await register({
        username: 'Ayesha',
        email: 'ayesha@example.test',
        password: 'pw-long-enough',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        message: 'Registration successful',
        user: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          username: 'Ayesha',
          email: 'ayesha@example.test',
        },
      });
      const row = await t.db('users').where({ id: res.body.user.id }).first();
      expect(row.role).toBe('client');
      // argon2id with the documented cost, never the plain password.
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.password_hash).not.toContain('pw-long-enough');
    });

    it.each([
      ['username', { email: 'x1@example.test', password: 'pw-long-enough' }],
      ['empty username', { username: '', email: 'x2@example.test', password: 'pw-long-enough' }],
      ['blank username', { username: '   ', email: 'x3@example.test', password: 'pw-long-enough' }],
      ['email', { username: 'x', password: 'pw-long-enough' }],
      ['empty email', { username: 'x', email: '', password: 'pw-long-enough' }],
      ['password', { username: 'x', email: 'x4@example.test' }],
      ['empty password', { username: 'x', email: 'x5@example.test', password: '' }],
    ])('refuses a missing %s with "Please fill in all fields"', async (_label, body) => {
      const res = await register(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Please fill in all fields');
      expect(res.body.message).toBe('Please fill in all fields');
      expect(res.body.details[0]).toEqual({ path: expect.any(String), message: 'Please fill in all fields' });
    });

    it('refuses an address that is not an e-mail address', async () => {
      const res = await register({ username: 'x', email: 'not-an-address', password: 'pw-long-enough' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'Enter a valid e-mail address', details: [{ path: 'email' }] });
    });

    it('refuses a body that is not an object', async () => {
      const res = await register(['ayesha']);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    });

    it('refuses a second account for the same address in any letter case', async () => {
      await register({ username: 'Bilal', email: 'bilal@example.test', password: 'pw-long-enough' });
      const res = await register({
        username: 'Bilal 2',
        email: 'BILAL@Example.TEST',
        password: 'other-password',
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: 'An account with this email already exists',
        message: 'An account with this email already exists',
      });
      expect(
        await t.db('users').whereRaw('lower(email) = ?', ['bilal@example.test']).count({ n: '*' }),
      ).toEqual([{ n: 1 }]);
    });
  });

  describe('POST /user/login', () => {
    it('answers 200 with an HS256 token carrying the user id, role and an expiry in seconds', async () => {
      const { user } = await t.createUser({ role: 'employee' });
      const before = Math.floor(Date.now() / 1000);
      const res = await login({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['token']);
      expect(decodeProtectedHeader(res.body.token).alg).toBe('HS256');
      const claims = decodeJwt(res.body.token);
      expect(claims).toMatchObject({ sub: user.id, role: 'employee' });
      expect(claims.iat).toBeGreaterThanOrEqual(before);
      expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);
      const me = await info(res.body.token);
      expect(me.status).toBe(200);
    });

    it('signs in a freshly registered account', async () => {
      await register({ username: 'Chen', email: 'chen@example.test', password: 'secret words' });
      const res = await login({ email: 'chen@example.test', password: 'secret words' });
      expect(res.status).toBe(200);
    });

    it.each([
      ['a wrong password', async () => ({ email: (await t.createUser()).user.email, password: 'wrong' })],
      ['an unknown e-mail', async () => ({ email: 'nobody@example.test', password: TEST_PASSWORD })],
      [
        'a disabled account',
        async () => ({ email: (await t.createUser({ disabled: true })).user.email, password: TEST_PASSWORD }),
      ],
    ])('answers 401 "Invalid email or password" for %s', async (_label, makeBody) => {
      const res = await login(await makeBody());
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid email or password', message: 'Invalid email or password' });
    });

    it.each([[{ email: '', password: 'pw-long-enough' }], [{ email: 'a@example.test', password: '' }], [{}]])(
      'refuses empty fields with "Please fill in all fields" (%j)',
      async (body) => {
        const res = await login(body);
        expect(res.status).toBe(400);
        expect(res.body.error).toBe('Please fill in all fields');
      },
    );

    it('throttles an e-mail after 10 failures in 15 minutes, with Retry-After, even for the right password', async () => {
      const { user } = await t.createUser();
      for (let i = 0; i < 10; i++) {
        const res = await login({ email: user.email, password: `wrong ${i}` });
        expect(res.status).toBe(401);
      }
      const blocked = await login({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toBe('Too many failed logins. Please try again later.');
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);

      // Other addresses are unaffected.
      const other = await t.createUser();
      expect((await login({ email: other.user.email, password: TEST_PASSWORD })).status).toBe(200);

      // Once the window has passed, the account opens again.
      await t.db('attempt_counters').update({ window_start: t.db.raw("now() - interval '16 minutes'") });
      expect((await login({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    });

    it('forgets earlier failures after a successful login', async () => {
      const { user } = await t.createUser();
      for (let i = 0; i < 9; i++) await login({ email: user.email, password: 'wrong' });
      expect((await login({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
      for (let i = 0; i < 9; i++) await login({ email: user.email, password: 'wrong' });
      expect((await login({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    });
  });

  describe('POST /user/password', () => {
    const change = (token: string, currentPassword: string) =>
      t.request(`${API}/user/password`, {
        method: 'POST',
        token,
        body: { currentPassword, newPassword: 'a new long password' },
      });

    // Every request here comes from one address, whose own allowance (50 in 15 minutes) earlier
    // tests have used: each run of guesses starts it afresh.
    const freshAddress = () => t.db('attempt_counters').where({ bucket: 'login-ip' }).delete();

    it('counts wrong current passwords as failed logins: 40 guesses meet the same 429s as 40 logins', async () => {
      const guessed = await t.createUser();
      await freshAddress();
      const changes = [];
      for (let i = 0; i < 40; i++) changes.push(await change(guessed.token, `guess ${i}`));
      const other = await t.createUser();
      await freshAddress();
      const logins = [];
      for (let i = 0; i < 40; i++)
        logins.push(await login({ email: other.user.email, password: `guess ${i}` }));

      // Refused at the same attempt as the login; a wrong current password is 400 (the session stands).
      expect(logins.map((r) => r.status)).toEqual([...Array(10).fill(401), ...Array(30).fill(429)]);
      expect(changes.map((r) => r.status)).toEqual([...Array(10).fill(400), ...Array(30).fill(429)]);
      expect(changes[0].body.error).toBe('The current password is not correct');
      expect(changes[39].body.error).toBe('Too many failed logins. Please try again later.');
      expect(Number(changes[39].headers.get('retry-after'))).toBeGreaterThan(800);
      // The counts are the login's: the right password, by either door, waits too.
      expect((await change(guessed.token, TEST_PASSWORD)).status).toBe(429);
      expect((await login({ email: guessed.user.email, password: TEST_PASSWORD })).status).toBe(429);
      const row = await t.db('users').select('password_hash').where({ id: guessed.user.id }).first();
      expect(await verifyPassword(row.password_hash, TEST_PASSWORD)).toBe(true);
    });

    it('forgets earlier failures once the current password is given', async () => {
      const { token } = await t.createUser();
      await freshAddress();
      for (let i = 0; i < 9; i++) expect((await change(token, 'wrong')).status).toBe(400);
      const changed = await change(token, TEST_PASSWORD);
      expect(changed.status).toBe(200);
      for (let i = 0; i < 9; i++) expect((await change(changed.body.token, 'wrong')).status).toBe(400);
      expect((await change(changed.body.token, 'a new long password')).status).toBe(200);
    });
  });

  describe('tokens', () => {
    const secretKey = () => new TextEncoder().encode(t.config.jwtSecret);
    const now = () => Math.floor(Date.now() / 1000);

    it('refuses requests without a token', async () => {
      const res = await info();
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Authentication required', message: 'Authentication required' });
      const basic = await t.request(`${API}/user/getuser/info`, { headers: { authorization: 'Basic YTpi' } });
      expect(basic.status).toBe(401);
    });

    it('refuses a tampered token', async () => {
      const { token } = await t.createUser();
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
      const res = await info(`${header}.${forged}.${signature}`);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('Invalid or expired token');
      expect((await info(`${token.slice(0, -4)}AAAA`)).status).toBe(401);
      expect((await info('not.a.token')).status).toBe(401);
    });

    it('refuses an unsigned token (alg: none)', async () => {
      const { user } = await t.createUser();
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: user.id, role: 'client', iat: now(), exp: now() + 3600 })}.`;
      expect((await info(unsigned)).status).toBe(401);
    });

    it('refuses a token signed with another secret or another algorithm', async () => {
      const { user } = await t.createUser();
      const claims = { role: 'client' };
      const otherSecret = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another secret that is long enough to be valid'));
      expect((await info(otherSecret)).status).toBe(401);
      const otherAlg = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secretKey());
      expect((await info(otherAlg)).status).toBe(401);
      const good = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secretKey());
      expect((await info(good)).status).toBe(200);
    });

    it('refuses an expired token', async () => {
      const { user } = await t.createUser();
      const expired = await new SignJWT({ role: 'client' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt(now() - 7200)
        .setExpirationTime(now() - 60)
        .sign(secretKey());
      const res = await info(expired);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('Invalid or expired token');
    });

    it('refuses the token of an account disabled after it was issued, or deleted', async () => {
      const { user, token } = await t.createUser();
      expect((await info(token)).status).toBe(200);
      await t.db('users').where({ id: user.id }).update({ disabled: true });
      // Direct writes, as from another process: this one hears of them through NOTIFY.
      await t.deps.users.sync();
      expect((await info(token)).status).toBe(401);
      await t.db('users').where({ id: user.id }).update({ disabled: false });
      await t.deps.users.sync();
      expect((await info(token)).status).toBe(200);
      await t.db('users').where({ id: user.id }).delete();
      await t.deps.users.sync();
      expect((await info(token)).status).toBe(401);
    });
  });

  describe('GET /user/getuser/info and PATCH /user/update/assign-project', () => {
    it('shows the profile, the active employees and the assignment after assigning', async () => {
      const zara = await t.createUser({ role: 'employee', username: 'Zara (employee)' });
      const amir = await t.createUser({ role: 'employee', username: 'Amir (employee)' });
      const gone = await t.createUser({ role: 'employee', username: 'Gone (employee)', disabled: true });
      await t.createUser({ role: 'admin', username: 'Admin (not an employee)' });
      const client = await t.createUser({ username: 'Dana', email: 'dana@example.test' });

      const before = await info(client.token);
      expect(before.status).toBe(200);
      expect(before.body.user).toEqual({
        username: 'Dana',
        email: 'dana@example.test',
        assignTo: null,
        emailVerified: false,
        mfaEnabled: false,
        mfaSetupRequired: false,
      });
      const ids = before.body.employees.map((e: { id: string }) => e.id);
      expect(ids).toContain(zara.user.id);
      expect(ids).toContain(amir.user.id);
      expect(ids).not.toContain(gone.user.id);
      const roles = await t.db('users').whereIn('id', ids).distinct('role');
      expect(roles).toEqual([{ role: 'employee' }]);
      expect(before.body.employees.find((e: { id: string }) => e.id === zara.user.id)).toEqual({
        id: zara.user.id,
        username: 'Zara (employee)',
      });

      const res = await assign({ assignTo: zara.user.id }, client.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Project assigned successfully' });
      expect((await info(client.token)).body.user.assignTo).toBe(zara.user.id);
    });

    it('answers 404 for an id that is not an active employee', async () => {
      const client = await t.createUser();
      const otherClient = await t.createUser();
      const admin = await t.createUser({ role: 'admin' });
      const disabled = await t.createUser({ role: 'employee', disabled: true });
      for (const id of [
        otherClient.user.id,
        admin.user.id,
        disabled.user.id,
        '00000000-0000-4000-8000-000000000000',
      ]) {
        const res = await assign({ assignTo: id }, client.token);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: 'Employee not found', message: 'Employee not found' });
      }
      expect((await info(client.token)).body.user.assignTo).toBeNull();
    });

    it.each([[{ assignTo: 'abc' }], [{ assignTo: '' }], [{}]])(
      'answers 400 for a bad id (%j)',
      async (body) => {
        const client = await t.createUser();
        const res = await assign(body, client.token);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          error: 'Please select an employee to assign the task.',
          details: [{ path: 'assignTo', message: 'Please select an employee to assign the task.' }],
        });
      },
    );

    it('needs a token', async () => {
      const employee = await t.createUser({ role: 'employee' });
      expect((await assign({ assignTo: employee.user.id })).status).toBe(401);
    });
  });
});
