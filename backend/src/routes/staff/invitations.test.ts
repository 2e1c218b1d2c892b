import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { useMailedTestContext, useUser } from '../../test/context.ts';
import { linkToken, mailTo } from '../../test/mail-links.ts';
import { LINK_EXPIRED, LINK_NOT_VALID } from '../../services/accounts/account-links.ts';
import { INVITATION_OPEN } from '../../services/accounts/invitations.ts';

const API = '/api/v1';
const SUBJECT = 'You are invited to join Stitchdesk';
const PASSWORD = 'employee passphrase';

describe('staff invitations', () => {
  const { t, smtp } = useMailedTestContext();
  const admin = useUser(t, { role: 'admin' });
  const employee = useUser(t, { role: 'employee' });

  const invite = (body: unknown, token = admin.token) =>
    t.request(`${API}/staff/employees/invite`, { method: 'POST', body, token });
  const accept = (token: string, password = PASSWORD) =>
    t.request(`${API}/user/invitation/accept`, { method: 'POST', body: { token, password } });

  it('an admin invites; the link sets a password once; the employee signs in with two-factor', async () => {
    const invited = await invite({ email: 'new-hire@example.test', username: 'New Hire' });
    expect(invited.status).toBe(201);
    expect(invited.body.invitation).toMatchObject({ email: 'new-hire@example.test', status: 'pending' });
    const listed = await t.request(`${API}/staff/employees/invitations`, { token: admin.token });
    expect(listed.body.invitations.map((i: { email: string }) => i.email)).toContain('new-hire@example.test');

    const mail = await mailTo(smtp, 'new-hire@example.test', SUBJECT);
    expect(mail.text).toContain('72 hours');
    const token = linkToken(mail, '/accept-invitation');
    const { hours } = await t
      .db('staff_invitations')
      .where({ email: 'new-hire@example.test' })
      .first(t.db.raw('round(extract(epoch FROM expires_at - now()) / 3600)::int AS hours'));
    expect(hours).toBe(72);

    expect((await accept(token)).status).toBe(200);
    expect((await accept(token)).body.error).toBe(LINK_NOT_VALID);

    const login = await t.request(`${API}/user/login`, {
      method: 'POST',
      body: { email: 'new-hire@example.test', password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const session = login.body.token;
    const me = await t.request(`${API}/user/getuser/info`, { token: session });
    expect(me.body.user).toMatchObject({ username: 'New Hire', emailVerified: true });
    expect((await t.request(`${API}/staff/orders`, { token: session })).status).toBe(200);

    const { secret } = (await t.request(`${API}/user/mfa/setup`, { method: 'POST', token: session })).body;
    const enable = await t.request(`${API}/user/mfa/enable`, {
      method: 'POST',
      token: session,
      body: { code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 }) },
    });
    expect(enable.status).toBe(200);
    const challenge = await t.request(`${API}/user/login`, {
      method: 'POST',
      body: { email: 'new-hire@example.test', password: PASSWORD },
    });
    expect(challenge.body.mfaRequired).toBe(true);
    const second = await t.request(`${API}/user/login/mfa`, {
      method: 'POST',
      body: { ticket: challenge.body.ticket, code: await generate({ secret }) },
    });
    expect(second.status).toBe(200);
    expect((await t.request(`${API}/staff/orders`, { token: second.body.token })).status).toBe(200);
  });

  it('resend sends a new link (the old one stops), revoke ends it, expiry refuses it', async () => {
    const invited = await invite({ email: 'maybe@example.test', username: 'Maybe' });
    expect((await invite({ email: 'maybe@example.test', username: 'Maybe' })).body.error).toBe(
      INVITATION_OPEN,
    );
    const first = linkToken(await mailTo(smtp, 'maybe@example.test', SUBJECT), '/accept-invitation');
    const id = invited.body.invitation.id;
    const resent = await t.request(`${API}/staff/employees/invitations/${id}/resend`, {
      method: 'POST',
      token: admin.token,
    });
    expect(resent.status).toBe(200);
    const second = linkToken(await mailTo(smtp, 'maybe@example.test', SUBJECT, 1), '/accept-invitation');
    expect(second).not.toBe(first);
    expect((await accept(first)).status).toBe(400);

    await t
      .db('staff_invitations')
      .where({ id })
      .update({ expires_at: t.db.raw("now() - interval '1 second'") });
    expect((await accept(second)).body.error).toBe(LINK_EXPIRED);

    const revoked = await t.request(`${API}/staff/employees/invitations/${id}`, {
      method: 'DELETE',
      token: admin.token,
    });
    expect(revoked.status).toBe(200);
    expect((await accept(second)).body.error).toBe(LINK_NOT_VALID);
    const listed = await t.request(`${API}/staff/employees/invitations`, { token: admin.token });
    expect(listed.body.invitations.map((i: { id: string }) => i.id)).not.toContain(id);
  });

  it('only an admin invites; an address with an account is refused', async () => {
    expect((await invite({ email: 'x@example.test', username: 'X' }, employee.token)).status).toBe(403);
    expect((await invite({ email: employee.user.email, username: 'Again' })).status).toBe(409);
  });
});
