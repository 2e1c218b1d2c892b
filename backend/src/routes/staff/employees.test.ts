import type { StaffEmployee } from '@stitchdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';

describe('employees (admin only)', () => {
  let t: TestContext;
  let admin: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestContext();
    const a = await t.createUser({ role: 'admin', username: 'Owner' });
    admin = { id: a.user.id, token: a.token };
  });
  afterAll(() => t.close());

  const call = (path: string, method = 'GET', body?: unknown, token = admin.token) =>
    t.request(`/api/v1/staff/employees${path}`, { method, body, token });
  const signIn = (email: string, password: string) =>
    t.request('/api/v1/user/login', { method: 'POST', body: { email, password } });
  /** What the staff console answers this token: 200 while the employee may work, 401 once not. */
  const consoleStatus = async (token: string) => (await t.request('/api/v1/staff/orders', { token })).status;

  it('creates an employee who can then sign in and use the console', async () => {
    const created = await call('', 'POST', {
      username: 'Lee',
      email: 'Lee@Example.test',
      password: 'a long password',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.message).toBe('Employee created');
    expect(created.body.employee).toMatchObject({
      username: 'Lee',
      email: 'Lee@Example.test',
      role: 'employee',
      disabled: false,
    });

    const login = await signIn('lee@example.test', 'a long password');
    expect(login.status).toBe(200);
    expect(await consoleStatus(login.body.token)).toBe(200);

    const list = await call('');
    expect(list.status).toBe(200);
    expect((list.body.employees as StaffEmployee[]).map((e) => [e.username, e.role])).toEqual([
      ['Owner', 'admin'],
      ['Lee', 'employee'],
    ]);
    // The new employee is offered to clients as an assignee.
    const client = await t.createUser({ role: 'client' });
    const info = await t.request('/api/v1/user/getuser/info', { token: client.token });
    expect(info.body.employees.map((e: { username: string }) => e.username)).toContain('Lee');
  });

  it('refuses a taken e-mail (any case) and invalid input', async () => {
    await call('', 'POST', { username: 'Kim', email: 'kim@example.test', password: 'a long password' });
    const again = await call('', 'POST', {
      username: 'Kim 2',
      email: 'KIM@example.test',
      password: 'a long password',
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('An account with this email already exists');
    const short = await call('', 'POST', { username: 'Jo', email: 'jo@example.test', password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('Password must be at least 8 characters');
  });

  it('renames, disables (ending their session at once) and enables an employee', async () => {
    const { user, token } = await t.createUser({ role: 'employee', username: 'Pat' });
    const renamed = await call(`/${user.id}`, 'PATCH', { username: 'Patricia' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.employee.username).toBe('Patricia');

    expect(await consoleStatus(token)).toBe(200);
    const disabled = await call(`/${user.id}`, 'PATCH', { disabled: true });
    expect(disabled.body.employee.disabled).toBe(true);
    expect(await consoleStatus(token)).toBe(401);
    const login = await signIn(user.email, user.password);
    expect(login.status).not.toBe(200);

    const enabled = await call(`/${user.id}`, 'PATCH', { disabled: false });
    expect(enabled.body.employee.disabled).toBe(false);
    // Enabling again does not revive the token signed before: the employee signs in anew.
    expect(await consoleStatus(token)).toBe(401);
    const again = await signIn(user.email, user.password);
    expect(again.status).toBe(200);
    expect(await consoleStatus(again.body.token)).toBe(200);
  });

  it('does not let an admin disable themselves', async () => {
    const response = await call(`/${admin.id}`, 'PATCH', { disabled: true });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('You cannot disable your own account');
    expect((await t.db('users').where({ id: admin.id }).first()).disabled).toBe(false);
    expect((await call(`/${admin.id}`, 'PATCH', { username: 'The Owner' })).status).toBe(200);
  });

  it('answers 404 for a client or unknown id, and 400 for an empty change', async () => {
    const client = await t.createUser({ role: 'client' });
    expect((await call(`/${client.user.id}`, 'PATCH', { disabled: true })).status).toBe(404);
    expect((await t.db('users').where({ id: client.user.id }).first()).disabled).toBe(false);
    expect((await call('/00000000-0000-4000-8000-000000000000', 'PATCH', { disabled: true })).status).toBe(
      404,
    );
    expect((await call('/not-an-id', 'PATCH', { disabled: true })).status).toBe(404);
    const { user } = await t.createUser({ role: 'employee' });
    const empty = await call(`/${user.id}`, 'PATCH', {});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Nothing to change');
  });
});
